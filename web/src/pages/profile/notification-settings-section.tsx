import { useIntl } from 'react-intl';
import { useNotificationSettings } from '../../features/notifications/use-notification-settings.ts';
import { Section } from '../../layout/page-header.tsx';
import { describeError } from '../../lib/api-error.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { NotificationSettingsForm } from './notification-settings-form.tsx';

/** How each kind of notification reaches the user, and when the digest e-mail goes out. */
export function NotificationSettingsSection() {
  const intl = useIntl();
  const { data, error, isPending, refetch } = useNotificationSettings();
  return (
    <Section title={intl.formatMessage({ id: 'account.notifications.title' })}>
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'account.notifications.description' })}</p>
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
