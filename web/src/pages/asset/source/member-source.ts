import type { Asset } from '@review/contract/assets';
import type { Comment } from '@review/contract/comments';
import { useCommentRights } from '../../../features/comments/use-comment-rights.ts';
import { useComments } from '../../../features/comments/use-comments.ts';
import { useMentionPeople } from '../../../features/comments/use-mention-people.ts';
import { useVariationChanges } from '../../../features/changes/use-variation-changes.ts';
import { useRetryRender } from '../../../features/documents/use-retry-render.ts';
import { useCurrentUser } from '../../../features/session/use-session.ts';
import { describeError } from '../../../lib/api-error.ts';
import { useCreateAnnotation } from '../viewer/use-create-annotation.ts';
import { useResolveSelected } from '../viewer/use-resolve-selected.ts';
import { memberWrites } from './member-writes.ts';
import type { ReviewSource } from './review-source.ts';

/** The review screen of a signed-in member: the members' API, with everything a member may do. */
export function useMemberSource(asset: Asset): ReviewSource {
  const user = useCurrentUser();
  const comments = useComments(asset.id);
  const create = useCreateAnnotation(asset.id);
  const people = useMentionPeople(asset.project_id, user.id);
  const retry = useRetryRender(asset.id);
  const rights = useCommentRights(asset.project_id);
  return {
    fileQuery: '',
    comments,
    can: { draw: true, resolve: true, edit: rights.canEdit, delete: rights.canDelete },
    namesAsset: false,
    marks: {
      send: (body) => create.mutateAsync(body).then((reply) => reply.data),
      isSending: create.isPending,
      error: create.error ? describeError(create.error) : undefined,
      reset: create.reset,
      draftOwner: `user-${user.id}`,
      people,
    },
    ...memberWrites(asset, user),
    render: { retry: retry.mutate, isRetrying: retry.isPending, error: retry.error ? describeError(retry.error) : undefined },
    useChanges: useVariationChanges,
    useResolveSelected: (list: readonly Comment[] | undefined, selectedId: number | null) => useResolveSelected(asset, list, selectedId),
  };
}
