import { PageBody, PageHeader, Section } from '../../layout/page-header.tsx';
import { Button } from '../../ui/button.tsx';
import { useLogout } from '../../features/session/use-logout.ts';
import { useCurrentUser } from '../../features/session/use-session.ts';
import { ApiTokensSection } from './api-tokens-section.tsx';
import { AvatarSection } from './avatar-section.tsx';
import { NameForm } from './name-form.tsx';
import { NotificationSettingsSection } from './notification-settings-section.tsx';
import { PasswordForm } from './password-form.tsx';
import { PlanSection } from './plan-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ProfilePage() {
  useDocumentTitle('My Profile');
  const user = useCurrentUser();
  const logout = useLogout();
  return (
    <PageBody>
      <PageHeader
        title="My Profile"
        description="Your picture, name, password, notifications, sessions and API tokens."
        actions={
          <Button variant="danger" onClick={() => void logout()}>
            Log Out
          </Button>
        }
      />
      <Section title="Personal details">
        <AvatarSection user={user} />
        <NameForm user={user} />
      </Section>
      <Section title="Password">
        <PasswordForm changedAt={user.password_changed_at} />
      </Section>
      <NotificationSettingsSection />
      <SessionsSection />
      <ApiTokensSection />
      <PlanSection planId={user.plan} />
    </PageBody>
  );
}
