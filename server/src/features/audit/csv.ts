import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { asSpreadsheetText } from '../reports/index.ts';
import { presentAuditEntry } from './presenter.ts';
import type { AuditLogRow } from './repository.ts';

const COLUMNS = ['id', 'time', 'action', 'actor_id', 'actor', 'target_type', 'target_id', 'target', 'project_id', 'ip', 'device', 'user_agent', 'details'];

const line = (records: unknown[][]) => stringify(records, { record_delimiter: 'windows', cast: { string: asSpreadsheetText } });

/**
 * The entries as CSV, written batch by batch as they are read: UTF-8 with a byte-order mark,
 * quoted as RFC 4180 says, and any text cell a spreadsheet would run as a formula starting with an
 * apostrophe (as the comments export, `reports/csv.ts`).
 */
export function auditCsv(batches: AsyncIterable<AuditLogRow[]>): Readable {
  async function* lines() {
    yield `\uFEFF${line([COLUMNS])}`;
    for await (const rows of batches) {
      const records = rows.map((row) => {
        const entry = presentAuditEntry(row);
        return [entry.id, entry.at, entry.action, entry.actor_id ?? '', entry.actor, entry.target_type ?? '', entry.target_id ?? '', entry.target ?? '', entry.project_id ?? '', entry.ip ?? '', entry.device ?? '', entry.user_agent ?? '', entry.details ? JSON.stringify(entry.details) : ''];
      });
      if (records.length > 0) yield line(records);
    }
  }
  return Readable.from(lines());
}
