import { useIntl } from 'react-intl';
import { Dialog } from '../../ui/dialog.tsx';
import { useDialogOpener } from './dialog-opener.ts';
import { useVersions } from './use-versions.ts';
import { VariationsManager } from './variations-manager.tsx';

export interface VariationsDialogProps {
  assetId: number;
  versionId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The 'Add new or edit variations' modal: the version's variations, 4 a page, and an upload form. */
export function VariationsDialog({ open, ...props }: VariationsDialogProps) {
  return open ? <OpenVariationsDialog {...props} /> : null;
}

function OpenVariationsDialog({ assetId, versionId, onOpenChange }: Omit<VariationsDialogProps, 'open'>) {
  const intl = useIntl();
  const opener = useDialogOpener();
  const { data: versions } = useVersions(assetId);
  const version = versions?.find((item) => item.id === versionId);
  return (
    <Dialog
      title={intl.formatMessage({ id: 'projects.variations.title' })}
      description={version ? intl.formatMessage({ id: 'projects.variations.versionOf' }, { version: version.version, title: version.asset.title }) : undefined}
      className="max-w-3xl"
      onClose={() => onOpenChange(false)}
      returnFocusTo={opener}
    >
      <VariationsManager versionId={versionId} />
    </Dialog>
  );
}
