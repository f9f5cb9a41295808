import type { CommentChangeState, VariationChanges } from '@review/contract/changes';
import type { Db } from '../../db/database.ts';
import { loadCommentChangeStates } from './comment-change-states.ts';
import { presentChanges } from './presenter.ts';

/** One variation's comparison, named, with the number of the version it was compared with. */
export type NamedVariationChanges = VariationChanges & { variation_id: number; variation_name: string; compared_with_version: number | null };

/** What a version changed, per variation in letter order, as the API presents each comparison. */
export async function loadVersionChanges(db: Db, versionId: number): Promise<NamedVariationChanges[]> {
  const rows = await db
    .selectFrom('variations as v')
    .leftJoin('variation_changes as c', 'c.variation_id', 'v.id')
    .leftJoin('variations as pv', 'pv.id', 'c.compared_with')
    .leftJoin('versions as pver', 'pver.id', 'pv.version_id')
    .select(['v.id as variation_id', 'v.variation_name', 'c.id as change_id', 'c.compared_with', 'c.state', 'c.regions', 'c.changed_ratio', 'c.created_at', 'c.updated_at', 'pver.version as compared_with_version'])
    .where('v.version_id', '=', versionId)
    .orderBy('v.letter_index')
    .execute();
  return rows.map((row) => {
    const change =
      row.change_id === null
        ? undefined
        : { id: row.change_id, variation_id: row.variation_id, compared_with: row.compared_with, state: row.state!, regions: row.regions!, changed_ratio: row.changed_ratio!, created_at: row.created_at!, updated_at: row.updated_at! };
    const presented = presentChanges(change);
    return { variation_id: row.variation_id, variation_name: row.variation_name, compared_with_version: presented.compared_with === null ? null : row.compared_with_version, ...presented };
  });
}

/** An asset's open threads (unresolved, top level) with their version and changed/untouched mark against the newest version. */
export async function loadOpenThreadMarks(db: Db, assetId: number): Promise<
  { id: number; user_id: number | null; content: string; variation_id: number; version_id: number; version: number; page: number; change_state: CommentChangeState | null }[]
> {
  const threads = await db
    .selectFrom('comments as c')
    .innerJoin('variations as v', 'v.id', 'c.variation_id')
    .innerJoin('versions as ver', 'ver.id', 'v.version_id')
    .select(['c.id', 'c.asset_id', 'c.variation_id', 'c.parent_id', 'c.is_resolved', 'c.page', 'c.annotation', 'c.user_id', 'c.content', 'ver.id as version_id', 'ver.version'])
    .where('c.asset_id', '=', assetId)
    .where('c.parent_id', 'is', null)
    .where('c.is_resolved', '=', 0)
    .orderBy('c.id')
    .execute();
  const states = await loadCommentChangeStates(db, threads);
  return threads.map((thread) => ({
    id: thread.id,
    user_id: thread.user_id,
    content: thread.content,
    variation_id: thread.variation_id,
    version_id: thread.version_id,
    version: thread.version, page: thread.page, change_state: states.get(thread.id) ?? null }));
}
