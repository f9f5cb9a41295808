import { useState, type FormEvent, type RefObject } from 'react';
import { toast } from 'sonner';
import { WEBSITE_URL_MAX, WebsiteUrlSchema } from '@review/contract/websites';
import { ApiError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { formatBreakpoints, parseBreakpoints } from './breakpoints.ts';
import { useAddWebsite, useWebsiteSettings } from './use-websites.ts';
import { FormattedMessage, useIntl } from 'react-intl';

export interface AddWebsiteDialogProps {
  projectId: number;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** An address, the same in every language. */
const EXAMPLE_URL = 'https://example.com';

/**
 * Add a website: its address, the widths to capture it at (the project's unless changed), and a
 * staging site's sign-in, which is kept encrypted and never shown again. Without a browser on the
 * server it says what to install instead of offering a button that cannot work.
 */
export function AddWebsiteDialog({ projectId, onClose, returnFocusTo }: AddWebsiteDialogProps) {
  const settings = useWebsiteSettings(projectId);
  const addWebsite = useAddWebsite();
  const [url, setUrl] = useState('');
  const [widths, setWidths] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const intl = useIntl();
  const unavailable = settings.data?.capture_unavailable ?? null;
  const shownWidths = widths ?? (settings.data ? formatBreakpoints(settings.data.breakpoints) : '');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const address = WebsiteUrlSchema.safeParse(url);
    if (!address.success) found.url = address.error.issues[0]?.message ?? intl.formatMessage({ id: 'media.website.enterAddress' });
    const breakpoints = parseBreakpoints(shownWidths);
    if ('error' in breakpoints) found.breakpoints = breakpoints.error;
    if (!username.trim() !== !password) found.password = intl.formatMessage({ id: 'media.website.bothOrNeither' });
    setErrors(found);
    if (Object.keys(found).length || !address.success || 'error' in breakpoints) return;
    const signIn = username.trim() && password ? { username: username.trim(), password } : {};
    addWebsite.mutate(
      { project_id: projectId, url: address.data, breakpoints: breakpoints.widths, ...signIn },
      {
        onSuccess: () => {
          toast.success(intl.formatMessage({ id: 'media.website.added' }), { duration: 2000 });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.errors);
        },
      },
    );
  }

  const formError = addWebsite.error && !(addWebsite.error instanceof ApiError && Object.keys(addWebsite.error.errors).length) ? addWebsite.error.message : undefined;
  return (
    <Dialog title={intl.formatMessage({ id: 'media.website.add' })} description={intl.formatMessage({ id: 'media.website.description' })} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
        {unavailable && (
          <p role="alert" className="rounded-md border border-danger/40 bg-danger/5 px-3 py-2 text-sm text-danger">
            <FormattedMessage id="media.website.unavailable" values={{ reason: unavailable }} />
          </p>
        )}
        <TextField label={intl.formatMessage({ id: 'media.website.address' })} type="url" inputMode="url" placeholder={EXAMPLE_URL} value={url} onChange={(event) => setUrl(event.target.value)} maxLength={WEBSITE_URL_MAX} autoComplete="off" error={errors.url} required />
        <TextField
          label={intl.formatMessage({ id: 'media.website.breakpoints' })}
          value={shownWidths}
          onChange={(event) => setWidths(event.target.value)}
          hint={intl.formatMessage({ id: 'media.website.breakpointsHint' })}
          error={errors.breakpoints}
          autoComplete="off"
        />
        <fieldset className="flex flex-col gap-3 rounded-md border border-line p-3">
          <legend className="px-1 text-sm font-medium">
            <FormattedMessage id="media.website.signIn" />
          </legend>
          <p className="text-xs text-muted">
            <FormattedMessage id="media.website.signInHint" />
          </p>
          <TextField label={intl.formatMessage({ id: 'media.website.username' })} value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="off" error={errors.username} />
          <PasswordField label={intl.formatMessage({ id: 'media.website.password' })} value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="new-password" error={errors.password} />
        </fieldset>
        <ErrorText>{formError}</ErrorText>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="media.website.cancel" />
          </Button>
          <Button type="submit" disabled={addWebsite.isPending || unavailable !== null || settings.isPending}>
            {intl.formatMessage({ id: addWebsite.isPending ? 'media.website.adding' : 'media.website.submit' })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
