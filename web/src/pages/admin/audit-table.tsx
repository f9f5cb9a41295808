import type { AuditEntry } from '@review/contract/audit';
import { AUDIT_ACTION_LABELS, describeTarget } from '../../features/admin/audit-labels.ts';
import { ScrollAcross } from '../../features/admin/scroll-across.tsx';
import { formatDateTime } from '../../lib/format.ts';

const HEAD = 'pb-2 pe-4 font-medium whitespace-nowrap';
const CELL = 'py-2 pe-4 align-top';

function EntryRow({ entry }: { entry: AuditEntry }) {
  const target = describeTarget(entry);
  return (
    <tr className="border-t border-line">
      <td className={`${CELL} whitespace-nowrap`}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </td>
      <td className={`${CELL} [overflow-wrap:anywhere]`}>{entry.actor}</td>
      <td className={`${CELL} font-medium`}>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
      <td className={`${CELL} [overflow-wrap:anywhere]`}>{target ?? <span className="text-muted">—</span>}</td>
      <td className={`${CELL} tabular whitespace-nowrap`}>{entry.ip ?? <span className="text-muted">—</span>}</td>
      <td className={CELL}>
        <span title={entry.user_agent ?? undefined}>{entry.device ?? <span className="text-muted">—</span>}</span>
      </td>
    </tr>
  );
}

/** Entries as a table: when, who, what, to what, from where; on a narrow screen it scrolls sideways, and says so. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <ScrollAcross label="Entries table">
      <table className="w-full min-w-[52rem] text-start text-sm">
        <caption className="sr-only">Audit log entries, newest first</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className={HEAD}>Time</th>
            <th scope="col" className={HEAD}>Actor</th>
            <th scope="col" className={HEAD}>Action</th>
            <th scope="col" className={HEAD}>Target</th>
            <th scope="col" className={HEAD}>IP</th>
            <th scope="col" className={HEAD}>Device</th>
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
