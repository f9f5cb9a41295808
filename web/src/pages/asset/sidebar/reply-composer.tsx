import { useState, type FormEvent } from 'react';
import type { Comment } from '@review/contract/comments';
import { AttachmentPicker } from '../../../features/comments/attachment-picker.tsx';
import { SendIcon } from '../../../features/comments/comment-icons.tsx';
import { MentionTextarea } from '../../../features/comments/mention-textarea.tsx';
import { mentionedIds } from '../../../features/comments/mentions.ts';
import { submitOnSendKey } from '../../../features/comments/send-key.ts';
import { useCreateComment } from '../../../features/comments/use-create-comment.ts';
import { usePendingAttachments } from '../../../features/comments/use-pending-attachments.ts';
import { Button } from '../../../ui/button.tsx';
import { useReviewContext } from './review-context.ts';

/** The reply box of a thread: text with @mentions and image attachments, sent as multipart. */
export function ReplyComposer({ thread, onDone }: { thread: Comment; onDone: () => void }) {
  const { asset, people } = useReviewContext();
  const [text, setText] = useState('');
  const attachments = usePendingAttachments();
  const create = useCreateComment(asset.id);
  const content = text.trim();

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (!content || create.isPending) return;
    create.mutate(
      { variationId: thread.variation.id, parentId: thread.id, content, mentions: mentionedIds(content, people), attachments: attachments.items.map((item) => item.file) },
      {
        onSuccess: () => {
          setText('');
          attachments.clear();
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={send} className="flex flex-col gap-2 border-t border-line pt-3">
      <MentionTextarea
        aria-label="Reply"
        placeholder="Write a reply… (@ to mention)"
        value={text}
        onValueChange={setText}
        people={people}
        onKeyDown={submitOnSendKey}
        readOnly={create.isPending}
        rows={2}
        autoFocus
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <AttachmentPicker items={attachments.items} onAdd={attachments.add} onRemove={attachments.remove} disabled={create.isPending} />
        <Button type="submit" size="sm" disabled={!content || create.isPending}>
          <SendIcon /> {create.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
