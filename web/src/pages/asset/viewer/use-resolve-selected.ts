import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { Asset } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import { useToggleResolved } from '../../../features/comments/use-toggle-resolved.ts';
import { useCurrentUser } from '../../../features/session/use-session.ts';

/** The E key: resolves the selected thread, or reopens it if it was resolved (`GET /comments-resolve/{id}`). */
export function useResolveSelected(asset: Asset, comments: readonly Comment[] | undefined, selectedId: number | null) {
  const intl = useIntl();
  const user = useCurrentUser();
  const toggle = useToggleResolved(asset.id);
  return () => {
    const comment = comments?.find((item) => item.id === selectedId && item.parent_id === null);
    if (!comment) {
      toast(intl.formatMessage({ id: 'asset.viewer.selectFirst' }), { description: intl.formatMessage({ id: 'asset.viewer.selectFirstHint' }) });
      return;
    }
    toggle.mutate(
      { comment, user, latestVersion: asset.versions[0]?.version ?? 1 },
      { onSuccess: () => toast.success(intl.formatMessage({ id: comment.is_resolved ? 'asset.viewer.reopened' : 'asset.viewer.resolved' })) },
    );
  };
}
