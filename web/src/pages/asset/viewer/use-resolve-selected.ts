import { toast } from 'sonner';
import type { Asset } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import { useToggleResolved } from '../../../features/comments/use-toggle-resolved.ts';
import { useCurrentUser } from '../../../features/session/use-session.ts';

/** The E key: resolves the selected thread, or reopens it if it was resolved (`GET /comments-resolve/{id}`). */
export function useResolveSelected(asset: Asset, comments: readonly Comment[] | undefined, selectedId: number | null) {
  const user = useCurrentUser();
  const toggle = useToggleResolved(asset.id);
  return () => {
    const comment = comments?.find((item) => item.id === selectedId && item.parent_id === null);
    if (!comment) {
      toast('Select a comment first', { description: 'Click a marker or a comment, then press E.' });
      return;
    }
    toggle.mutate(
      { comment, user, latestVersion: asset.versions[0]?.version ?? 1 },
      { onSuccess: () => toast.success(comment.is_resolved ? 'Comment reopened.' : 'Comment resolved.') },
    );
  };
}
