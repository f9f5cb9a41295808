import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button.tsx';
import { DownloadIcon } from '../../ui/icons.tsx';
import { guestReport } from '../../features/reports/report-downloads.ts';
import { useDownload } from '../../features/reports/use-download.ts';

/** The report of the asset and version on screen, on a link that allows downloads. */
export function GuestReportButton({ token, assetId, versionId }: { token: string; assetId: number; versionId: number | undefined }) {
  const { download, isPending } = useDownload();
  return (
    <Button variant="secondary" size="sm" disabled={isPending} onClick={() => download(guestReport(token, assetId, versionId))}>
      <DownloadIcon />
      <FormattedMessage id="review.screen.downloadReport" />
    </Button>
  );
}
