import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX } from '@review/contract/comments';
import { formatBytes } from '../../lib/format.ts';
import { currentIntl } from '../../i18n/index.ts';

export interface PendingAttachment {
  key: string;
  file: File;
  /** Object URL of the file, for its thumbnail. */
  preview: string;
}

let counter = 0;

/**
 * Images chosen for a reply before it is sent: image/* only, at most ATTACHMENTS_MAX, each under
 * ATTACHMENT_MAX_BYTES; each one removable. Previews are released when removed or unmounted.
 */
export function usePendingAttachments() {
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const add = useCallback((files: Iterable<File>) => {
    const chosen = [...files];
    const images = chosen.filter((file) => file.type.startsWith('image/'));
    if (images.length < chosen.length) toast.error(currentIntl().formatMessage({ id: 'review.attachments.onlyImages' }));
    const fitting = images.filter((file) => file.size <= ATTACHMENT_MAX_BYTES);
    if (fitting.length < images.length) toast.error(currentIntl().formatMessage({ id: 'review.attachments.tooBig' }, { size: formatBytes(ATTACHMENT_MAX_BYTES) }));
    const room = ATTACHMENTS_MAX - itemsRef.current.length;
    if (fitting.length > room) toast.error(currentIntl().formatMessage({ id: 'review.attachments.tooMany' }, { max: ATTACHMENTS_MAX }));
    const added = fitting.slice(0, Math.max(room, 0)).map((file) => ({ key: `attachment-${(counter += 1)}`, file, preview: URL.createObjectURL(file) }));
    if (added.length) setItems((current) => [...current, ...added]);
  }, []);

  const remove = useCallback((key: string) => {
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((item) => item.key !== key);
    });
  }, []);

  const clear = useCallback(() => {
    setItems((current) => {
      current.forEach((item) => URL.revokeObjectURL(item.preview));
      return [];
    });
  }, []);

  return { items, add, remove, clear };
}
