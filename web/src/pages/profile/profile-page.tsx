import { useIntl } from 'react-intl';
import { PageBody, PageHeader, Section } from '../../layout/page-header.tsx';
import { Button } from '../../ui/button.tsx';
import { useLogout } from '../../features/session/use-logout.ts';
import { useCurrentUser } from '../../features/session/use-session.ts';
import { ApiTokensSection } from './api-tokens-section.tsx';
import { AvatarSection } from './avatar-section.tsx';
import { LanguageSection } from './language-section.tsx';
import { NameForm } from './name-form.tsx';
import { NotificationSettingsSection } from './notification-settings-section.tsx';
import { PasswordForm } from './password-form.tsx';
import { PlanSection } from './plan-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ProfilePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.profile.title' });
  useDocumentTitle(title);
  const user = useCurrentUser();
  const logout = useLogout();
  return (
    <PageBody>
      <PageHeader
        title={title}
        description={intl.formatMessage({ id: 'account.profile.description' })}
        actions={
          <Button variant="danger" onClick={() => void logout()}>
            {intl.formatMessage({ id: 'account.profile.logOut' })}
          </Button>
        }
      />
      <Section title={intl.formatMessage({ id: 'account.profile.personal' })}>
        <AvatarSection user={user} />
        <NameForm user={user} />
      </Section>
      <LanguageSection user={user} />
      <Section title={intl.formatMessage({ id: 'account.field.password' })}>
        <PasswordForm changedAt={user.password_changed_at} />
      </Section>
      <NotificationSettingsSection />
      <SessionsSection />
      <ApiTokensSection />
      <PlanSection planId={user.plan} />
    </PageBody>
  );
}
