import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import type { ScreenAsset } from '../source/screen-asset.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentsTab } from './comments-tab.tsx';
import { ResolvedNote } from './resolved-note.tsx';
import { ReviewContext } from './review-context.ts';
import { ThreadList } from './thread-list.tsx';
import { useSidebarThreads, type SidebarTarget } from './use-sidebar-threads.ts';

/**
 * The sidebar's threads as one column under their count, the resolved ones folded away under theirs,
 * and the comment form: a review link's, whose API has no resolving, reviewers, details or history to
 * put in tabs beside them.
 */
export function CommentsColumn({ asset, target, transport }: { asset: ScreenAsset; target: SidebarTarget; transport: VideoTransport | null }) {
  const intl = useIntl();
  const threads = useSidebarThreads(asset, target, transport);
  const { variation } = target;
  const { open, resolved } = threads;
  const [isResolvedOpen, setIsResolvedOpen] = useState(false);
  // A resolved thread selected on the design (its marker, with Show resolved) unfolds the list it is in.
  const [seenCommentId, setSeenCommentId] = useState<number | null>(null);
  if (threads.commentId !== seenCommentId) {
    setSeenCommentId(threads.commentId);
    if (resolved.some((thread) => thread.id === threads.commentId)) setIsResolvedOpen(true);
  }
  return (
    <ReviewContext value={threads.context}>
      <div className="flex flex-col gap-4">
        <h2 className="text-base font-semibold">{intl.formatMessage({ id: 'asset.comments.heading' }, { count: open.length })}</h2>
        <CommentsTab
          threads={open}
          variation={variation}
          scope={threads.scope}
          change={threads.change}
          resolved={{ count: resolved.length, onShow: () => setIsResolvedOpen(true) }}
          footer={
            <>
              {resolved.length > 0 && (
                <details open={isResolvedOpen} onToggle={(event) => setIsResolvedOpen(event.currentTarget.open)} className="flex flex-col gap-3">
                  <summary className="cursor-pointer text-sm font-medium">{intl.formatMessage({ id: 'asset.comments.resolvedCount' }, { count: resolved.length })}</summary>
                  <div className="mt-3">
                    <ThreadList threads={resolved} label={intl.formatMessage({ id: 'asset.comments.resolved' })} empty={null} noteOf={(thread) => <ResolvedNote comment={thread} />} />
                  </div>
                </details>
              )}
              {variation && <CommentForm variation={variation} page={threads.page} />}
            </>
          }
        />
      </div>
    </ReviewContext>
  );
}
