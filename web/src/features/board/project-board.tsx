import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../ui/load-error.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { designFileTypesText } from '../assets/design-file.ts';
import { useProjectAssets } from '../assets/use-project-assets.ts';
import { AssetBoard } from './asset-board.tsx';
import { BoardDropZone } from './board-drop-zone.tsx';
import { BoardUploadButton } from './board-upload-button.tsx';
import { NewAssetButton } from './new-asset-button.tsx';
import { AddWebsiteButton } from '../websites/add-website-button.tsx';
import { useBoardLayout } from './use-board-layout.ts';
import { useBoardUpload } from './use-board-upload.ts';
import { ScreenSkeleton } from '../../ui/skeleton.tsx';

const LAYOUTS = [
  { value: 'colour', label: 'projects.board.colour' },
  { value: 'plain', label: 'projects.board.plain' },
] as const;

/** A project's assets as a status board, with the controls that add assets to it. */
export function ProjectBoard({ projectId }: { projectId: number }) {
  const intl = useIntl();
  const { data: assets, error, isPending, refetch } = useProjectAssets(projectId);
  const [layout, setLayout] = useBoardLayout();
  const { uploadFiles, isUploading } = useBoardUpload(projectId);
  const isEmpty = assets?.length === 0;
  const layouts = LAYOUTS.map((option) => ({ ...option, label: intl.formatMessage({ id: option.label }) }));

  return (
    <section aria-label={intl.formatMessage({ id: 'projects.table.assets' })} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {!isEmpty && <SegmentedControl label={intl.formatMessage({ id: 'projects.board.layout' })} options={layouts} value={layout} onChange={setLayout} />}
        <div className="ms-auto flex flex-wrap gap-2">
          {!isEmpty && <BoardUploadButton onFiles={uploadFiles} isUploading={isUploading} />}
          <AddWebsiteButton projectId={projectId} />
          <NewAssetButton projectId={projectId} />
        </div>
      </div>
      {isPending && <ScreenSkeleton shape="board" />}
      {error && <LoadError message={intl.formatMessage({ id: 'projects.board.loadError' })} onRetry={() => void refetch()} />}
      <BoardDropZone onFiles={uploadFiles}>
        {isEmpty && (
          <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-line bg-surface px-6 py-16 text-center">
            <p className="text-base">
              <FormattedMessage id="projects.board.empty" />
            </p>
            <BoardUploadButton onFiles={uploadFiles} isUploading={isUploading} variant="primary" />
            <p className="text-xs text-muted">
              <FormattedMessage id="projects.board.orDrop" values={{ types: designFileTypesText() }} />
            </p>
          </div>
        )}
        {assets && !isEmpty && <AssetBoard assets={assets} layout={layout} />}
      </BoardDropZone>
    </section>
  );
}
