import type { Db } from '../../db/database.ts';
import { createAuditRepository } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention sweep: entries older than `days` leave the log. It is the only delete of audit rows
 * (migration 0028's trigger refuses any update); server.ts runs it at start and every hour, on
 * every instance that runs background work (deleting twice deletes nothing more).
 */
export function createAuditRetention(db: Db, days: number) {
  const repo = createAuditRepository(db);
  return {
    days,
    /** How many entries were deleted. */
    sweep: (now = new Date()) => repo.deleteOlderThan(new Date(now.getTime() - days * DAY_MS).toISOString()),
  };
}

export type AuditRetention = ReturnType<typeof createAuditRetention>;
