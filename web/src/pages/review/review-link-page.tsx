import { Link, useParams, useSearchParams } from 'react-router';
import { useIntl, type IntlShape } from 'react-intl';
import type { PublicReviewPage } from '@review/contract/sharing';
import { AuthCard } from '../../layout/auth-card.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { usePublicReview } from '../../features/sharing/use-public-review.ts';
import { AssetGrid } from './asset-grid.tsx';
import { LinkLanguage } from './link-language.tsx';
import { ReviewLinkHeader } from './review-link-header.tsx';
import { ReviewLinkScreen } from './review-link-screen.tsx';
import { UnlockForm } from './unlock-form.tsx';
import { useLinkLocale } from './use-link-locale.ts';
import { ScreenSkeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The tab's title: the asset and its project when the link opens, else what stands in the way. */
function titleOf(page: PublicReviewPage | undefined, intl: IntlShape): (string | undefined)[] {
  if (page === undefined) return [intl.formatMessage({ id: 'review.page.title' })];
  if (page.state === 'password_required') return [intl.formatMessage({ id: 'review.page.titlePassword' })];
  if (page.state !== 'open') return [intl.formatMessage({ id: 'review.page.titleClosed' })];
  return [page.review.asset?.title, page.review.project_name];
}

/** `?asset=` as an id, or null when absent or not one. */
function assetParam(params: URLSearchParams): number | null {
  const value = Number(params.get('asset'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * `/review/:token`: assets shared for review, open to anyone holding the link, signed in or not. A
 * project link opens on the grid of its assets; `?asset=` opens one of them. Every screen of the link,
 * the password and closed ones too, lets the guest choose its language.
 */
export function ReviewLinkPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const assetId = assetParam(params);
  const { data: page, error, isPending, refetch } = usePublicReview(token, assetId);
  const { locale, choose } = useLinkLocale(token, page && (page.state === 'open' ? page.review.locale : page.locale));
  useDocumentTitle(...titleOf(page, intl));
  const language = <LinkLanguage locale={locale} onChange={choose} />;
  // On a card screen the switcher sits in the corner, out of the card's way.
  const cornerLanguage = <LinkLanguage locale={locale} onChange={choose} className="absolute end-4 top-4" />;

  if (isPending) return <ScreenSkeleton shape="review" className="p-4 sm:p-8" />;
  if (error) {
    return (
      <main className="p-8">
        <LoadError message={intl.formatMessage({ id: 'review.page.loadError' }, { message: error.message })} onRetry={() => void refetch()} />
      </main>
    );
  }
  if (page.state === 'password_required') {
    return (
      <div className="relative">
        {cornerLanguage}
        <UnlockForm token={token} />
      </div>
    );
  }
  // The link still works, but this asset left it (archived, moved) or never was in it.
  if (page.state === 'asset_unavailable' && assetId !== null) {
    return (
      <div className="relative">
        {cornerLanguage}
        <AuthCard title={page.message} subtitle={intl.formatMessage({ id: 'review.page.assetGone' })} footer={null}>
          <Link to={{ search: '' }} className={buttonClass('primary', 'md', 'w-full')}>
            {intl.formatMessage({ id: 'review.page.allAssets' })}
          </Link>
        </AuthCard>
      </div>
    );
  }
  if (page.state !== 'open') {
    return (
      <div className="relative">
        {cornerLanguage}
        <AuthCard title={intl.formatMessage({ id: 'review.page.closedTitle' })} subtitle={intl.formatMessage({ id: 'review.page.closedText' })} footer={null}>
          <p className="text-sm text-muted">{intl.formatMessage({ id: 'review.page.closedMembers' })}</p>
        </AuthCard>
      </div>
    );
  }
  const { review } = page;
  if (review.asset === null) {
    return (
      <div className="flex min-h-dvh flex-col">
        <ReviewLinkHeader projectName={review.project_name} language={language} />
        <AssetGrid assets={review.assets} fileQuery={`?review=${encodeURIComponent(token)}`} />
      </div>
    );
  }
  // A new asset starts afresh: its own version, variation, selection and open forms.
  return <ReviewLinkScreen key={review.asset.id} token={token} queriedAssetId={assetId} review={review} asset={review.asset} language={language} />;
}
