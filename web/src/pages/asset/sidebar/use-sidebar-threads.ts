import { useMemo, useState } from 'react';
import { useReviewParams } from '../../../features/assets/review-params.ts';
import { numberAnnotations } from '../../../features/comments/annotation-numbers.ts';
import { isMultiPage } from '../../../features/documents/pages.ts';
import { useCurrentPage } from '../../../features/documents/use-current-page.ts';
import { clockOf } from '../../../features/video/frame-clock.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import { useReviewSource } from '../source/review-source.ts';
import type { ScreenAsset, ScreenVariation, ScreenVersion } from '../source/screen-asset.ts';
import { useSelectComment } from '../use-select-comment.ts';
import { hasChangeStates, listThreads, type ChangeFilter } from './change-filter.ts';
import type { PageScopeValue } from './page-scope.tsx';
import type { ReviewContextValue } from './review-context.ts';
import type { ThreadScopeProps } from './thread-scope.tsx';

export interface SidebarTarget {
  version: ScreenVersion | undefined;
  variation: ScreenVariation | undefined;
}

/**
 * The sidebar's threads, whoever reads them (a member's tabs, a link's column): the source's comments
 * listed by the scope chosen (this variation or all, a document's page, what the newest version
 * changed), open and resolved, with what each comment needs to know about the screen.
 */
export function useSidebarThreads(asset: ScreenAsset, { version, variation }: SidebarTarget, transport: VideoTransport | null) {
  const source = useReviewSource();
  const { commentId } = useReviewParams();
  const [isAllVariations, setIsAllVariations] = useState(false);
  const { page } = useCurrentPage(variation);
  const [pageScope, setPageScope] = useState<PageScopeValue>('all');
  const isDocument = variation !== undefined && isMultiPage(variation);
  const isThisPage = isDocument && pageScope === 'page';
  const [editingId, setEditingId] = useState<number | null>(null);
  const [changeFilter, setChangeFilter] = useState<ChangeFilter>('all');
  const comments = source.comments.data;
  // Offered once the newest version is compared and some carried-forward thread is marked.
  const hasChanges = useMemo(() => hasChangeStates(comments ?? []), [comments]);
  const filter = hasChanges ? changeFilter : 'all';

  // The viewer follows a selection on another variation itself (or shows it carried forward).
  const select = useSelectComment(transport, variation?.id);
  const markerNumbers = useMemo(() => numberAnnotations(comments ?? []), [comments]);
  const { open, resolved } = useMemo(
    () => listThreads(comments ?? [], { variationId: variation?.id, version: version?.version, isAllVariations, page: isThisPage ? page : null, filter }),
    [comments, isAllVariations, variation?.id, version?.version, isThisPage, page, filter],
  );
  const multiPageVariations = useMemo(() => new Set(asset.versions.flatMap((v) => v.variations).filter(isMultiPage).map((v) => v.id)), [asset.versions]);
  const videoRates = useMemo(
    () => new Map(asset.versions.flatMap((v) => v.variations).flatMap((v) => (v.media.kind === 'video' || v.media.kind === 'audio' || (v.media.kind === 'banner' && v.media.frame_rate !== null) ? [[v.id, clockOf(v.media).rate] as const] : []))),
    [asset.versions],
  );

  const context: ReviewContextValue = { asset, variationId: variation?.id, markerNumbers, editingId, setEditingId, selectedId: commentId, select, isAllVariations, multiPageVariations, videoRates, transport };
  const scope: ThreadScopeProps = { isAllVariations, onAllVariationsChange: setIsAllVariations, pageScope: isDocument ? pageScope : null, onPageScopeChange: setPageScope };
  return {
    context,
    comments,
    commentId,
    open,
    resolved,
    page,
    scope,
    change: hasChanges ? { filter, onFilterChange: setChangeFilter } : undefined,
  };
}
