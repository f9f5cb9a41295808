import type { Db } from '../db/database.ts';
import type { BlobStore } from './blob-store.ts';

/**
 * Of these blob keys, those some row still points at. Content-addressed keys are shared by identical
 * files, so a file may only go once no design file, rendering (a video's renders too), attachment or project file uses it.
 */
export async function findReferencedBlobKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(keys)];
  if (!wanted.length) return new Set();
  const [variations, pages, renders, attachments, projectFiles] = await Promise.all([
    db
      .selectFrom('variations')
      .select(['design_file', 'thumbnail', 'preview'])
      .where((eb) => eb.or([eb('design_file', 'in', wanted), eb('thumbnail', 'in', wanted), eb('preview', 'in', wanted)]))
      .execute(),
    db
      .selectFrom('variation_pages')
      .select(['thumbnail', 'preview'])
      .where((eb) => eb.or([eb('thumbnail', 'in', wanted), eb('preview', 'in', wanted)]))
      .execute(),
    db.selectFrom('variation_renders').select('blob_key').where('blob_key', 'in', wanted).execute(),
    db.selectFrom('comment_attachments').select('blob_key').where('blob_key', 'in', wanted).execute(),
    db.selectFrom('project_files').select('blob_key').where('blob_key', 'in', wanted).execute(),
  ]);
  const used = new Set([
    ...variations.flatMap((v) => [v.design_file, v.thumbnail, v.preview]),
    ...pages.flatMap((page) => [page.thumbnail, page.preview]),
    ...[...renders, ...attachments, ...projectFiles].map((a) => a.blob_key),
  ]);
  return new Set(wanted.filter((key) => used.has(key)));
}

/** Deletes the keys no row points at any more. A failure leaves an orphan file, never a dangling row. */
export async function releaseBlobs(db: Db, blobs: BlobStore, keys: readonly string[]): Promise<void> {
  const referenced = await findReferencedBlobKeys(db, keys);
  for (const key of new Set(keys)) {
    if (!referenced.has(key)) await blobs.delete(key).catch(() => undefined);
  }
}
