import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog.tsx';

export interface AttachmentDialogProps {
  /** The file's address (with the link's `?review=` for a guest). */
  url: string;
  label: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** An attachment at full size, with a link to the original file. */
export function AttachmentDialog({ url, label, onClose, returnFocusTo }: AttachmentDialogProps) {
  const intl = useIntl();
  return (
    <Dialog title={label} onClose={onClose} returnFocusTo={returnFocusTo} className="max-w-5xl">
      <div className="flex flex-col items-center gap-3">
        <img src={url} alt={label} className="max-h-[75dvh] max-w-full rounded-md object-contain" />
        <a href={url} target="_blank" rel="noreferrer" className="text-sm font-medium text-accent-text hover:underline">
          {intl.formatMessage({ id: 'asset.attachments.openOriginal' })}
        </a>
      </div>
    </Dialog>
  );
}
