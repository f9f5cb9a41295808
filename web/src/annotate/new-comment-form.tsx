import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { ErrorText } from '../ui/field.tsx';
import { CloseIcon } from '../ui/icons.tsx';

export const NEW_COMMENT_FORM_SIZE = { width: 272, height: 196 };

export interface NewCommentFormProps {
  /** Top left, in pixels of the image stage. */
  position: { left: number; top: number };
  isSubmitting: boolean;
  /** The server's reason when the last submit failed. */
  error: string | undefined;
  onSubmit: (content: string) => void;
  /** Drops the drawing (X, Escape, or Ctrl+Z with nothing typed). */
  onDiscard: () => void;
  /** What else is asked before the comment, e.g. a guest's name and address. */
  fields?: ReactNode;
}

/** The spec's 'New Comment' form beside a fresh drawing: the text may be empty; the drawing is what is sent. */
export function NewCommentForm({ position, isSubmitting, error, onSubmit, onDiscard, fields }: NewCommentFormProps) {
  const [content, setContent] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();

  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // The first field to fill takes the focus: the comment, or what `fields` asks before it.
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
  }, []);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit(content);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onDiscard();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      handleSubmit(event);
    } else if (event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !content && !(event.target instanceof HTMLInputElement)) {
      // Undo takes the drawing back; once something is typed (or in another field) it undoes the typing as usual.
      event.preventDefault();
      onDiscard();
    }
  };

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
        <button type="button" aria-label="Discard drawing" title="Discard drawing (Esc)" onClick={onDiscard} className="-mr-1 inline-flex size-7 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-fg">
          <CloseIcon />
        </button>
      </div>
      {fields}
      <textarea
        aria-label="Comment"
        placeholder="Add a comment (optional)"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={3}
        className="w-full resize-none rounded-md border border-line bg-surface px-2.5 py-2 text-sm text-fg placeholder:text-muted"
      />
      <ErrorText>{error}</ErrorText>
      <Button type="submit" size="sm" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit'}
      </Button>
    </form>
  );
}
