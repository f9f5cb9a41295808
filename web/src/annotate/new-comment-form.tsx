import { useEffect, useId, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DiscardCommentDialog } from '../features/comments/discard-comment-dialog.tsx';
import { MentionTextarea, TEXTAREA_CLASS } from '../features/comments/mention-textarea.tsx';
import { mentionedIds, type MentionPerson } from '../features/comments/mentions.ts';
import { isSendKey } from '../features/comments/send-key.ts';
import { Button } from '../ui/button.tsx';
import { ErrorText } from '../ui/field.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import { placeBeside, type Bounds } from './place-beside.ts';
import type { DrawnComment } from './use-drawn-comment.ts';
import { ZOOM_VIEWPORT_ATTRIBUTE } from './zoom-viewport.tsx';

const WIDTH = 272;
/** Kept between the form and the viewport's edges. */
const MARGIN = 8;

export interface NewCommentFormProps {
  /** The drawing's bounds in pixels of the image stage (the form's positioned parent), which the form stays off. */
  shape: Bounds;
  /** The drawing's text, and dropping it. */
  comment: Pick<DrawnComment, 'content' | 'setContent' | 'isConfirmingDiscard' | 'requestDiscard' | 'keepEditing' | 'discard'>;
  /** Who '@' suggests; without them (a guest, who sees no member list) the text is plain. */
  people?: readonly MentionPerson[];
  isSubmitting: boolean;
  /** The server's reason when the last submit failed. */
  error: string | undefined;
  onSubmit: (comment: { content: string; mentions: number[] }) => void;
  /** What else is asked before the comment, e.g. a guest's name and address. */
  fields?: ReactNode;
}

/**
 * The spec's 'New Comment' form beside a fresh drawing: the text may be empty; the drawing is what is
 * sent. It is placed by its real size in the part of the page the viewport shows, beside the drawing
 * and never over it while there is room; on a phone it is a sheet along the screen's foot instead.
 */
export function NewCommentForm({ shape, comment, people, isSubmitting, error, onSubmit, fields }: NewCommentFormProps) {
  const intl = useIntl();
  const { content, setContent } = comment;
  const formRef = useRef<HTMLFormElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const { left, top, right, bottom } = shape;

  // Set on the element before the first paint (and before the effect below scrolls to it): the area is
  // the viewport's visible part, in the stage's pixels.
  useLayoutEffect(() => {
    const form = formRef.current;
    const stage = form?.offsetParent;
    const viewport = form?.closest(`[${ZOOM_VIEWPORT_ATTRIBUTE}]`);
    if (!form || !stage || !viewport) return;
    const from = stage.getBoundingClientRect();
    const view = viewport.getBoundingClientRect();
    const area = { left: view.left - from.left + MARGIN, top: view.top - from.top + MARGIN, right: view.left - from.left + viewport.clientWidth - MARGIN, bottom: view.top - from.top + viewport.clientHeight - MARGIN };
    const at = placeBeside({ left, top, right, bottom }, area, { width: form.offsetWidth, height: form.offsetHeight });
    form.style.left = `${at.left}px`;
    form.style.top = `${at.top}px`;
  }, [left, top, right, bottom]);

  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // The first field to fill takes the focus: the comment, or what `fields` asks before it.
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
  }, []);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit({ content, mentions: people ? mentionedIds(content, people) : [] });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Keys pressed in the discard question (a portal) bubble here through React: they are its own.
    if (!event.currentTarget.contains(event.target as Node)) return;
    // Undo in a field with something in it undoes the typing; elsewhere it takes the drawing back.
    const editsText = event.target instanceof HTMLInputElement || (event.target === textRef.current && content !== '');
    if (event.key === 'Escape' || (event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !editsText)) {
      event.preventDefault();
      event.stopPropagation();
      comment.requestDiscard();
    } else if (isSendKey(event)) {
      handleSubmit(event);
    }
  };

  const field = { 'aria-label': intl.formatMessage({ id: 'asset.comment.field' }), value: content, rows: 3 };
  return (
    <form
      ref={formRef}
      aria-labelledby={titleId}
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      onPointerDown={(event) => event.stopPropagation()}
      className="absolute z-20 flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 text-fg shadow-xl max-sm:fixed max-sm:inset-x-2 max-sm:top-auto! max-sm:bottom-2 max-sm:start-2! max-sm:z-40 max-sm:max-h-[calc(100dvh-1rem)] max-sm:w-auto! max-sm:overflow-y-auto"
      style={{ width: WIDTH }}
    >
      <div className="flex items-center justify-between">
        <h2 id={titleId} className="text-sm font-semibold">
          {intl.formatMessage({ id: 'asset.drawing.title' })}
        </h2>
        <button type="button" aria-label={intl.formatMessage({ id: 'asset.drawing.discard' })} title={intl.formatMessage({ id: 'asset.drawing.discardTitle' })} onClick={comment.requestDiscard} className="-me-1 inline-flex size-7 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-fg">
          <CloseIcon />
        </button>
      </div>
      {fields}
      {people ? (
        <MentionTextarea {...field} ref={textRef} placeholder={intl.formatMessage({ id: 'asset.drawing.placeholderMention' })} people={people} onValueChange={setContent} />
      ) : (
        <textarea {...field} ref={textRef} placeholder={intl.formatMessage({ id: 'asset.drawing.placeholder' })} className={TEXTAREA_CLASS} onChange={(event) => setContent(event.target.value)} />
      )}
      <ErrorText>{error}</ErrorText>
      <Button type="submit" size="sm" disabled={isSubmitting}>
        {intl.formatMessage({ id: isSubmitting ? 'asset.comment.submitting' : 'asset.comment.submit' })}
      </Button>
      {comment.isConfirmingDiscard && <DiscardCommentDialog loss={intl.formatMessage({ id: 'asset.drawing.discardLoss' })} onDiscard={comment.discard} onKeepEditing={comment.keepEditing} returnFocusTo={textRef} />}
    </form>
  );
}
