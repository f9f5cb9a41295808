import { Link } from 'react-router';
import { AuthCard } from '../../layout/auth-card.tsx';
import { useNextQuery } from '../../features/session/public-only.tsx';
import { SignUpForm } from '../../features/session/sign-up-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function SignUpPage() {
  useDocumentTitle('Sign up');
  const nextQuery = useNextQuery();
  return (
    <AuthCard
      title="Create your account"
      subtitle="Start on the free Starter plan. Upgrade anytime."
      footer={
        <>
          Already have an account?{' '}
          <Link to={`/login${nextQuery}`} className="font-medium text-accent-text underline-offset-2 hover:underline">
            Login
          </Link>
        </>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}
