import type { Db } from '../db/database.ts';

/** The kinds of job there are, each with its payload; one handler file per kind in `handlers/`. */
export interface JobPayloads {
  'render-pages': { variation_id: number };
  'send-email': { outbox_id: number };
  'deliver-webhook': { delivery_id: number };
}
export type JobKind = keyof JobPayloads;

/**
 * Records work to do after the caller's transaction commits: pass the transaction, so the job exists
 * exactly when the change that needs it does. A worker (worker.ts) picks it up, on any instance.
 */
export async function enqueue<K extends JobKind>(trx: Db, kind: K, payload: JobPayloads[K], runAt = new Date()): Promise<void> {
  const at = new Date().toISOString();
  await trx.insertInto('jobs').values({ kind, payload: JSON.stringify(payload), run_at: runAt.toISOString(), created_at: at }).execute();
}
