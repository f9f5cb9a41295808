import { useNotificationSettings } from '../../features/notifications/use-notification-settings.ts';
import { Section } from '../../layout/page-header.tsx';
import { describeError } from '../../lib/api-error.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { NotificationSettingsForm } from './notification-settings-form.tsx';

/** How each kind of notification reaches the user, and when the digest e-mail goes out. */
export function NotificationSettingsSection() {
  const { data, error, isPending, refetch } = useNotificationSettings();
  return (
    <Section title="Notifications">
      <p className="text-sm text-muted">Everything not turned off shows under the bell. Choose what also reaches you by e-mail, at once or gathered in a digest.</p>
      {isPending && (
        <div aria-hidden="true" className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="h-9 animate-pulse rounded-md bg-subtle" />
          ))}
        </div>
      )}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {data && <NotificationSettingsForm saved={data} />}
    </Section>
  );
}
