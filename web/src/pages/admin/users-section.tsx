import { useIntl } from 'react-intl';
import type { AdminUser } from '@review/contract/admin';
import type { MessageId } from '../../i18n/index.ts';
import { ScrollAcross } from '../../features/admin/scroll-across.tsx';
import { useAdminUsers } from '../../features/admin/use-admin.ts';
import { Section } from '../../layout/page-header.tsx';
import { describeError } from '../../lib/api-error.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { SkeletonBlock } from '../../ui/skeleton.tsx';

const HEAD = 'pb-2 pe-4 text-start font-medium whitespace-nowrap';
const CELL = 'py-2 pe-4 align-top';
/** The table's headings, in the order of its cells. */
const COLUMNS = [
  'integrations.users.column.name',
  'integrations.users.column.email',
  'integrations.users.column.signsInWith',
  'integrations.users.column.status',
  'integrations.users.column.since',
  'integrations.users.column.lastSignIn',
] satisfies MessageId[];

function UserRow({ user }: { user: AdminUser }) {
  const intl = useIntl();
  return (
    <tr className="border-t border-line">
      <td className={CELL}>
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium" translate="no">
            {user.first_name} {user.last_name}
          </span>
          {user.is_admin && <Badge tone="accent">{intl.formatMessage({ id: 'integrations.users.administrator' })}</Badge>}
        </span>
      </td>
      <td className={`${CELL} [overflow-wrap:anywhere]`}>{user.email}</td>
      <td className={`${CELL} whitespace-nowrap`}>{intl.formatMessage({ id: user.sso_linked ? 'integrations.users.signsInWith.sso' : 'integrations.users.signsInWith.password' })}</td>
      <td className={`${CELL} whitespace-nowrap`}>{user.deactivated ? <span className="text-danger">{intl.formatMessage({ id: 'integrations.users.status.deactivated' })}</span> : intl.formatMessage({ id: 'integrations.users.status.active' })}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{user.last_sign_in_at ? <time dateTime={user.last_sign_in_at}>{formatDateTime(user.last_sign_in_at)}</time> : <span className="text-muted">{intl.formatMessage({ id: 'integrations.users.lastSignIn.never' })}</span>}</td>
    </tr>
  );
}

/** Every account of the server: who administers it, how each signs in, who was deactivated. */
export function UsersSection() {
  const intl = useIntl();
  const { data: users, error, isPending, refetch } = useAdminUsers();
  return (
    <Section
      title={intl.formatMessage({ id: 'integrations.users.title' })}
      actions={users && <span className="tabular text-sm text-muted">{intl.formatMessage({ id: 'integrations.users.count' }, { count: users.length })}</span>}
    >
      {isPending && (
        <div className="flex flex-col gap-2">
          <SkeletonBlock className="h-8" />
          <SkeletonBlock className="h-8" />
        </div>
      )}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {users && (
        <ScrollAcross label={intl.formatMessage({ id: 'integrations.users.table.label' })}>
          <table className="w-full min-w-[44rem] text-start text-sm">
            <caption className="sr-only">{intl.formatMessage({ id: 'integrations.users.table.caption' })}</caption>
            <thead className="text-xs text-muted">
              <tr>
                {COLUMNS.map((id) => (
                  <th key={id} scope="col" className={HEAD}>
                    {intl.formatMessage({ id })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </tbody>
          </table>
        </ScrollAcross>
      )}
    </Section>
  );
}
