import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ChangePasswordBodySchema, type ChangePasswordBody } from '@review/contract/profile';
import { contractResolver, formLevelMessage, showFieldErrors } from '../../lib/field-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useChangePassword } from './use-profile-mutations.ts';

export function PasswordForm({ changedAt }: { changedAt: string }) {
  const intl = useIntl();
  const changePassword = useChangePassword();
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordBody>({
    resolver: contractResolver(ChangePasswordBodySchema),
    defaultValues: { current_password: '', password: '' },
  });
  const { errors } = formState;

  const handleChange = handleSubmit((body) => {
    changePassword.mutate(body, {
      onSuccess: () => reset(),
      onError: (error) => showFieldErrors(error, setError, ['current_password', 'password']),
    });
  });

  return (
    <form noValidate onSubmit={handleChange} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'account.password.lastChanged' }, { date: formatDate(changedAt) })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'account.password.current' })}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <TextField label={intl.formatMessage({ id: 'account.field.newPassword' })} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" disabled={changePassword.isPending}>
          {intl.formatMessage({ id: changePassword.isPending ? 'account.password.pending' : 'account.password.submit' })}
        </Button>
        {changePassword.isSuccess && (
          <p role="status" className="text-sm text-success">
            {intl.formatMessage({ id: 'account.password.changed' })}
          </p>
        )}
      </div>
      <ErrorText>{formLevelMessage(changePassword.error)}</ErrorText>
    </form>
  );
}
