import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Comment } from '@review/contract/comments';
import { AttachmentPicker } from '../../../features/comments/attachment-picker.tsx';
import { SendIcon } from '../../../features/comments/comment-icons.tsx';
import { MentionTextarea } from '../../../features/comments/mention-textarea.tsx';
import { mentionedIds } from '../../../features/comments/mentions.ts';
import { submitOnSendKey } from '../../../features/comments/send-key.ts';
import { usePendingAttachments } from '../../../features/comments/use-pending-attachments.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorText } from '../../../ui/field.tsx';
import { useReviewSource } from '../source/review-source.ts';

/**
 * The reply box of a thread: text with @mentions and image attachments, sent as multipart, for a
 * member; text alone for a link's guest, whose API takes neither, who is asked their name here if they reply
 * before giving it. A refusal shows under it.
 */
export function ReplyComposer({ thread, onDone }: { thread: Comment; onDone: () => void }) {
  const intl = useIntl();
  const { writes, team, marks } = useReviewSource();
  const { people } = marks;
  const [text, setText] = useState('');
  const attachments = usePendingAttachments();
  const create = writes.useCreate();
  const content = text.trim();
  // Asked only once a reply went unsent for want of a name: the comment form below already shows who
  // the guest writes as, and a second copy of that line in every open reply box would say it twice.
  const [attempt, setAttempt] = useState(0);

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (!content || create.isPending) return;
    if (writes.identity && !writes.identity.isComplete()) {
      setAttempt((count) => count + 1);
      return;
    }
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
      {attempt > 0 && writes.identity?.fields(attempt)}
      <MentionTextarea
        aria-label={intl.formatMessage({ id: 'asset.reply.label' })}
        placeholder={intl.formatMessage({ id: team ? 'asset.reply.placeholderMention' : 'asset.reply.placeholder' })}
        value={text}
        onValueChange={setText}
        people={people}
        onKeyDown={submitOnSendKey}
        readOnly={create.isPending}
        rows={2}
        autoFocus
      />
      <ErrorText>{create.error}</ErrorText>
      <div className="flex flex-wrap items-start justify-between gap-2">
        {team ? <AttachmentPicker items={attachments.items} onAdd={attachments.add} onRemove={attachments.remove} disabled={create.isPending} /> : <span />}
        <Button type="submit" size="sm" disabled={!content || create.isPending}>
          <SendIcon /> {intl.formatMessage({ id: create.isPending ? 'asset.common.sending' : 'asset.reply.send' })}
        </Button>
      </div>
    </form>
  );
}
