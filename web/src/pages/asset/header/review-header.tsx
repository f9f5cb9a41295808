import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Asset } from '@review/contract/assets';
import type { ReviewSelection } from '../use-review-selection.ts';
import { ShareButton } from '../../../features/sharing/share-button.tsx';
import { AssetPeople } from './asset-people.tsx';
import { DocumentPagePosition } from './document-page-position.tsx';
import { ExportMenu } from './export-menu.tsx';
import { StatusMenu } from './status-menu.tsx';
import { VersionSelect } from './version-select.tsx';

/**
 * One row: the breadcrumb (cut short before anything else is), version selector, a document's page,
 * Creator and Approver (desktop only), the status, Share (review links) and Export (report and comments).
 */
export function ReviewHeader({ asset, selection, breadcrumb }: { asset: Asset; selection: ReviewSelection; breadcrumb: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 xl:flex-nowrap xl:gap-x-3 xl:[&>*]:shrink-0">
      {/* Where the row is tight (xl to 2xl) the Dashboard crumb gives way: the logo leads there too. */}
      <div className="max-w-full min-w-0 xl:shrink! xl:[&_ol]:flex-nowrap xl:max-2xl:[&_li:nth-child(-n+2)]:hidden">{breadcrumb}</div>
      <h1 className="sr-only">{asset.title}</h1>
      <VersionSelect versions={asset.versions} value={selection.version?.id} onChange={selection.selectVersion} />
      <DocumentPagePosition variation={selection.variation} />
      <AssetPeople asset={asset} />
      {/* On a phone a longer language's status may not fit beside Share and Export: it wraps to the next line. */}
      <div className="ms-auto flex max-w-full shrink-0 flex-wrap items-center justify-end gap-2">
        <ShareButton target={{ scope: 'asset', id: asset.id }} label={intl.formatMessage({ id: 'asset.header.share' })} />
        <ExportMenu asset={asset} version={selection.version} />
        <StatusMenu asset={asset} />
      </div>
    </div>
  );
}
