import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Asset } from '@review/contract/assets';
import { fileUrl } from '../../lib/format.ts';
import { CommentIcon, ImageIcon, LayersIcon } from '../../ui/icons.tsx';
import { summariseAssetPages } from '../assets/page-summary.ts';
import { CardVideoLength } from './card-video-length.tsx';
import { CardPageCount } from './card-page-count.tsx';
import { CardRenderState } from './card-render-state.tsx';
import { CardReview } from './card-review.tsx';

/** Asset titles are cut at 20 characters on the board (spec section 5). */
const TITLE_MAX = 20;

/**
 * The title cut at TITLE_MAX with '...'. The link is named by the full title, which starts with the
 * visible part; the dots are hidden from screen readers.
 */
function CutTitle({ title }: { title: string }) {
  const characters = Array.from(title);
  if (characters.length <= TITLE_MAX) return <>{title}</>;
  return (
    <>
      {characters.slice(0, TITLE_MAX).join('')}
      <span aria-hidden="true">...</span>
    </>
  );
}

export interface AssetCardProps {
  asset: Asset;
  /** The card's menu and drag handle, at the end of the footer. */
  controls?: ReactNode;
  className?: string;
}

/**
 * What a board card shows: thumbnail (a document's page 1) and title, linking to the review screen; a
 * document's page count and how its pages render; its review, comment and version counts.
 */
export function AssetCard({ asset, controls, className }: AssetCardProps) {
  const intl = useIntl();
  const comments = intl.formatMessage({ id: 'projects.card.openComments' }, { count: asset.commentNumber });
  const versions = intl.formatMessage({ id: 'projects.card.versions' }, { count: asset.copyNumber });
  const pages = summariseAssetPages(asset);
  const isDocument = pages !== null && pages.pageCount > 1;
  const videoLength = asset.versions[0]?.variations[0]?.media.duration_ms ?? null;
  return (
    <article className={clsx('relative flex flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-sm', className)}>
      <Link to={`/asset/${asset.id}`} draggable={false} aria-label={asset.title} title={asset.title} className="group flex flex-col rounded-t-lg focus-visible:outline-offset-[-2px]">
        {/* Short, so a column shows several cards; the whole design fits in it (a tall page or a phone
            screen is not cropped to a grey middle). */}
        <div className="flex h-20 items-center justify-center overflow-hidden bg-subtle p-1.5 text-muted">
          {asset.thumbnail ? (
            <img src={fileUrl(asset.thumbnail)} alt="" draggable={false} loading="lazy" className="size-full object-contain drop-shadow-sm transition-transform group-hover:scale-[1.02]" />
          ) : (
            <ImageIcon />
          )}
        </div>
        <span className="truncate px-3 pt-2 text-sm font-medium group-hover:underline"><CutTitle title={asset.title} /></span>
      </Link>
      {isDocument && <CardPageCount count={pages.pageCount} />}
      {videoLength !== null && <CardVideoLength durationMs={videoLength} />}
      {pages && <CardRenderState summary={pages} />}
      <CardReview asset={asset} />
      <div className="flex items-center gap-3 px-3 pb-1 text-xs text-muted">
        <span className="tabular inline-flex items-center gap-1" title={comments}>
          <CommentIcon />
          <span className="sr-only">{comments}</span>
          <span aria-hidden="true">{asset.commentNumber}</span>
        </span>
        <span className="tabular inline-flex items-center gap-1" title={versions}>
          <LayersIcon />
          <span className="sr-only">{versions}</span>
          <span aria-hidden="true">{asset.copyNumber}</span>
        </span>
        <span className="ms-auto flex items-center">{controls}</span>
      </div>
    </article>
  );
}
