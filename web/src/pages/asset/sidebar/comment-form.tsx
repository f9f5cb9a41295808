import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MentionTextarea } from '../../../features/comments/mention-textarea.tsx';
import { submitOnSendKey } from '../../../features/comments/send-key.ts';
import { takeChips } from '../../../features/inspect/pending-chip.ts';
import { FrameScope } from '../../../features/video/frame-scope.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorText } from '../../../ui/field.tsx';
import type { ScreenVariation } from '../source/screen-asset.ts';
import { useReviewContext } from './review-context.ts';
import { useNewComment } from './use-new-comment.ts';

/**
 * A new comment written in the sidebar itself, always on screen (a review link's column), under the
 * name the source asks for before anything is sent. A design check's Add to comment puts its result
 * at the end of the text; on a video, typing stops playback, so the frame it names is the one being
 * written about.
 */
export function CommentForm({ variation, page }: { variation: ScreenVariation; page: number }) {
  const intl = useIntl();
  const { transport } = useReviewContext();
  const { text, setText, content, span, create, people, identity, send } = useNewComment(variation, page, transport);
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // Once the person tried to send, who they write as says live what is missing.
  const [attempt, setAttempt] = useState(0);
  useEffect(
    () =>
      takeChips((chip) => {
        setText((current) => `${current}${current === '' || current.endsWith(' ') ? '' : ' '}${chip} `);
        fieldRef.current?.focus();
      }),
    [setText],
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    if (identity && !identity.isComplete()) return;
    send(() => {
      setText('');
      span.reset();
    });
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3 border-t border-line pt-4" aria-label={intl.formatMessage({ id: 'asset.comment.add' })}>
      {identity?.fields(attempt)}
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {intl.formatMessage({ id: 'asset.comment.field' })}
        </label>
        <MentionTextarea
          ref={fieldRef}
          id={fieldId}
          value={text}
          onValueChange={(value) => {
            transport?.pause();
            setText(value);
          }}
          people={people}
          rows={3}
          onKeyDown={submitOnSendKey}
        />
      </div>
      {transport && <FrameScope transport={transport} span={span} />}
      <ErrorText>{create.error}</ErrorText>
      <Button type="submit" disabled={!content || create.isPending}>
        {intl.formatMessage({ id: create.isPending ? 'asset.comment.posting' : 'asset.comment.post' })}
      </Button>
    </form>
  );
}
