import { z } from 'zod';
import { imagePoint, PenColorSchema, ShapeSchema, WirePointSchema } from '@review/contract/geometry';
import type { Draft } from './draw-state.ts';

/** A drawing waiting for its comment, and what was typed beside it so far. */
export interface CommentDraft {
  draft: Draft;
  content: string;
}

// Read back from the browser's storage, which anything (an older app, a hand) may have written.
const StoredDraftSchema = z.object({
  draft: z.object({ shape: ShapeSchema, color: PenColorSchema, points: z.array(WirePointSchema).min(1) }),
  content: z.string(),
});

/**
 * One draft per writer (a member, or a review link's guest) and per asset, variation and page: a
 * browser shared by two people, or holding two links, does not offer one's words to the other.
 */
export const commentDraftKey = (writer: string, assetId: number, variationId: number, page: number) => `review-comment-draft:${writer}:${assetId}:${variationId}:${page}`;

export function readCommentDraft(storage: Pick<Storage, 'getItem'>, key: string): CommentDraft | null {
  try {
    const stored = StoredDraftSchema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
    if (!stored.success) return null;
    const { draft, content } = stored.data;
    return { draft: { ...draft, points: draft.points.map(({ x, y }) => imagePoint(x, y)) }, content };
  } catch {
    return null;
  }
}

export function writeCommentDraft(storage: Pick<Storage, 'setItem'>, key: string, value: CommentDraft): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the draft still lives on screen until the page goes.
  }
}

export function removeCommentDraft(storage: Pick<Storage, 'removeItem'>, key: string): void {
  storage.removeItem(key);
}
