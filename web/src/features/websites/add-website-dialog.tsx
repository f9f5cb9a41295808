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

export interface AddWebsiteDialogProps {
  projectId: number;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

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
  const unavailable = settings.data?.capture_unavailable ?? null;
  const shownWidths = widths ?? (settings.data ? formatBreakpoints(settings.data.breakpoints) : '');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const address = WebsiteUrlSchema.safeParse(url);
    if (!address.success) found.url = address.error.issues[0]?.message ?? 'Enter a web address.';
    const breakpoints = parseBreakpoints(shownWidths);
    if ('error' in breakpoints) found.breakpoints = breakpoints.error;
    if (!username.trim() !== !password) found.password = 'Give both a user name and a password, or neither.';
    setErrors(found);
    if (Object.keys(found).length || !address.success || 'error' in breakpoints) return;
    const signIn = username.trim() && password ? { username: username.trim(), password } : {};
    addWebsite.mutate(
      { project_id: projectId, url: address.data, breakpoints: breakpoints.widths, ...signIn },
      {
        onSuccess: () => {
          toast.success('Website added: capturing it now.', { duration: 2000 });
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
    <Dialog title="Add a website" description="Its pages are captured at each breakpoint, one variation each, for pins and comments." onClose={onClose} returnFocusTo={returnFocusTo}>
      <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
        {unavailable && (
          <p role="alert" className="rounded-md border border-danger/40 bg-danger/5 px-3 py-2 text-sm text-danger">
            Websites cannot be captured on this server. {unavailable}
          </p>
        )}
        <TextField label="Web address" type="url" inputMode="url" placeholder="https://example.com" value={url} onChange={(event) => setUrl(event.target.value)} maxLength={WEBSITE_URL_MAX} autoComplete="off" error={errors.url} required />
        <TextField
          label="Breakpoints"
          value={shownWidths}
          onChange={(event) => setWidths(event.target.value)}
          hint="Widths in CSS pixels, separated by commas: desktop, tablet, phone."
          error={errors.breakpoints}
          autoComplete="off"
        />
        <fieldset className="flex flex-col gap-3 rounded-md border border-line p-3">
          <legend className="px-1 text-sm font-medium">Staging site sign-in (optional)</legend>
          <p className="text-xs text-muted">For a site behind a password prompt. Kept encrypted, used only to capture, never shown again.</p>
          <TextField label="User name" value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="off" error={errors.username} />
          <PasswordField label="Password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="new-password" error={errors.password} />
        </fieldset>
        <ErrorText>{formError}</ErrorText>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={addWebsite.isPending || unavailable !== null || settings.isPending}>
            {addWebsite.isPending ? 'Adding...' : 'Add website'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
