import type { Asset } from '@review/contract/assets';
import type { ReviewSelection } from '../use-review-selection.ts';
import { ShareButton } from '../../../features/sharing/share-button.tsx';
import { AssetPeople } from './asset-people.tsx';
import { DocumentPagePosition } from './document-page-position.tsx';
import { ExportMenu } from './export-menu.tsx';
import { StatusMenu } from './status-menu.tsx';
import { VersionSelect } from './version-select.tsx';

/** Version selector, a document's page, Creator and Approver (desktop only), the status, Share (review links) and Export (report and comments). */
export function ReviewHeader({ asset, selection }: { asset: Asset; selection: ReviewSelection }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <h1 className="sr-only">{asset.title}</h1>
      <VersionSelect versions={asset.versions} value={selection.version?.id} onChange={selection.selectVersion} />
      <DocumentPagePosition variation={selection.variation} />
      <AssetPeople asset={asset} />
      <div className="ml-auto flex items-center gap-2">
        <ShareButton target={{ scope: 'asset', id: asset.id }} label="Share" />
        <ExportMenu asset={asset} version={selection.version} />
        <StatusMenu asset={asset} />
      </div>
    </div>
  );
}
