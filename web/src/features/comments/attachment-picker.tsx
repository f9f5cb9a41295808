import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/button.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { PaperclipIcon } from './comment-icons.tsx';
import type { PendingAttachment } from './use-pending-attachments.ts';

export interface AttachmentPickerProps {
  items: readonly PendingAttachment[];
  onAdd: (files: FileList) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
}

/** 'Attach images' and the chosen images as thumbnails, each with its own remove button. */
export function AttachmentPicker({ items, onAdd, onRemove, disabled }: AttachmentPickerProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2">
      {items.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'review.attachments.label' })} className="flex flex-wrap gap-2">
          {items.map(({ key, file, preview }) => (
            <li key={key} className="relative">
              <img src={preview} alt={file.name} title={file.name} className="size-14 rounded-md border border-line object-cover" />
              <button
                type="button"
                aria-label={intl.formatMessage({ id: 'review.attachments.remove' }, { name: file.name })}
                title={intl.formatMessage({ id: 'review.attachments.remove' }, { name: file.name })}
                onClick={() => onRemove(key)}
                className="absolute -top-2 -end-2 inline-flex size-6 items-center justify-center rounded-full border border-line bg-surface text-muted shadow-sm hover:text-fg [&_svg]:size-3.5"
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          if (event.target.files?.length) onAdd(event.target.files);
          event.target.value = '';
        }}
      />
      <Button variant="ghost" size="sm" className="self-start px-2 text-muted" disabled={disabled} onClick={() => inputRef.current?.click()}>
        <PaperclipIcon /> <FormattedMessage id="review.attachments.attach" />
      </Button>
    </div>
  );
}
