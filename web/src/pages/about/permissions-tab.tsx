import { useIntl } from 'react-intl';
import { CheckIcon, MinusIcon } from '../../ui/icons.tsx';
import { RIGHTS, RIGHTS_NOTES, ROLES, type Right } from './role-matrix.ts';

function RightCell({ right }: { right: Right | undefined }) {
  const intl = useIntl();
  if (right === undefined) {
    return (
      <span className="inline-flex text-muted">
        <MinusIcon />
        <span className="sr-only">{intl.formatMessage({ id: 'account.about.no' })}</span>
      </span>
    );
  }
  if (right === true) {
    return (
      <span className="inline-flex text-success">
        <CheckIcon />
        <span className="sr-only">{intl.formatMessage({ id: 'account.about.yes' })}</span>
      </span>
    );
  }
  return <span className="text-xs text-muted">{intl.formatMessage({ id: right })}</span>;
}

export function PermissionsTab() {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        {ROLES.map((role) => (
          <div key={role.id} className="rounded-lg border border-line bg-surface p-4">
            <dt className="text-sm font-semibold">{intl.formatMessage({ id: role.title })}</dt>
            <dd className="mt-1 text-sm text-muted">{intl.formatMessage({ id: role.description })}</dd>
          </div>
        ))}
      </dl>
      <div className="relative overflow-x-auto rounded-lg border border-line bg-surface">
        <table className="w-full min-w-[34rem] text-sm">
          <caption className="sr-only">{intl.formatMessage({ id: 'account.about.caption' })}</caption>
          <thead className="bg-subtle text-start">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                {intl.formatMessage({ id: 'account.about.action' })}
              </th>
              {ROLES.map((role) => (
                <th key={role.id} scope="col" className="px-3 py-2 text-center font-medium">
                  {intl.formatMessage({ id: role.title })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {RIGHTS.map((row) => (
              <tr key={row.action}>
                <th scope="row" className="px-4 py-2 text-start font-normal">
                  {intl.formatMessage({ id: row.action })}
                </th>
                {ROLES.map((role) => (
                  <td key={role.id} className="px-3 py-2 text-center">
                    <RightCell right={row.roles[role.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="list-disc space-y-1 ps-5 text-sm text-muted">
        {RIGHTS_NOTES.map((note) => (
          <li key={note}>{intl.formatMessage({ id: note })}</li>
        ))}
      </ul>
    </div>
  );
}
