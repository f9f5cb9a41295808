import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { LoginBodySchema, type LoginBody } from '@review/contract/auth';
import { AuthCard } from '../../layout/auth-card.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useNextQuery, useReturnPath } from '../../features/session/public-only.tsx';
import { useLogin } from '../../features/session/use-login.ts';
import { SsoSignIn } from '../../features/sso/sso-sign-in.tsx';

export function LoginPage() {
  const login = useLogin();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const nextQuery = useNextQuery();
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const handleLogin = handleSubmit((body) => {
    login.mutate(body, { onSuccess: () => void navigate(returnPath, { replace: true }) });
  });

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to review your projects."
      footer={
        <>
          No account yet?{' '}
          <Link to={`/signup${nextQuery}`} className="font-medium text-accent-text underline-offset-2 hover:underline">
            Register
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <SsoSignIn returnPath={returnPath} />
        <form noValidate onSubmit={handleLogin} className="flex flex-col gap-4">
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
          <Link to="/forgot-password" className="-mt-2 self-end text-sm font-medium text-accent-text underline-offset-2 hover:underline">
            Forgot password?
          </Link>
          <Button type="submit" disabled={login.isPending} className="w-full">
            {login.isPending ? 'Signing...' : 'Sign In'}
          </Button>
          <ErrorText>{login.error?.message}</ErrorText>
        </form>
      </div>
    </AuthCard>
  );
}
