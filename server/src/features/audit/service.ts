import type { AuditFilter, AuditLogReply } from '@review/contract/audit';
import type { Db } from '../../db/database.ts';
import { auditCsv } from './csv.ts';
import { presentAuditEntry } from './presenter.ts';
import { createAuditRepository } from './repository.ts';

/** Rows read per query while exporting: the whole log is never held at once. */
const EXPORT_BATCH = 500;

/** The audit log as administrators read it: a page at a time, or every matching entry as CSV. */
export function createAuditService(db: Db) {
  const repo = createAuditRepository(db);

  /** Every matching entry, newest first, a batch at a time. */
  async function* batches(filter: AuditFilter) {
    let before: number | undefined;
    for (;;) {
      const rows = await repo.page(filter, before, EXPORT_BATCH);
      if (rows.length > 0) yield rows;
      if (rows.length < EXPORT_BATCH) return;
      before = rows.at(-1)!.id;
    }
  }

  return {
    /** One page, newest first; one row more than asked tells whether an older page exists. */
    async list({ limit, before, ...filter }: AuditFilter & { limit: number; before?: number | undefined }): Promise<AuditLogReply> {
      const rows = await repo.page(filter, before, limit + 1);
      const page = rows.slice(0, limit);
      return { data: page.map(presentAuditEntry), next_before: rows.length > limit ? page.at(-1)!.id : null };
    },

    exportCsv: (filter: AuditFilter) => auditCsv(batches(filter)),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
