import type { VideoTransport } from '../../../features/video/video-transport.ts';
import type { ScreenAsset } from '../source/screen-asset.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentsTab } from './comments-tab.tsx';
import { ReviewContext } from './review-context.ts';
import { useSidebarThreads, type SidebarTarget } from './use-sidebar-threads.ts';

/**
 * The sidebar's open threads as one column under their count, with the comment form under them: a
 * review link's, whose API has no resolving, reviewers, details or history to put in tabs beside them.
 */
export function CommentsColumn({ asset, target, transport }: { asset: ScreenAsset; target: SidebarTarget; transport: VideoTransport | null }) {
  const threads = useSidebarThreads(asset, target, transport);
  const { variation } = target;
  return (
    <ReviewContext value={threads.context}>
      <div className="flex flex-col gap-4">
        <h2 className="text-base font-semibold">Comments ({threads.open.length})</h2>
        <CommentsTab threads={threads.open} variation={variation} scope={threads.scope} change={threads.change} footer={variation && <CommentForm variation={variation} page={threads.page} />} />
      </div>
    </ReviewContext>
  );
}
