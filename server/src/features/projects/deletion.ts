import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../blob/blob-store.ts';
import type { Db } from '../../db/database.ts';

/**
 * What a feature storing rows or files under a project adds to the project's deletion
 * (assets, versions, comments, attachments). Passed to the projects service in `app.ts`.
 */
export interface ProjectCleanup {
  /** Blob keys the project's rows point at; read inside the deleting transaction, before any row goes. */
  collectBlobKeys(trx: Db, projectId: number): Promise<string[]>;
  /** Deletes the feature's rows of the project, inside the same transaction. */
  deleteRows(trx: Db, projectId: number): Promise<void>;
  /** Of these keys, those some remaining row still points at (content-addressed files can be shared). */
  findReferencedBlobKeys(db: Db, keys: readonly string[]): Promise<Set<string>>;
}

/**
 * Removes a project and everything under it in one transaction, then deletes the files no row points
 * at any more. A crash between the two leaves only unreferenced files, which a sweep can collect;
 * never a row pointing at a missing file.
 */
export async function deleteProjectTree(
  db: Db,
  projectId: number,
  { blobs, cleanups, log }: { blobs: BlobStore; cleanups: readonly ProjectCleanup[]; log: FastifyBaseLogger },
): Promise<void> {
  const keys = await db.transaction().execute(async (trx) => {
    const collected: string[] = [];
    for (const cleanup of cleanups) collected.push(...(await cleanup.collectBlobKeys(trx, projectId)));
    for (const cleanup of cleanups) await cleanup.deleteRows(trx, projectId);
    await trx.deleteFrom('invitations').where('project_id', '=', projectId).execute();
    await trx.deleteFrom('project_user_states').where('project_id', '=', projectId).execute();
    await trx.deleteFrom('project_members').where('project_id', '=', projectId).execute();
    await trx.deleteFrom('projects').where('id', '=', projectId).execute();
    return [...new Set(collected)];
  });
  if (keys.length === 0) return;

  const referenced = new Set<string>();
  for (const cleanup of cleanups) for (const key of await cleanup.findReferencedBlobKeys(db, keys)) referenced.add(key);
  for (const key of keys.filter((candidate) => !referenced.has(candidate))) {
    await blobs.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'file of a deleted project could not be removed'));
  }
}
