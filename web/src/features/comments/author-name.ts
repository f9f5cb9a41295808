import type { Comment } from '@review/contract/comments';

/** Who wrote a comment: a member by name, a review-link guest by the name they gave, else a former member. */
export function authorName(comment: Comment): string {
  if (comment.user) return `${comment.user.first_name} ${comment.user.last_name}`.trim();
  if (comment.guest) return `${comment.guest.name} (guest)`;
  return 'Former member';
}

/** The name an author's initials are made of: a guest's own, without the "(guest)" mark. */
export const avatarName = (comment: Comment) => comment.guest?.name ?? authorName(comment);
