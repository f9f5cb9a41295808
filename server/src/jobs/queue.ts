import type { Db } from '../db/database.ts';

/** The kinds of job there are, each with its payload; each kind's handler lives in the feature that does the work and is registered by app.ts (registry.ts). */
export interface JobPayloads {
  'render-pages': { variation_id: number };
  'render-video': { variation_id: number };
  'render-banner': { variation_id: number };
  'send-email': { outbox_id: number };
  'deliver-webhook': { delivery_id: number };
  'compare-variation': { variation_id: number };
  'make-pyramid': { variation_id: number };
  'capture-website': { version_id: number };
  'convert-office': { variation_id: number };
}
export type JobKind = keyof JobPayloads;
/** A key per kind, checked against `JobPayloads`: a new kind cannot be left out of `JOB_KINDS`. */
const eachKind: { [K in JobKind]: true } = { 'render-pages': true, 'render-video': true, 'render-banner': true, 'send-email': true, 'deliver-webhook': true, 'compare-variation': true, 'make-pyramid': true, 'capture-website': true, 'convert-office': true };
/** Every kind of job, for what lists them all (the metrics' series, present before a job of the kind exists). */
export const JOB_KINDS = Object.keys(eachKind) as JobKind[];

/**
 * Records work to do after the caller's transaction commits: pass the transaction, so the job exists
 * exactly when the change that needs it does. A worker (worker.ts) picks it up, on any instance.
 */
export async function enqueue<K extends JobKind>(trx: Db, kind: K, payload: JobPayloads[K], runAt = new Date()): Promise<void> {
  const at = new Date().toISOString();
  await trx.insertInto('jobs').values({ kind, payload: JSON.stringify(payload), run_at: runAt.toISOString(), created_at: at }).execute();
}
