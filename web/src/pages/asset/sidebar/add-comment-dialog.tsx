import { useId, useState, type FormEvent, type RefObject } from 'react';
import type { Variation } from '@review/contract/assets';
import { MentionTextarea } from '../../../features/comments/mention-textarea.tsx';
import { mentionedIds } from '../../../features/comments/mentions.ts';
import { useCreateComment } from '../../../features/comments/use-create-comment.ts';
import { isMultiPage } from '../../../features/documents/pages.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useReviewContext } from './review-context.ts';

export interface AddCommentDialogProps {
  variation: Variation;
  /** The document page on screen (1 for images). */
  page: number;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The 'Add a comment' overlay: a textarea and Submit; posts JSON to `POST /comments`. */
export function AddCommentDialog({ variation, page, onClose, returnFocusTo }: AddCommentDialogProps) {
  const { asset, people } = useReviewContext();
  const [text, setText] = useState('');
  const create = useCreateComment(asset.id);
  const fieldId = useId();
  const content = text.trim();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!content || create.isPending) return;
    create.mutate({ variationId: variation.id, page, content, mentions: mentionedIds(content, people) }, { onSuccess: onClose });
  }

  return (
    <Dialog title="Add a comment" description={`On variation ${variation.label}${isMultiPage(variation) ? `, page ${page}` : ''}`} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form onSubmit={handleSubmit} className="flex flex-col gap-3">
        <label htmlFor={fieldId} className="text-sm font-medium">
          Comment
        </label>
        <MentionTextarea id={fieldId} value={text} onValueChange={setText} people={people} rows={4} placeholder="Your feedback… (@ to mention)" readOnly={create.isPending} autoFocus />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!content || create.isPending}>
            {create.isPending ? 'Submitting...' : 'Submit'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
