import { Link, useParams, useSearchParams } from 'react-router';
import { REVIEW_LINK_INACTIVE, type PublicReviewPage } from '@review/contract/sharing';
import { AuthCard } from '../../layout/auth-card.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { usePublicReview } from '../../features/sharing/use-public-review.ts';
import { AssetGrid } from './asset-grid.tsx';
import { ReviewLinkHeader } from './review-link-header.tsx';
import { ReviewLinkScreen } from './review-link-screen.tsx';
import { UnlockForm } from './unlock-form.tsx';
import { ScreenSkeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The tab's title: the asset and its project when the link opens, else what stands in the way. */
function titleOf(page: PublicReviewPage | undefined): (string | undefined)[] {
  if (page === undefined) return ['Review link'];
  if (page.state === 'password_required') return ['Password required'];
  if (page.state !== 'open') return ['Review link closed'];
  return [page.review.asset?.title, page.review.project_name];
}

/** `?asset=` as an id, or null when absent or not one. */
function assetParam(params: URLSearchParams): number | null {
  const value = Number(params.get('asset'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * `/review/:token`: assets shared for review, open to anyone holding the link, signed in or not. A
 * project link opens on the grid of its assets; `?asset=` opens one of them.
 */
export function ReviewLinkPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const assetId = assetParam(params);
  const { data: page, error, isPending, refetch } = usePublicReview(token, assetId);
  useDocumentTitle(...titleOf(page));

  if (isPending) return <ScreenSkeleton shape="review" className="p-4 sm:p-8" />;
  if (error) {
    return (
      <main className="p-8">
        <LoadError message={`Error: ${error.message}`} onRetry={() => void refetch()} />
      </main>
    );
  }
  if (page.state === 'password_required') return <UnlockForm token={token} />;
  // The link still works, but this asset left it (archived, moved) or never was in it.
  if (page.state === 'asset_unavailable' && assetId !== null) {
    return (
      <AuthCard title={page.message} subtitle="It may have been archived since the link was shared. The other assets of the link are still open." footer={null}>
        <Link to={{ search: '' }} className={buttonClass('primary', 'md', 'w-full')}>
          All assets
        </Link>
      </AuthCard>
    );
  }
  if (page.state !== 'open') {
    return (
      <AuthCard title={REVIEW_LINK_INACTIVE} subtitle="It was revoked or has expired, or the address is not complete. Ask the person who shared it for a new link." footer={null}>
        <p className="text-sm text-muted">Members of the project can still open it from their dashboard.</p>
      </AuthCard>
    );
  }
  const { review } = page;
  if (review.asset === null) {
    return (
      <div className="flex min-h-dvh flex-col">
        <ReviewLinkHeader projectName={review.project_name} />
        <AssetGrid assets={review.assets} fileQuery={`?review=${encodeURIComponent(token)}`} />
      </div>
    );
  }
  // A new asset starts afresh: its own version, variation, selection and open forms.
  return <ReviewLinkScreen key={review.asset.id} token={token} queriedAssetId={assetId} review={review} asset={review.asset} />;
}
