import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Session } from '@review/contract/sessions';
import { formatDateTime } from '../../features/comments/format-time.ts';
import { deviceName, isOnlyNames } from '../../features/sessions/device-name.ts';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from '../../features/sessions/use-sessions.ts';
import { Section } from '../../layout/page-header.tsx';
import { describeError } from '../../lib/api-error.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';

function SessionRow({ session }: { session: Session }) {
  const intl = useIntl();
  const signOut = useSignOutSession();
  const device = deviceName(intl, session.device_parts);

  function handleSignOut() {
    signOut.mutate(session.id, {
      onSuccess: () => toast.success(intl.formatMessage({ id: 'account.sessions.signedOut' })),
      onError: (error) => toast.error(describeError(error)),
    });
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium break-words" translate={isOnlyNames(session.device_parts) ? 'no' : undefined}>
            {device}
          </span>
          {session.current && <Badge tone="accent">{intl.formatMessage({ id: 'account.sessions.thisDevice' })}</Badge>}
        </div>
        <p className="text-xs text-muted">
          <span className="tabular">{session.ip ?? intl.formatMessage({ id: 'account.sessions.unknownIp' })}</span>
          {session.last_seen_at && (
            <>
              {' · '}
              <FormattedMessage
                id="account.sessions.lastSeen"
                values={{ time: <time dateTime={session.last_seen_at}>{formatDateTime(session.last_seen_at)}</time> }}
              />
            </>
          )}
        </p>
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" aria-label={intl.formatMessage({ id: 'account.sessions.signOutLabel' }, { device })} disabled={signOut.isPending} onClick={handleSignOut}>
          {intl.formatMessage({ id: signOut.isPending ? 'account.sessions.signingOut' : 'account.sessions.signOut' })}
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in, and a way to end the sessions that are not this one. */
export function SessionsSection() {
  const intl = useIntl();
  const { data, error, isPending, refetch } = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const hasOthers = Boolean(data?.data.some((session) => !session.current));

  function handleSignOutOthers() {
    signOutOthers.mutate(undefined, {
      onSuccess: () => toast.success(intl.formatMessage({ id: 'account.sessions.othersSignedOut' })),
      onError: (failure) => toast.error(describeError(failure)),
    });
  }

  return (
    <Section
      title={intl.formatMessage({ id: 'account.sessions.title' })}
      actions={
        <Button variant="secondary" size="sm" disabled={!hasOthers || signOutOthers.isPending} onClick={handleSignOutOthers}>
          {intl.formatMessage({ id: signOutOthers.isPending ? 'account.sessions.signingOut' : 'account.sessions.signOutOthers' })}
        </Button>
      }
    >
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'account.sessions.description' })}</p>
      {isPending && (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <div className="h-10 animate-pulse rounded-md bg-subtle" />
          <div className="h-10 animate-pulse rounded-md bg-subtle" />
        </div>
      )}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {data && (
        <ul aria-label={intl.formatMessage({ id: 'account.sessions.listLabel' })} className="flex flex-col divide-y divide-line">
          {data.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </Section>
  );
}
