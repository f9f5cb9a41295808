import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { SaveCancel } from '../../ui/save-cancel.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { PanelSection } from '../projects/side-panel/panel-section.tsx';
import { formatBreakpoints, parseBreakpoints } from './breakpoints.ts';
import { useSaveWebsiteSettings, useWebsiteSettings } from './use-websites.ts';
import { FormattedMessage, useIntl } from 'react-intl';

/** A CSS selector, code in every language. */
const EXAMPLE_SELECTOR = '#cookie-banner';

const selectorsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The side panel's website captures: the breakpoints new captures use and the CSS selectors hidden
 * before each (cookie banners, chat bubbles). Managers change them; everyone else reads them.
 */
export function WebsiteSettingsSection({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { data: settings } = useWebsiteSettings(projectId);
  const save = useSaveWebsiteSettings(projectId);
  const [draft, setDraft] = useState<{ widths: string; selectors: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const intl = useIntl();
  if (!settings) return null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const breakpoints = parseBreakpoints(draft.widths);
    if ('error' in breakpoints) return setError(breakpoints.error);
    setError(undefined);
    save.mutate(
      { breakpoints: breakpoints.widths, hide_selectors: selectorsOf(draft.selectors) },
      {
        onSuccess: () => {
          toast.success(intl.formatMessage({ id: 'media.website.settingsSaved' }), { duration: 1500 });
          setDraft(null);
        },
        onError: (failure) => setError(failure instanceof ApiError ? (Object.values(failure.errors)[0] ?? failure.message) : failure.message),
      },
    );
  }

  return (
    <PanelSection
      id="panel-website-captures"
      title={intl.formatMessage({ id: 'media.website.settings' })}
      actions={
        canManage &&
        !draft && (
          <Button variant="ghost" size="sm" onClick={() => setDraft({ widths: formatBreakpoints(settings.breakpoints), selectors: settings.hide_selectors.join('\n') })}>
            <FormattedMessage id="media.limits.edit" />
          </Button>
        )
      }
    >
      {draft ? (
        <form onSubmit={handleSubmit} className="flex flex-col gap-3" noValidate>
          <TextField label={intl.formatMessage({ id: 'media.website.breakpoints' })} value={draft.widths} onChange={(event) => setDraft({ ...draft, widths: event.target.value })} hint={intl.formatMessage({ id: 'media.website.widthsHint' })} autoComplete="off" />
          <TextAreaField label={intl.formatMessage({ id: 'media.website.hide' })} rows={3} value={draft.selectors} onChange={(event) => setDraft({ ...draft, selectors: event.target.value })} placeholder={EXAMPLE_SELECTOR} />
          <p className="-mt-2 text-xs text-muted">
            <FormattedMessage id="media.website.hideHint" />
          </p>
          <ErrorText>{error}</ErrorText>
          <SaveCancel label={intl.formatMessage({ id: 'media.limits.save' })} pendingLabel={intl.formatMessage({ id: 'media.limits.saving' })} isPending={save.isPending} onCancel={() => setDraft(null)} />
        </form>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">
            <FormattedMessage id="media.website.breakpoints" />
          </dt>
          <dd>{intl.formatList(settings.breakpoints.map((width) => intl.formatMessage({ id: 'media.website.px' }, { width })), { type: 'unit' })}</dd>
          <dt className="text-muted">
            <FormattedMessage id="media.website.hidden" />
          </dt>
          <dd className="min-w-0 break-words">{settings.hide_selectors.length ? <code className="text-xs">{settings.hide_selectors.join(', ')}</code> : intl.formatMessage({ id: 'media.website.nothing' })}</dd>
        </dl>
      )}
    </PanelSection>
  );
}
