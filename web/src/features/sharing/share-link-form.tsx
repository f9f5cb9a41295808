import clsx from 'clsx';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ShareLink, ShareLinkSettingsBody } from '@review/contract/sharing';
import { draftOf, toSettingsBody, type LinkSettingsDraft } from './link-settings.ts';
import { formLevelMessage, showFieldErrors } from '../../lib/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { LanguageSelect } from '../../i18n/language-select.tsx';
import type { mediaNoun } from './media-noun.ts';

/** What a link shares, in words: the project, or the asset's newest file by its kind. */
export type SharedNoun = ReturnType<typeof mediaNoun> | 'project';

const SERVER_FIELDS = ['password', 'expires_at', 'allow_download', 'allow_annotations', 'allow_decisions', 'locale'] as const;

export interface ShareLinkFormProps {
  /** The link being edited; absent for a new one. */
  saved?: ShareLink;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** Resolves once saved; a rejection's per-field messages go under the fields. */
  onSave: (settings: ShareLinkSettingsBody) => Promise<unknown>;
  onCancel: () => void;
  isPending: boolean;
  error: Error | null;
  /** What the link shares, as the password's hint names it. */
  shared: SharedNoun;
}

/** A review link's password, expiry, whether guests may download, draw and decide, and their language, for a new link or a saved one. */
export function ShareLinkForm({ saved, label, submitLabel, pendingLabel, cancelLabel, onSave, onCancel, isPending, error, shared }: ShareLinkFormProps) {
  const intl = useIntl();
  const { register, handleSubmit, formState, reset, setError, clearErrors, control, setValue, setFocus } = useForm<LinkSettingsDraft>({ defaultValues: draftOf(saved) });
  const { errors } = formState;
  const isEditing = saved !== undefined;
  const isRemovingPassword = useWatch({ control, name: 'remove_password' });
  const hasExpiry = useWatch({ control, name: 'expires_at' }) !== '';
  const locale = useWatch({ control, name: 'locale' });

  const handleSave = handleSubmit((draft) => {
    clearErrors();
    return onSave(toSettingsBody(draft, saved)).then(
      () => reset(draftOf()),
      (failure: unknown) => showFieldErrors(failure, setError, SERVER_FIELDS),
    );
  });

  function handleTogglePasswordRemoval() {
    setValue('remove_password', !isRemovingPassword);
    setValue('password', '');
  }

  function handleClearExpiry() {
    setValue('expires_at', '');
    setFocus('expires_at');
  }

  const clearExpiry = (
    <button type="button" aria-label={intl.formatMessage({ id: 'review.linkForm.clearExpiry' })} onClick={handleClearExpiry} className="rounded px-2 text-xs font-medium text-muted hover:bg-subtle hover:text-fg">
      {intl.formatMessage({ id: 'review.linkForm.clear' })}
    </button>
  );

  return (
    <form noValidate aria-label={label} onSubmit={handleSave} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        {isRemovingPassword ? (
          <p className="rounded-md bg-subtle px-3 py-2 text-sm">{intl.formatMessage({ id: 'review.linkForm.passwordRemoved' })}</p>
        ) : (
          <PasswordField
            label={intl.formatMessage({ id: saved?.has_password ? 'review.linkForm.newPassword' : 'review.linkForm.password' })}
            autoComplete="new-password"
            hint={saved?.has_password ? intl.formatMessage({ id: 'review.linkForm.keepPasswordHint' }) : intl.formatMessage({ id: 'review.linkForm.passwordHint' }, { shared })}
            error={errors.password?.message}
            autoFocus={isEditing}
            {...register('password')}
          />
        )}
        {saved?.has_password && (
          <Button size="sm" variant="ghost" className={clsx('-ms-3 self-start', !isRemovingPassword && 'text-danger!')} onClick={handleTogglePasswordRemoval}>
            {intl.formatMessage({ id: isRemovingPassword ? 'review.linkForm.keepPassword' : 'review.linkForm.removePassword' })}
          </Button>
        )}
      </div>
      <TextField
        label={intl.formatMessage({ id: 'review.linkForm.expires' })}
        type="datetime-local"
        hint={intl.formatMessage({ id: 'review.linkForm.expiresHint' })}
        error={errors.expires_at?.message}
        action={hasExpiry ? clearExpiry : undefined}
        {...register('expires_at')}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField label={intl.formatMessage({ id: 'review.linkForm.allowDownloads' })} error={errors.allow_download?.message} {...register('allow_download')} />
        <CheckboxField label={intl.formatMessage({ id: 'review.linkForm.allowDrawing' })} error={errors.allow_annotations?.message} {...register('allow_annotations')} />
        <CheckboxField label={intl.formatMessage({ id: 'review.linkForm.allowDecisions' })} error={errors.allow_decisions?.message} {...register('allow_decisions')} />
      </div>
      <LanguageSelect
        label={intl.formatMessage({ id: 'review.linkForm.language' })}
        noneLabel={intl.formatMessage({ id: 'review.linkForm.languageNone' })}
        hint={intl.formatMessage({ id: 'review.linkForm.languageHint' })}
        value={locale}
        onChange={(next) => setValue('locale', next, { shouldDirty: true })}
        error={errors.locale?.message}
      />
      <ErrorText>{formLevelMessage(error)}</ErrorText>
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={isPending} cancelLabel={cancelLabel} onCancel={onCancel} />
    </form>
  );
}
