import type { Comment } from '@review/contract/comments';
import { useProject } from '../projects/use-project.ts';
import { useCurrentUser } from '../session/use-session.ts';

export interface CommentRights {
  canEdit: (comment: Comment) => boolean;
  canDelete: (comment: Comment) => boolean;
}

/**
 * What the signed-in user may do to a comment (rights matrix, section 6, as the server enforces it):
 * the author edits and removes attachments; the author, the project's Owner or an Admin deletes.
 */
export function useCommentRights(projectId: number): CommentRights {
  const user = useCurrentUser();
  const { data: project } = useProject(String(projectId));
  const isModerator = project?.role === 'Owner' || project?.role === 'Admin';
  const isAuthor = (comment: Comment) => comment.user?.id === user.id;
  return { canEdit: isAuthor, canDelete: (comment) => isAuthor(comment) || isModerator };
}
