import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoginBodySchema, type LoginBody } from '@review/contract/auth';
import { contractResolver } from '../../lib/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useLogin } from './use-login.ts';

export interface SignInFormProps {
  /** An address handed over (after sign-up, from an invitation): filled in, and the password field takes the focus. */
  email?: string;
  /** An invitation's address cannot be changed: only that account can accept. */
  isEmailFixed?: boolean;
  /** Where to go once signed in; without it the screen stays and shows what a signed-in visitor sees. */
  onSignedIn?: () => void;
}

/** The spec's login form: Email, Password, 'Sign In' ('Signing...' meanwhile) and the server's reason under it. */
export function SignInForm({ email = '', isEmailFixed = false, onSignedIn }: SignInFormProps) {
  const intl = useIntl();
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: contractResolver(LoginBodySchema),
    defaultValues: { email, password: '' },
  });
  const { errors } = formState;

  const handleLogin = handleSubmit((body) => {
    login.mutate(body, { onSuccess: () => onSignedIn?.() });
  });

  return (
    <form noValidate onSubmit={handleLogin} className="flex flex-col gap-4">
      <TextField label={intl.formatMessage({ id: 'account.field.email' })} type="email" autoComplete="email" readOnly={isEmailFixed} error={errors.email?.message} {...register('email')} />
      <TextField
        label={intl.formatMessage({ id: 'account.field.password' })}
        type="password"
        autoComplete="current-password"
        autoFocus={email !== ''}
        error={errors.password?.message}
        {...register('password')}
      />
      <Link to="/forgot-password" className="-mt-2 self-end text-sm font-medium text-accent-text underline-offset-2 hover:underline">
        {intl.formatMessage({ id: 'account.signIn.forgot' })}
      </Link>
      <Button type="submit" disabled={login.isPending} className="w-full">
        {intl.formatMessage({ id: login.isPending ? 'account.signIn.pending' : 'account.signIn.submit' })}
      </Button>
      <ErrorText>{login.error?.message}</ErrorText>
    </form>
  );
}
