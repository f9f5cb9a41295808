import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AuthCard } from '../../layout/auth-card.tsx';
import { useNextQuery } from '../../features/session/public-only.tsx';
import { PublicLanguageSwitch } from '../../features/session/public-language-switch.tsx';
import { SignUpForm } from '../../features/session/sign-up-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function SignUpPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'account.signUp.documentTitle' }));
  const nextQuery = useNextQuery();
  return (
    <>
      <PublicLanguageSwitch />
      <AuthCard
        title={intl.formatMessage({ id: 'account.signUp.title' })}
        subtitle={intl.formatMessage({ id: 'account.signUp.subtitle' })}
        footer={
          <FormattedMessage
            id="account.signUp.footer"
            values={{
              link: (chunks) => (
                <Link to={`/login${nextQuery}`} className="font-medium text-accent-text underline-offset-2 hover:underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        }
      >
        <SignUpForm />
      </AuthCard>
    </>
  );
}
