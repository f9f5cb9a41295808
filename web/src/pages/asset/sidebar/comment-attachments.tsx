import { Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Comment } from '@review/contract/comments';
import { fileUrl } from '../../../lib/format.ts';
import { CloseIcon } from '../../../ui/icons.tsx';
import { lazyComponent } from '../../../ui/lazy-component.ts';
import { useReviewSource, type TeamWrites } from '../source/review-source.ts';

const attachmentDialog = lazyComponent(() => import('./attachment-dialog.tsx').then((m) => m.AttachmentDialog));

/** The ✕ on an attachment: its author takes it off the comment (members; a link's API cannot). */
function RemoveAttachment({ team, comment, path, index }: { team: TeamWrites; comment: Comment; path: string; index: number }) {
  const intl = useIntl();
  const remove = team.useRemoveAttachment(comment);
  return (
    <button
      type="button"
      aria-label={intl.formatMessage({ id: 'asset.attachments.removeNumbered' }, { number: index + 1 })}
      title={intl.formatMessage({ id: 'asset.attachments.remove' })}
      disabled={remove.isPending}
      onClick={() => window.confirm(intl.formatMessage({ id: 'asset.attachments.removeConfirm' })) && remove.mutate(path)}
      className="absolute -top-2 -end-2 inline-flex size-6 items-center justify-center rounded-full border border-line bg-surface text-muted shadow-sm hover:text-danger [&_svg]:size-3.5"
    >
      <CloseIcon />
    </button>
  );
}

/** The images sent with a comment, as thumbnails that open full size (loaded through the link for its guests); the author can remove each. */
export function CommentAttachments({ comment }: { comment: Comment }) {
  const intl = useIntl();
  const { can, team, fileQuery } = useReviewSource();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const total = comment.attachment.length;

  return (
    <>
      <ul aria-label={intl.formatMessage({ id: 'asset.attachments.label' })} className="flex flex-wrap gap-2">
        {comment.attachment.map((path, index) => (
          <li key={path} className="relative">
            <button
              type="button"
              aria-label={intl.formatMessage({ id: 'asset.attachments.open' }, { number: index + 1, total })}
              onPointerEnter={attachmentDialog.preload}
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setOpenIndex(index);
              }}
              className="block overflow-hidden rounded-md border border-line"
            >
              <img src={fileUrl(path) + fileQuery} alt={intl.formatMessage({ id: 'asset.attachments.alt' }, { number: index + 1 })} className="size-16 object-cover" />
            </button>
            {team && can.edit(comment) && <RemoveAttachment team={team} comment={comment} path={path} index={index} />}
          </li>
        ))}
      </ul>
      {openIndex !== null && comment.attachment[openIndex] && (
        <Suspense fallback={null}>
          <attachmentDialog.Component
            url={fileUrl(comment.attachment[openIndex]) + fileQuery}
            label={intl.formatMessage({ id: 'asset.attachments.title' }, { number: openIndex + 1, total })}
            onClose={() => setOpenIndex(null)}
            returnFocusTo={openerRef}
          />
        </Suspense>
      )}
    </>
  );
}
