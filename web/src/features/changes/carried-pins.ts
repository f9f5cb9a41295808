import type { Variation } from '@review/contract/assets';
import type { CommentChangeState } from '@review/contract/changes';
import type { Comment } from '@review/contract/comments';

/** What a pin carried from an earlier version says: its accessible name, and the note beside it. */
export interface CarriedPinText {
  label: string;
  note: string;
}

/**
 * A carried pin says what the newest version did where it points, in the sidebar badge's words:
 * 'Changed here' or 'Untouched'. While that is not known (the comparison is not ready, or the file
 * cannot be compared) it names the version it comes from.
 */
export function carriedPinText(number: number, version: number | undefined, state: CommentChangeState | null): CarriedPinText {
  const from = version === undefined ? 'an earlier version' : `version ${version}`;
  if (state === 'changed') return { label: `Comment ${number}, changed here (${from})`, note: 'Changed here' };
  if (state === 'untouched') return { label: `Comment ${number}, untouched (${from})`, note: 'Untouched' };
  return { label: `Comment ${number} (${from})`, note: version === undefined ? 'Earlier' : `V${version}` };
}

/**
 * Each open thread's change state, for the pins carried onto `variation`. The server measures them
 * against the newest version only, so on an older version's screen there are none.
 */
export function carriedChangeStates(comments: readonly Comment[] | undefined, asset: { versions: readonly { version: number }[] }, variation: Pick<Variation, 'version'>): ReadonlyMap<number, CommentChangeState> {
  const newest = Math.max(...asset.versions.map((version) => version.version));
  if (!comments || variation.version !== newest) return new Map();
  return new Map(comments.flatMap((comment) => (comment.change_state ? [[comment.id, comment.change_state] as const] : [])));
}
