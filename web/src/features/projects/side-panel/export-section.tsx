import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../ui/button.tsx';
import { DownloadIcon } from '../../../ui/icons.tsx';
import { projectComments, projectReport } from '../../reports/report-downloads.ts';
import { useDownload } from '../../reports/use-download.ts';
import { PanelSection } from './panel-section.tsx';

/** The project's report as PDF and every comment of its assets as CSV, for anyone in the project. */
export function ExportSection({ projectId }: { projectId: number }) {
  const intl = useIntl();
  const { download, isPending } = useDownload();
  return (
    <PanelSection id="panel-export" title={intl.formatMessage({ id: 'projects.export.title' })}>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={isPending} onClick={() => download(projectReport(projectId))}>
          <DownloadIcon />
          <FormattedMessage id="projects.export.report" />
        </Button>
        <Button variant="secondary" size="sm" disabled={isPending} onClick={() => download(projectComments(projectId))}>
          <DownloadIcon />
          <FormattedMessage id="projects.export.comments" />
        </Button>
      </div>
    </PanelSection>
  );
}
