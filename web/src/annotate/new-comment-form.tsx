import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { DiscardCommentDialog } from '../features/comments/discard-comment-dialog.tsx';
import { MentionTextarea, TEXTAREA_CLASS } from '../features/comments/mention-textarea.tsx';
import { mentionedIds, type MentionPerson } from '../features/comments/mentions.ts';
import { isSendKey } from '../features/comments/send-key.ts';
import { Button } from '../ui/button.tsx';
import { ErrorText } from '../ui/field.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import type { DrawnComment } from './use-drawn-comment.ts';

export const NEW_COMMENT_FORM_SIZE = { width: 272, height: 196 };

export interface NewCommentFormProps {
  /** Top left, in pixels of the image stage. */
  position: { left: number; top: number };
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

/** The spec's 'New Comment' form beside a fresh drawing: the text may be empty; the drawing is what is sent. */
export function NewCommentForm({ position, comment, people, isSubmitting, error, onSubmit, fields }: NewCommentFormProps) {
  const { content, setContent } = comment;
  const formRef = useRef<HTMLFormElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();

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

  const field = { 'aria-label': 'Comment', value: content, rows: 3 };
  return (
    <form
      ref={formRef}
      aria-labelledby={titleId}
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      onPointerDown={(event) => event.stopPropagation()}
      className="absolute z-20 flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 text-fg shadow-xl"
      style={{ left: position.left, top: position.top, width: NEW_COMMENT_FORM_SIZE.width }}
    >
      <div className="flex items-center justify-between">
        <h2 id={titleId} className="text-sm font-semibold">
          New Comment
        </h2>
        <button type="button" aria-label="Discard drawing" title="Discard drawing (Esc)" onClick={comment.requestDiscard} className="-mr-1 inline-flex size-7 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-fg">
          <CloseIcon />
        </button>
      </div>
      {fields}
      {people ? (
        <MentionTextarea {...field} ref={textRef} placeholder="Add a comment (optional, @ to mention)" people={people} onValueChange={setContent} />
      ) : (
        <textarea {...field} ref={textRef} placeholder="Add a comment (optional)" className={TEXTAREA_CLASS} onChange={(event) => setContent(event.target.value)} />
      )}
      <ErrorText>{error}</ErrorText>
      <Button type="submit" size="sm" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit'}
      </Button>
      {comment.isConfirmingDiscard && <DiscardCommentDialog loss="What you typed and drew will be lost." onDiscard={comment.discard} onKeepEditing={comment.keepEditing} returnFocusTo={textRef} />}
    </form>
  );
}
