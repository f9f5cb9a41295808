import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Asset } from '@review/contract/assets';
import { useReviewParams } from '../../../features/assets/review-params.ts';
import { numberAnnotations } from '../../../features/comments/annotation-numbers.ts';
import { useCommentRights } from '../../../features/comments/use-comment-rights.ts';
import { useComments } from '../../../features/comments/use-comments.ts';
import { isMultiPage } from '../../../features/documents/pages.ts';
import { useCurrentPage } from '../../../features/documents/use-current-page.ts';
import { useMentionPeople } from '../../../features/comments/use-mention-people.ts';
import { REVIEWERS_PANEL } from '../../../features/reviews/reviewers-panel-path.ts';
import { useCurrentUser } from '../../../features/session/use-session.ts';
import { clockOf } from '../../../features/video/frame-clock.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs.tsx';
import { hasChangeStates, listThreads, type ChangeFilter } from './change-filter.ts';
import { CommentsTab } from './comments-tab.tsx';
import { DetailsTab } from './details-tab.tsx';
import { HistoryTab } from './history-tab.tsx';
import { ReviewersPanel } from '../reviewers/reviewers-panel.tsx';
import type { PageScopeValue } from './page-scope.tsx';
import { ResolvedTab } from './resolved-tab.tsx';
import { ReviewContext, type ReviewContextValue } from './review-context.ts';
import { TabCount } from './tab-count.tsx';
import type { ThreadScopeProps } from './thread-scope.tsx';
import { useReviewTarget } from './use-review-target.ts';
import { useSelectComment } from '../use-select-comment.ts';

type SidebarTab = 'comments' | 'resolved' | 'reviewers' | 'details' | 'history';

/**
 * The review screen's right sidebar: Comments, Resolved, Reviewers, Details and History of the asset.
 * On a video, `transport` is the playhead new comments go on and selected ones go to.
 */
export function ReviewSidebar({ asset, transport }: { asset: Asset; transport: VideoTransport | null }) {
  const user = useCurrentUser();
  const { commentId } = useReviewParams();
  const { version, variation } = useReviewTarget(asset);
  const query = useComments(asset.id);
  const people = useMentionPeople(asset.project_id, user.id);
  const rights = useCommentRights(asset.project_id);
  const [searchParams] = useSearchParams();
  // A link such as the board card's 'Reviewers…' opens the screen on that panel.
  const [tab, setTab] = useState<SidebarTab>(() => (searchParams.get('panel') === REVIEWERS_PANEL ? 'reviewers' : 'comments'));
  const [isAllVariations, setIsAllVariations] = useState(false);
  const { page } = useCurrentPage(variation);
  const [pageScope, setPageScope] = useState<PageScopeValue>('all');
  const isDocument = variation !== undefined && isMultiPage(variation);
  const isThisPage = isDocument && pageScope === 'page';
  const [editingId, setEditingId] = useState<number | null>(null);
  const [changeFilter, setChangeFilter] = useState<ChangeFilter>('all');
  const comments = query.data;
  // Offered once the newest version is compared and some carried-forward thread is marked.
  const hasChanges = useMemo(() => hasChangeStates(comments ?? []), [comments]);
  const filter = hasChanges ? changeFilter : 'all';

  // A comment selected on the image, or in the link that opened the page, opens the tab that lists it.
  const [seenCommentId, setSeenCommentId] = useState<number | null>(null);
  const selected = comments?.find((comment) => comment.id === commentId && comment.parent_id === null);
  if (commentId !== seenCommentId && (selected || commentId === null)) {
    setSeenCommentId(commentId);
    if (selected) setTab(selected.is_resolved ? 'resolved' : 'comments');
  }

  // The viewer follows a selection on another variation itself (or shows it carried forward).
  const select = useSelectComment(transport, variation?.id);
  const markerNumbers = useMemo(() => numberAnnotations(comments ?? []), [comments]);
  const { open, resolved } = useMemo(
    () => listThreads(comments ?? [], { variationId: variation?.id, version: version?.version, isAllVariations, page: isThisPage ? page : null, filter }),
    [comments, isAllVariations, variation?.id, version?.version, isThisPage, page, filter],
  );
  const multiPageVariations = useMemo(() => new Set(asset.versions.flatMap((v) => v.variations).filter(isMultiPage).map((v) => v.id)), [asset.versions]);
  const videoRates = useMemo(
    () => new Map(asset.versions.flatMap((v) => v.variations).flatMap((v) => (v.media.kind === 'video' || v.media.kind === 'audio' ? [[v.id, clockOf(v.media).rate] as const] : []))),
    [asset.versions],
  );

  const context: ReviewContextValue = { asset, user, rights, people, markerNumbers, editingId, setEditingId, selectedId: commentId, select, isAllVariations, multiPageVariations, videoRates, transport };
  const scope: ThreadScopeProps = { isAllVariations, onAllVariationsChange: setIsAllVariations, pageScope: isDocument ? pageScope : null, onPageScopeChange: setPageScope };

  return (
    <ReviewContext value={context}>
      <section aria-label="Review sidebar" className="@container flex h-full min-h-0 min-w-0 flex-col rounded-lg border border-line bg-surface">
        <Tabs value={tab} onValueChange={(value) => setTab(value as SidebarTab)} className="flex min-h-0 flex-1 flex-col">
          <TabList aria-label="Comments, reviewers, details and history" className="shrink-0 gap-0 px-1">
            <Tab value="comments" className="flex-1 px-1! text-xs! @min-[23rem]:text-sm!">
              Comments <TabCount count={comments ? open.length : undefined} />
            </Tab>
            <Tab value="resolved" className="flex-1 px-1! text-xs! @min-[23rem]:text-sm!">
              Resolved <TabCount count={comments ? resolved.length : undefined} />
            </Tab>
            <Tab value="reviewers" className="flex-1 px-1! text-xs! @min-[23rem]:text-sm!">
              Reviewers
            </Tab>
            <Tab value="details" className="flex-1 px-1! text-xs! @min-[23rem]:text-sm!">
              Details
            </Tab>
            <Tab value="history" className="flex-1 px-1! text-xs! @min-[23rem]:text-sm!">
              History
            </Tab>
          </TabList>
          <TabPanel value="comments" className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-4">
            <CommentsTab
              query={query}
              threads={open}
              resolved={{ count: resolved.length, onShow: () => setTab('resolved') }}
              variation={variation}
              page={page}
              scope={scope}
              change={hasChanges ? { filter, onFilterChange: setChangeFilter } : undefined}
            />
          </TabPanel>
          <TabPanel value="resolved" className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-4">
            <ResolvedTab query={query} threads={resolved} scope={scope} />
          </TabPanel>
          <TabPanel value="reviewers" className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-4">
            <ReviewersPanel asset={asset} versionOnScreenId={version?.id} />
          </TabPanel>
          <TabPanel value="details" className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-4">
            <DetailsTab version={version} variation={variation} />
          </TabPanel>
          <TabPanel value="history" className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-4">
            <HistoryTab assetId={asset.id} />
          </TabPanel>
        </Tabs>
      </section>
    </ReviewContext>
  );
}
