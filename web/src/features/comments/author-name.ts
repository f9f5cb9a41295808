import type { Comment } from '@review/contract/comments';
import { currentIntl } from '../../i18n/index.ts';

/** Who wrote a comment: a member by name, a review-link guest by the name they gave, else a former member. */
export function authorName(comment: Comment): string {
  if (comment.user) return `${comment.user.first_name} ${comment.user.last_name}`.trim();
  if (comment.guest) return currentIntl().formatMessage({ id: 'review.author.guest' }, { name: comment.guest.name });
  return currentIntl().formatMessage({ id: 'review.author.former' });
}

/** The name an author's initials are made of: a guest's own, without the "(guest)" mark. */
export const avatarName = (comment: Comment) => comment.guest?.name ?? authorName(comment);
