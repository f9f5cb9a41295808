import type { CommentChangeState } from '@review/contract/changes';
import type { Comment, Reaction } from '@review/contract/comments';
import type { Person } from '@review/contract/assets';
import { filePath } from '../../blob/file-path.ts';
import { variationLabel } from '../assets/index.ts';
import { parseAnnotation } from './annotation.ts';
import type { CommentRow } from './repository.ts';

export interface CommentContext {
  people: Map<number, Person>;
  attachments: Map<number, string[]>;
  reactions: Map<number, Reaction[]>;
  variations: Map<number, { letter_index: number; version_id: number; version: number }>;
  /** Carried-forward threads' marks against the newest version's changes (features/changes). */
  changeStates: Map<number, CommentChangeState>;
}

const parseMentions = (text: string): number[] => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
};

/** Allow-list from a comment row to the wire; replies are attached by the caller. */
export function presentComment(row: CommentRow, ctx: CommentContext): Comment {
  const variation = ctx.variations.get(row.variation_id);
  const person = (id: number | null) => (id === null ? null : (ctx.people.get(id) ?? null));
  return {
    id: row.id,
    content: row.content,
    parent_id: row.parent_id === null ? null : String(row.parent_id),
    is_resolved: row.is_resolved === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
    user: person(row.user_id),
    guest: row.guest_name === null ? null : { name: row.guest_name, email: row.guest_email ?? '' },
    asset_id: row.asset_id,
    version: { id: variation?.version_id ?? 0, version: variation?.version ?? 0 },
    variation: { id: row.variation_id, label: variation ? variationLabel(variation.version, variation.letter_index) : '' },
    attachment: (ctx.attachments.get(row.id) ?? []).map(filePath),
    reactions: ctx.reactions.get(row.id) ?? [],
    annotation: parseAnnotation(row.annotation),
    page: row.page,
    frame: row.frame,
    frame_end: row.frame_end,
    resolved_by: person(row.resolved_by_user_id),
    resolved_at: row.resolved_at,
    resolved_version: row.resolved_version,
    mentions: parseMentions(row.mentions),
    change_state: ctx.changeStates.get(row.id) ?? null,
    replies: [],
  };
}
