import type { Comment } from '@review/contract/comments';
import { useToggleResolved } from '../../../features/comments/use-toggle-resolved.ts';
import { useReviewContext } from './review-context.ts';

/** Resolves an open thread or reopens a resolved one (`GET /comments-resolve/{id}`), shown at once. */
export function useResolveThread(comment: Comment) {
  const { asset, user } = useReviewContext();
  const toggle = useToggleResolved(asset.id);
  return () => toggle.mutate({ comment, user, latestVersion: asset.versions[0]?.version ?? comment.version.version });
}
