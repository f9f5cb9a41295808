import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../layout/auth-card.tsx';
import { useNextQuery, useReturnPath } from '../../features/session/public-only.tsx';
import { SignInForm } from '../../features/session/sign-in-form.tsx';
import { SsoSignIn } from '../../features/sso/sso-sign-in.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** What a sign-up handed over in the history entry's state (never the URL): the address, and that the account is brand new. */
function useHandedOver(): { email: string; isNewAccount: boolean } {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null) return { email: '', isNewAccount: false };
  return { email: 'email' in state && typeof state.email === 'string' ? state.email : '', isNewAccount: 'isNewAccount' in state && state.isNewAccount === true };
}

export function LoginPage() {
  useDocumentTitle('Sign in');
  const handed = useHandedOver();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const nextQuery = useNextQuery();

  return (
    <AuthCard
      title="Sign in"
      subtitle={handed.isNewAccount ? 'Your account is ready. Sign in to start reviewing.' : 'Welcome back. Sign in to review your projects.'}
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
        <SignInForm email={handed.email} onSignedIn={() => void navigate(returnPath, { replace: true })} />
      </div>
    </AuthCard>
  );
}
