import { FormattedMessage } from 'react-intl';
import type { ProjectAssetSummary } from '@review/contract/projects';

const SHOWN = 4;

/** Up to four asset thumbnails, then '+N' for the rest. */
export function AssetThumbnails({ assets }: { assets: ProjectAssetSummary[] }) {
  if (assets.length === 0) return <span className="text-muted"><FormattedMessage id="projects.thumbnails.none" /></span>;
  const extra = assets.length - SHOWN;
  return (
    <div className="flex w-max items-center gap-1">
      {assets.slice(0, SHOWN).map((asset) =>
        asset.thumbnail ? (
          <img key={asset.id} src={'/' + asset.thumbnail} alt={asset.title} title={asset.title} loading="lazy" className="size-7 shrink-0 rounded border border-line bg-subtle object-cover" />
        ) : (
          <span key={asset.id} role="img" aria-label={asset.title} title={asset.title} className="size-7 shrink-0 rounded border border-line bg-subtle" />
        ),
      )}
      {extra > 0 && <span className="ms-1 shrink-0 text-xs font-medium text-muted tabular">+{extra}</span>}
    </div>
  );
}
