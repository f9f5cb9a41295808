import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../layout/auth-card.tsx';
import { useNextQuery, useReturnPath } from '../../features/session/public-only.tsx';
import { PublicLanguageSwitch } from '../../features/session/public-language-switch.tsx';
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
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.login.title' });
  useDocumentTitle(title);
  const handed = useHandedOver();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const nextQuery = useNextQuery();

  return (
    <>
      <PublicLanguageSwitch />
      <AuthCard
        title={title}
        subtitle={intl.formatMessage({ id: handed.isNewAccount ? 'account.login.readySubtitle' : 'account.login.subtitle' })}
        footer={
          <FormattedMessage
            id="account.login.footer"
            values={{
              link: (chunks) => (
                <Link to={`/signup${nextQuery}`} className="font-medium text-accent-text underline-offset-2 hover:underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        }
      >
        <div className="flex flex-col gap-4">
          <SsoSignIn returnPath={returnPath} />
          <SignInForm email={handed.email} onSignedIn={() => void navigate(returnPath, { replace: true })} />
        </div>
      </AuthCard>
    </>
  );
}
