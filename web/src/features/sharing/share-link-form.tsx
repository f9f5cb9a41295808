import clsx from 'clsx';
import { useForm, useWatch } from 'react-hook-form';
import type { ShareLink, ShareLinkSettingsBody } from '@review/contract/sharing';
import { draftOf, toSettingsBody, type LinkSettingsDraft } from './link-settings.ts';
import { formLevelMessage, showFieldErrors } from '../../lib/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';

const SERVER_FIELDS = ['password', 'expires_at', 'allow_download', 'allow_annotations', 'allow_decisions'] as const;

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
  /** What the link shares, as the password's hint names it: 'design', 'video', 'document' or 'project'. */
  shared: string;
}

/** A review link's password, expiry, and whether guests may download, draw and decide, for a new link or a saved one. */
export function ShareLinkForm({ saved, label, submitLabel, pendingLabel, cancelLabel, onSave, onCancel, isPending, error, shared }: ShareLinkFormProps) {
  const { register, handleSubmit, formState, reset, setError, clearErrors, control, setValue, setFocus } = useForm<LinkSettingsDraft>({ defaultValues: draftOf(saved) });
  const { errors } = formState;
  const isEditing = saved !== undefined;
  const isRemovingPassword = useWatch({ control, name: 'remove_password' });
  const hasExpiry = useWatch({ control, name: 'expires_at' }) !== '';

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
    <button type="button" aria-label="Clear expiry" onClick={handleClearExpiry} className="rounded px-2 text-xs font-medium text-muted hover:bg-subtle hover:text-fg">
      Clear
    </button>
  );

  return (
    <form noValidate aria-label={label} onSubmit={handleSave} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        {isRemovingPassword ? (
          <p className="rounded-md bg-subtle px-3 py-2 text-sm">The password will be removed when you save.</p>
        ) : (
          <PasswordField
            label={saved?.has_password ? 'New password' : 'Password (optional)'}
            autoComplete="new-password"
            hint={saved?.has_password ? 'Leave blank to keep the current password.' : `Guests type it before they see the ${shared}.`}
            error={errors.password?.message}
            autoFocus={isEditing}
            {...register('password')}
          />
        )}
        {saved?.has_password && (
          <Button size="sm" variant="ghost" className={clsx('-ms-3 self-start', !isRemovingPassword && 'text-danger!')} onClick={handleTogglePasswordRemoval}>
            {isRemovingPassword ? 'Keep password' : 'Remove password'}
          </Button>
        )}
      </div>
      <TextField
        label="Expires (optional)"
        type="datetime-local"
        hint="In your time zone. Leave empty to keep the link open until it is revoked."
        error={errors.expires_at?.message}
        action={hasExpiry ? clearExpiry : undefined}
        {...register('expires_at')}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField label="Allow downloads" error={errors.allow_download?.message} {...register('allow_download')} />
        <CheckboxField label="Allow drawing" error={errors.allow_annotations?.message} {...register('allow_annotations')} />
        <CheckboxField label="Allow decisions" error={errors.allow_decisions?.message} {...register('allow_decisions')} />
      </div>
      <ErrorText>{formLevelMessage(error)}</ErrorText>
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} isPending={isPending} cancelLabel={cancelLabel} onCancel={onCancel} />
    </form>
  );
}
