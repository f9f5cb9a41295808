import { useIntl } from 'react-intl';
import type { AuditEntry } from '@review/contract/audit';
import { auditActionLabel, describeActor, describeTarget } from '../../features/admin/audit-labels.ts';
import type { MessageId } from '../../i18n/index.ts';
import { ScrollAcross } from '../../features/admin/scroll-across.tsx';
import { deviceName, isOnlyNames } from '../../features/sessions/device-name.ts';
import { formatDateTime } from '../../lib/format.ts';

const HEAD = 'pb-2 pe-4 text-start font-medium whitespace-nowrap';
const CELL = 'py-2 pe-4 align-top';
/** The table's headings, in the order of its cells. */
const COLUMNS = [
  'integrations.audit.column.time',
  'integrations.audit.column.actor',
  'integrations.audit.column.action',
  'integrations.audit.column.target',
  'integrations.audit.column.ip',
  'integrations.audit.column.device',
] satisfies MessageId[];

function EntryRow({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const target = describeTarget(entry);
  return (
    <tr className="border-t border-line">
      <td className={`${CELL} whitespace-nowrap`}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </td>
      <td className={`${CELL} [overflow-wrap:anywhere]`}>{describeActor(entry)}</td>
      <td className={`${CELL} font-medium`}>{auditActionLabel(entry.action)}</td>
      <td className={`${CELL} [overflow-wrap:anywhere]`}>{target ?? <span className="text-muted">—</span>}</td>
      <td className={`${CELL} tabular whitespace-nowrap`}>{entry.ip ?? <span className="text-muted">—</span>}</td>
      <td className={CELL}>
        <span title={entry.user_agent ?? undefined} translate={entry.device_parts && isOnlyNames(entry.device_parts) ? 'no' : undefined}>
          {entry.device_parts ? deviceName(intl, entry.device_parts) : <span className="text-muted">—</span>}
        </span>
      </td>
    </tr>
  );
}

/** Entries as a table: when, who, what, to what, from where; on a narrow screen it scrolls sideways, and says so. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const intl = useIntl();
  return (
    <ScrollAcross label={intl.formatMessage({ id: 'integrations.audit.table.label' })}>
      <table className="w-full min-w-[52rem] text-start text-sm">
        <caption className="sr-only">{intl.formatMessage({ id: 'integrations.audit.table.caption' })}</caption>
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
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </ScrollAcross>
  );
}
