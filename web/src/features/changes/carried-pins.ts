import type { Variation } from '@review/contract/assets';
import type { CommentChangeState } from '@review/contract/changes';
import type { Comment } from '@review/contract/comments';
import { currentIntl } from '../../i18n/index.ts';

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
  const intl = currentIntl();
  const from = version === undefined ? intl.formatMessage({ id: 'media.changes.earlierVersion' }) : intl.formatMessage({ id: 'media.changes.version' }, { version });
  if (state === 'changed') return { label: intl.formatMessage({ id: 'media.changes.pin.changed' }, { number, from }), note: intl.formatMessage({ id: 'media.changes.changedHere' }) };
  if (state === 'untouched') return { label: intl.formatMessage({ id: 'media.changes.pin.untouched' }, { number, from }), note: intl.formatMessage({ id: 'media.changes.untouched' }) };
  return { label: intl.formatMessage({ id: 'media.changes.pin' }, { number, from }), note: version === undefined ? intl.formatMessage({ id: 'media.changes.earlier' }) : intl.formatMessage({ id: 'media.changes.versionShort' }, { version }) };
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
