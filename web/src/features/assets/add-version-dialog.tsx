import { FormattedMessage, useIntl } from 'react-intl';
import type { Version } from '@review/contract/assets';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { AddVersionForm } from './add-version-form.tsx';
import { useDialogOpener } from './dialog-opener.ts';

export interface AddVersionDialogProps {
  assetId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new version, once uploaded (e.g. to select it). */
  onUploaded?: (version: Version) => void;
}

/**
 * The Add-version modal (spec section 2), 500 px wide: a file, a note and the upload's percentage.
 * It closes once the upload has finished; closing it earlier cancels the upload.
 */
export function AddVersionDialog({ open, ...props }: AddVersionDialogProps) {
  return open ? <OpenAddVersionDialog {...props} /> : null;
}

function OpenAddVersionDialog({ assetId, onOpenChange, onUploaded }: Omit<AddVersionDialogProps, 'open'>) {
  const intl = useIntl();
  const opener = useDialogOpener();
  const close = () => onOpenChange(false);
  return (
    <Dialog
      title={intl.formatMessage({ id: 'projects.addVersion.title' })}
      description={intl.formatMessage({ id: 'projects.addVersion.description' })} className="max-w-[500px]" onClose={close} returnFocusTo={opener}>
      <AddVersionForm
        assetId={assetId}
        autoFocus
        onUploaded={(version) => {
          close();
          onUploaded?.(version);
        }}
        secondaryAction={
          <Button variant="secondary" onClick={close}>
            <FormattedMessage id="projects.cancel" />
          </Button>
        }
      />
    </Dialog>
  );
}
