import { Suspense, useRef, useState } from 'react';
import type { Comment } from '@review/contract/comments';
import { useUpdateComment } from '../../../features/comments/use-update-comment.ts';
import { fileUrl } from '../../../lib/format.ts';
import { CloseIcon } from '../../../ui/icons.tsx';
import { lazyComponent } from '../../../ui/lazy-component.ts';
import { useReviewContext } from './review-context.ts';

const attachmentDialog = lazyComponent(() => import('./attachment-dialog.tsx').then((m) => m.AttachmentDialog));

/** The images sent with a comment, as thumbnails that open full size; the author can remove each. */
export function CommentAttachments({ comment }: { comment: Comment }) {
  const { asset, rights } = useReviewContext();
  const update = useUpdateComment(asset.id);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const canRemove = rights.canEdit(comment);
  const total = comment.attachment.length;

  function handleRemove(path: string) {
    if (window.confirm('Remove this image from the comment?')) update.mutate({ id: comment.id, change: { remove_attachment: path } });
  }

  return (
    <>
      <ul aria-label="Attachments" className="flex flex-wrap gap-2">
        {comment.attachment.map((path, index) => (
          <li key={path} className="relative">
            <button
              type="button"
              aria-label={`Open attachment ${index + 1} of ${total} full size`}
              onPointerEnter={attachmentDialog.preload}
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setOpenIndex(index);
              }}
              className="block overflow-hidden rounded-md border border-line"
            >
              <img src={fileUrl(path)} alt="" loading="lazy" className="size-16 object-cover" />
            </button>
            {canRemove && (
              <button
                type="button"
                aria-label={`Remove attachment ${index + 1}`}
                title="Remove attachment"
                disabled={update.isPending}
                onClick={() => handleRemove(path)}
                className="absolute -top-2 -right-2 inline-flex size-6 items-center justify-center rounded-full border border-line bg-surface text-muted shadow-sm hover:text-danger [&_svg]:size-3.5"
              >
                <CloseIcon />
              </button>
            )}
          </li>
        ))}
      </ul>
      {openIndex !== null && comment.attachment[openIndex] && (
        <Suspense fallback={null}>
          <attachmentDialog.Component path={comment.attachment[openIndex]} label={`Attachment ${openIndex + 1} of ${total}`} onClose={() => setOpenIndex(null)} returnFocusTo={openerRef} />
        </Suspense>
      )}
    </>
  );
}
