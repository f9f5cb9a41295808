import type { AdminUser } from '@review/contract/admin';
import { ScrollAcross } from '../../features/admin/scroll-across.tsx';
import { useAdminUsers } from '../../features/admin/use-admin.ts';
import { Section } from '../../layout/page-header.tsx';
import { describeError } from '../../lib/api-error.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { SkeletonBlock } from '../../ui/skeleton.tsx';

const HEAD = 'pb-2 pe-4 font-medium whitespace-nowrap';
const CELL = 'py-2 pe-4 align-top';

function UserRow({ user }: { user: AdminUser }) {
  return (
    <tr className="border-t border-line">
      <td className={CELL}>
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">
            {user.first_name} {user.last_name}
          </span>
          {user.is_admin && <Badge tone="accent">Administrator</Badge>}
        </span>
      </td>
      <td className={`${CELL} [overflow-wrap:anywhere]`}>{user.email}</td>
      <td className={`${CELL} whitespace-nowrap`}>{user.sso_linked ? 'Single sign-on' : 'Password'}</td>
      <td className={`${CELL} whitespace-nowrap`}>{user.deactivated ? <span className="text-danger">Deactivated</span> : 'Active'}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{user.last_sign_in_at ? <time dateTime={user.last_sign_in_at}>{formatDateTime(user.last_sign_in_at)}</time> : <span className="text-muted">Never</span>}</td>
    </tr>
  );
}

/** Every account of the server: who administers it, how each signs in, who was deactivated. */
export function UsersSection() {
  const { data: users, error, isPending, refetch } = useAdminUsers();
  return (
    <Section title="Users" actions={users && <span className="tabular text-sm text-muted">{users.length === 1 ? '1 account' : `${users.length} accounts`}</span>}>
      {isPending && (
        <div className="flex flex-col gap-2">
          <SkeletonBlock className="h-8" />
          <SkeletonBlock className="h-8" />
        </div>
      )}
      {error && <LoadError message={describeError(error)} onRetry={() => void refetch()} />}
      {users && (
        <ScrollAcross label="Accounts table">
          <table className="w-full min-w-[44rem] text-start text-sm">
            <caption className="sr-only">Accounts</caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className={HEAD}>Name</th>
                <th scope="col" className={HEAD}>E-mail</th>
                <th scope="col" className={HEAD}>Signs in with</th>
                <th scope="col" className={HEAD}>Status</th>
                <th scope="col" className={HEAD}>Since</th>
                <th scope="col" className={HEAD}>Last sign-in</th>
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
