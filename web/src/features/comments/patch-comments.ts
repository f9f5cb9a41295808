import type { Comment } from '@review/contract/comments';

/**
 * Changes one comment in the cached list, both where it stands in the flat list and inside its
 * parent's `replies`, for updates shown before the server answers.
 */
export function patchComment(list: Comment[] | undefined, id: number, change: (comment: Comment) => Comment): Comment[] | undefined {
  if (!list) return list;
  const patch = (comment: Comment): Comment => {
    const own = comment.id === id ? change(comment) : comment;
    return own.replies.some((reply) => reply.id === id) ? { ...own, replies: own.replies.map(patch) } : own;
  };
  return list.map(patch);
}
