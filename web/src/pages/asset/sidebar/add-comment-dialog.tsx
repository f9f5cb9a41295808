import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { DiscardCommentDialog } from '../../../features/comments/discard-comment-dialog.tsx';
import { MentionTextarea } from '../../../features/comments/mention-textarea.tsx';
import { submitOnSendKey } from '../../../features/comments/send-key.ts';
import { isMultiPage } from '../../../features/documents/pages.ts';
import { FrameScope } from '../../../features/video/frame-scope.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import type { ScreenVariation } from '../source/screen-asset.ts';
import { useReviewContext } from './review-context.ts';
import { useNewComment } from './use-new-comment.ts';

export interface AddCommentDialogProps {
  variation: ScreenVariation;
  /** The document page on screen (1 for images). */
  page: number;
  /** Text the composer opens with, such as a design check's chip. */
  initialText?: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The 'Add a comment' overlay: a textarea and Submit, sent through the screen's source. On a video it
 * stops playback as it opens, and the comment goes on the frame on screen (or the loop's range).
 */
export function AddCommentDialog({ variation, page, initialText = '', onClose, returnFocusTo }: AddCommentDialogProps) {
  const intl = useIntl();
  const { transport } = useReviewContext();
  const { text, setText, content, span, create, people, send } = useNewComment(variation, page, transport, initialText);
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  useEffect(() => {
    transport?.pause();
  }, [transport]);
  // Escape, the X, a click beside the dialog or Cancel: typed text is not thrown away without asking.
  const requestClose = () => (content ? setIsConfirmingDiscard(true) : onClose());

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    send(onClose);
  }

  return (
    <Dialog
      title={intl.formatMessage({ id: 'asset.comment.add' })}
      description={
        isMultiPage(variation)
          ? intl.formatMessage({ id: 'asset.comment.onVariationPage' }, { variation: variation.label, page })
          : intl.formatMessage({ id: 'asset.comment.onVariation' }, { variation: variation.label })
      }
      onClose={requestClose}
      returnFocusTo={returnFocusTo}
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-3">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {intl.formatMessage({ id: 'asset.comment.field' })}
        </label>
        <MentionTextarea
          ref={fieldRef}
          id={fieldId}
          value={text}
          onValueChange={setText}
          people={people}
          rows={4}
          placeholder={intl.formatMessage({ id: 'asset.comment.placeholder' })}
          readOnly={create.isPending}
          onKeyDown={submitOnSendKey}
          autoFocus
        />
        {transport && <FrameScope transport={transport} span={span} />}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={requestClose}>
            {intl.formatMessage({ id: 'asset.common.cancel' })}
          </Button>
          <Button type="submit" disabled={!content || create.isPending}>
            {intl.formatMessage({ id: create.isPending ? 'asset.comment.submitting' : 'asset.comment.submit' })}
          </Button>
        </div>
      </form>
      {isConfirmingDiscard && <DiscardCommentDialog loss={intl.formatMessage({ id: 'asset.comment.discardLoss' })} onDiscard={onClose} onKeepEditing={() => setIsConfirmingDiscard(false)} returnFocusTo={fieldRef} />}
    </Dialog>
  );
}
