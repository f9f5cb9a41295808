import type { CommentChangeState } from '@review/contract/changes';
import type { Db } from '../../db/database.ts';
import type { CommentsTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { parseAnnotation } from '../comments/index.ts';
import { parseRegions } from './presenter.ts';
import { createChangesRepository } from './repository.ts';

/** A pin is a point: it meets a box this close to it (image pixels), as a finger's width on the screen. */
const POINT_MARGIN = 16;

type Thread = Pick<Selectable<CommentsTable>, 'id' | 'asset_id' | 'variation_id' | 'parent_id' | 'is_resolved' | 'page' | 'annotation'>;
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const meets = (a: Box, b: Box) => a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

/** The mark's bounds; a mark of one point (a pin) grows by POINT_MARGIN on every side. */
function markBox(annotationText: string | null): Box | null {
  const annotation = parseAnnotation(annotationText);
  if (!annotation) return null;
  const points = [annotation.starting_point, ...annotation.path];
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  if (box.width > 0 || box.height > 0) return box;
  return { x: box.x - POINT_MARGIN, y: box.y - POINT_MARGIN, width: 2 * POINT_MARGIN, height: 2 * POINT_MARGIN };
}

/**
 * Each carried-forward thread's `change_state`: an unresolved top-level thread with a mark, of an
 * earlier version than its asset's newest, is `changed` when its mark meets a box of the newest
 * version's matching variation (same name, else same letter) on its page, `untouched` when not;
 * absent (null) otherwise, or while that comparison is not ready. A few queries per asset, whatever the threads.
 */
export async function loadCommentChangeStates(db: Db, rows: Thread[]): Promise<Map<number, CommentChangeState>> {
  const states = new Map<number, CommentChangeState>();
  const candidates = rows.filter((row) => row.parent_id === null && row.is_resolved === 0 && row.annotation);
  if (candidates.length === 0) return states;
  const repo = createChangesRepository(db);
  const threadVariations = new Map((await repo.listVariationKeys([...new Set(candidates.map((row) => row.variation_id))])).map((variation) => [variation.id, variation]));
  for (const assetId of new Set(candidates.map((row) => row.asset_id))) {
    const newest = await repo.findNewestVersion(assetId);
    if (!newest) continue;
    const changes = await repo.listChangesOfVersion(newest.id);
    for (const row of candidates.filter((candidate) => candidate.asset_id === assetId)) {
      const variation = threadVariations.get(row.variation_id);
      if (!variation || variation.version >= newest.version) continue;
      const change = changes.find((c) => c.variation_name === variation.variation_name) ?? changes.find((c) => c.letter_index === variation.letter_index);
      const box = markBox(row.annotation);
      if (change?.state !== 'ready' || !box) continue;
      const hit = parseRegions(change.regions).some((region) => region.page === row.page && meets(region, box));
      states.set(row.id, hit ? 'changed' : 'untouched');
    }
  }
  return states;
}
