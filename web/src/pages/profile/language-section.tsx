import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@review/contract/locales';
import type { User } from '@review/contract/user';
import { LanguageSelect } from '../../i18n/language-select.tsx';
import { setLocale } from '../../i18n/index.ts';
import { Section } from '../../layout/page-header.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { useUpdateProfile } from './use-profile-mutations.ts';

/**
 * The account's language: the interface everywhere it signs in, and the e-mails it is sent. Saved with
 * a button rather than on each change, so moving through the list with the keyboard does not switch
 * the whole page under the reader; once saved, the page switches at once and this browser keeps it.
 */
export function LanguageSection({ user }: { user: User }) {
  const intl = useIntl();
  const [choice, setChoice] = useState<Locale>(user.locale);
  const update = useUpdateProfile();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate({ locale: choice }, { onSuccess: (reply) => setLocale(reply.data.locale, { remember: true }) });
  }

  return (
    <Section title={intl.formatMessage({ id: 'account.language.title' })}>
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'account.language.description' })}</p>
      <form noValidate onSubmit={handleSubmit} className="flex flex-wrap items-end gap-3">
        <LanguageSelect
          label={intl.formatMessage({ id: 'shell.language.label' })}
          value={choice}
          onChange={(locale) => locale && setChoice(locale)}
          className="w-full sm:w-64"
        />
        <Button type="submit" variant="secondary" disabled={choice === user.locale || update.isPending}>
          {intl.formatMessage({ id: update.isPending ? 'account.common.saving' : 'account.language.save' })}
        </Button>
      </form>
      {update.isSuccess && choice === user.locale && (
        <p role="status" className="text-sm text-success">
          {intl.formatMessage({ id: 'account.language.saved' })}
        </p>
      )}
      <ErrorText>{update.error?.message}</ErrorText>
    </Section>
  );
}
