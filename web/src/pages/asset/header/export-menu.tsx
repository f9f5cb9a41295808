import { useIntl } from 'react-intl';
import type { Asset, Version } from '@review/contract/assets';
import { Button } from '../../../ui/button.tsx';
import { DropdownMenu, MenuItem } from '../../../ui/dropdown-menu.tsx';
import { ChevronDownIcon, DownloadIcon } from '../../../ui/icons.tsx';
import { assetComments, assetReport } from '../../../features/reports/report-downloads.ts';
import { useDownload } from '../../../features/reports/use-download.ts';

/** The asset's report (the version on screen, or every version) as PDF, and its comments as CSV. */
export function ExportMenu({ asset, version }: { asset: Pick<Asset, 'id' | 'versions'>; version: Version | undefined }) {
  const intl = useIntl();
  const { download, isPending } = useDownload();
  const hasVersions = asset.versions.length > 0;
  return (
    <DropdownMenu
      trigger={
        <Button variant="secondary" size="sm" disabled={isPending}>
          <DownloadIcon />
          {intl.formatMessage({ id: 'asset.export.button' })}
          <ChevronDownIcon />
        </Button>
      }
    >
      <MenuItem disabled={!version} onSelect={() => version && download(assetReport(asset.id, { versionId: version.id }))}>
        {intl.formatMessage({ id: 'asset.export.thisVersion' })}
      </MenuItem>
      <MenuItem disabled={!hasVersions} onSelect={() => download(assetReport(asset.id, { allVersions: true }))}>
        {intl.formatMessage({ id: 'asset.export.allVersions' })}
      </MenuItem>
      <MenuItem onSelect={() => download(assetComments(asset.id))}>{intl.formatMessage({ id: 'asset.export.comments' })}</MenuItem>
    </DropdownMenu>
  );
}
