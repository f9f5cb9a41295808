import type { CommentChangeState } from '@review/contract/changes';
import type { Db } from '../../db/database.ts';
import { variationLabel, type VariationRow } from '../assets/index.ts';
import { numberThreads, type CommentRow, type CommentSight } from '../comments/index.ts';
import { loadCommentChangeStates } from '../compare/index.ts';
import { createFeedbackRepository } from './repository.ts';

/** A variation of the newest version or of an earlier one, with its version. */
export type VersionedVariation = VariationRow & { version: number };

/** An open thread as the review screen lists it on the newest version. */
export interface OpenThread {
  row: CommentRow;
  /** Its marker number, as the review screen shows it (per variation: marks first, in the order they were made). */
  number: number;
  /** The version it was raised on, and where it is answered. */
  version: { id: number; number: number };
  /** Its variation's label as the screen shows it ("2A"). */
  variation: string;
  change_state: CommentChangeState | null;
}

/**
 * The open threads of an asset's newest version, as its review screen lists them, for the feedback
 * brief (and so the command line and MCP) and the `version.compared` webhook alike.
 *
 * A thread belongs to the version it was raised on and is answered there. The screen lists the
 * newest version's unresolved threads; an earlier version's unresolved thread shows on the newest
 * only where the screen marks it (Changed here or Untouched, once the comparison is ready: its
 * `change_state`), carried forward with its own version's number. Anything else of an earlier
 * version is not on the newest version's screen, so it is not in the brief either: listed here it
 * was an open thread nobody on the screen could see or answer.
 *
 * `sight` is the reader's view of private stages (null: everything, for webhooks); numbers are
 * counted over what the reader sees, as the screen counts over the comments it was sent.
 */
export async function loadOpenThreads(db: Db, assetId: number, sight: CommentSight | null) {
  const repo = createFeedbackRepository(db);
  const version = await repo.findNewestVersion(assetId);
  if (!version) return { version: undefined, newest: [], variations: [], comments: [], threads: [] };
  const newest: VersionedVariation[] = (await repo.listVariations(version.id)).map((variation) => ({ ...variation, version: version.version }));
  const earlier = await repo.listEarlierVariations(assetId, version.version);
  const variations: VersionedVariation[] = [...newest, ...earlier];
  const byId = new Map(variations.map((variation) => [variation.id, variation]));
  const comments = (await repo.listComments(variations.map((variation) => variation.id))).filter((row) => !sight || sight.sees(row));
  const tops = comments.filter((row) => row.parent_id === null);
  const numbers = numberThreads(tops);
  const changeStates = await loadCommentChangeStates(db, comments);
  const threads = tops
    .filter((row) => row.is_resolved === 0 && (byId.get(row.variation_id)!.version_id === version.id || changeStates.has(row.id)))
    .map((row) => ({ row, variation: byId.get(row.variation_id)!, number: numbers.get(row.id)! }))
    // The newest version's threads first, variation by variation, then the carried-forward ones, newest version first.
    .sort((a, b) => b.variation.version - a.variation.version || a.variation.letter_index - b.variation.letter_index || a.number - b.number || a.row.id - b.row.id)
    .map(({ row, variation, number }): OpenThread => ({
      row,
      number,
      version: { id: variation.version_id, number: variation.version },
      variation: variationLabel(variation.version, variation.letter_index),
      change_state: changeStates.get(row.id) ?? null,
    }));
  return { version, newest, variations, comments, threads };
}
