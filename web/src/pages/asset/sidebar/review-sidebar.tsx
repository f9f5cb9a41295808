import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { Asset } from '@review/contract/assets';
import { REVIEWERS_PANEL } from '../../../features/reviews/reviewers-panel-path.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs.tsx';
import { AddCommentButton } from './add-comment-button.tsx';
import { CommentsTab } from './comments-tab.tsx';
import { DetailsTab } from './details-tab.tsx';
import { HistoryTab } from './history-tab.tsx';
import { ReviewersPanel } from '../reviewers/reviewers-panel.tsx';
import { ResolvedTab } from './resolved-tab.tsx';
import { ReviewContext } from './review-context.ts';
import { TabCount } from './tab-count.tsx';
import { useReviewTarget } from './use-review-target.ts';
import { useSidebarThreads } from './use-sidebar-threads.ts';

type SidebarTab = 'comments' | 'resolved' | 'reviewers' | 'details' | 'history';

/**
 * The review screen's right sidebar: Comments, Resolved, Reviewers, Details and History of the asset,
 * read and written through the screen's `ReviewSource`. On a video, `transport` is the playhead new
 * comments go on and selected ones go to.
 */
export function ReviewSidebar({ asset, transport }: { asset: Asset; transport: VideoTransport | null }) {
  const intl = useIntl();
  const target = useReviewTarget(asset);
  const { version, variation } = target;
  const threads = useSidebarThreads(asset, target, transport);
  const { comments, commentId, open, resolved } = threads;
  const [searchParams] = useSearchParams();
  // A link such as the board card's 'Reviewers…' opens the screen on that panel.
  const [tab, setTab] = useState<SidebarTab>(() => (searchParams.get('panel') === REVIEWERS_PANEL ? 'reviewers' : 'comments'));

  // A comment selected on the image, or in the link that opened the page, opens the tab that lists it.
  const [seenCommentId, setSeenCommentId] = useState<number | null>(null);
  const selected = comments?.find((comment) => comment.id === commentId && comment.parent_id === null);
  if (commentId !== seenCommentId && (selected || commentId === null)) {
    setSeenCommentId(commentId);
    if (selected) setTab(selected.is_resolved ? 'resolved' : 'comments');
  }

  return (
    <ReviewContext value={threads.context}>
      <section aria-label={intl.formatMessage({ id: 'asset.sidebar.label' })} className="@container flex h-full min-h-0 min-w-0 flex-col rounded-lg border border-line bg-surface">
        <Tabs value={tab} onValueChange={(value) => setTab(value as SidebarTab)} className="flex min-h-0 flex-1 flex-col">
          <TabList aria-label={intl.formatMessage({ id: 'asset.sidebar.tabs' })} className="shrink-0 gap-0 px-1">
            <Tab value="comments" className="flex-1 px-1! text-xs! @min-[23rem]:text-sm!">
              {intl.formatMessage({ id: 'asset.sidebar.comments' })} <TabCount count={comments ? open.length : undefined} />
            </Tab>
            <Tab value="resolved" className="flex-1 px-1! text-xs! @min-[23rem]:text-sm!">
              {intl.formatMessage({ id: 'asset.sidebar.resolved' })} <TabCount count={comments ? resolved.length : undefined} />
            </Tab>
            <Tab value="reviewers" className="flex-1 px-1! text-xs! @min-[23rem]:text-sm!">
              {intl.formatMessage({ id: 'asset.reviewers.title' })}
            </Tab>
            <Tab value="details" className="flex-1 px-1! text-xs! @min-[23rem]:text-sm!">
              {intl.formatMessage({ id: 'asset.sidebar.details' })}
            </Tab>
            <Tab value="history" className="flex-1 px-1! text-xs! @min-[23rem]:text-sm!">
              {intl.formatMessage({ id: 'asset.sidebar.history' })}
            </Tab>
          </TabList>
          <TabPanel value="comments" className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-4">
            <CommentsTab
              threads={open}
              resolved={{ count: resolved.length, onShow: () => setTab('resolved') }}
              variation={variation}
              scope={threads.scope}
              change={threads.change}
              action={variation ? <AddCommentButton variation={variation} page={threads.page} /> : <span />}
            />
          </TabPanel>
          <TabPanel value="resolved" className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-4">
            <ResolvedTab threads={resolved} scope={threads.scope} />
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
