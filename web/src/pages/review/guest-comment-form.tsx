import { useEffect, useRef, useState, type FormEvent } from 'react';
import { submitOnSendKey } from '../../features/comments/send-key.ts';
import { takeChips } from '../../features/inspect/pending-chip.ts';
import { FrameScope } from '../../features/video/frame-scope.tsx';
import type { FrameSpanBody } from '../../features/video/frame-span.ts';
import { useCommentSpan } from '../../features/video/use-comment-span.ts';
import type { VideoTransport } from '../../features/video/video-transport.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { GuestIdentityLine } from './guest-identity.tsx';
import { identityErrors, type GuestIdentityState } from './use-guest-identity.ts';

export interface GuestCommentFormProps {
  guest: GuestIdentityState;
  /** Posts the comment, on a video with its frames; resolves once it went through (the text is then cleared). */
  onPost: (content: string, frames: FrameSpanBody) => Promise<unknown>;
  isPosting: boolean;
  canPost: boolean;
  error: string | undefined;
  /** The video's playhead: the comment goes on the frame on screen (or the loop's frames). Null for a still. */
  transport: VideoTransport | null;
}

/**
 * A guest's new comment, under the name and address they give (asked for, with the reason, before
 * anything is sent). On a video, typing stops playback, so the frame it names is the one being written about.
 */
export function GuestCommentForm({ guest, onPost, isPosting, canPost, error, transport }: GuestCommentFormProps) {
  const [content, setContent] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // A design check's Add to comment puts its result at the end of the text, ready to be written about.
  useEffect(
    () =>
      takeChips((chip) => {
        setContent((current) => `${current}${current === '' || current.endsWith(' ') ? '' : ' '}${chip} `);
        fieldRef.current?.focus();
      }),
    [],
  );
  const span = useCommentSpan(transport);
  // Once the guest tried to send, the name and address say live what is missing.
  const [attempt, setAttempt] = useState(0);
  const identityProblems = attempt > 0 ? identityErrors(guest.identity) : {};

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    if (Object.keys(identityErrors(guest.identity)).length > 0) return;
    const { frame = null, frame_end = null } = span.bodyNow();
    void onPost(content, { frame, frame_end }).then(
      () => {
        setContent('');
        span.reset();
      },
      () => undefined,
    );
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3 border-t border-line pt-4" aria-label="Add a comment">
      {guest.isAsking && <p className="text-sm text-muted">Comment as a guest. Your name is shown with your comments; your address goes only to the project's team.</p>}
      <GuestIdentityLine guest={guest} verb="Commenting as" errors={identityProblems} attempt={attempt} />
      <TextAreaField
        ref={fieldRef}
        label="Comment"
        value={content}
        onChange={(event) => {
          transport?.pause();
          setContent(event.target.value);
        }}
        onKeyDown={submitOnSendKey}
      />
      {transport && <FrameScope transport={transport} span={span} />}
      <ErrorText>{error}</ErrorText>
      <Button type="submit" disabled={!canPost || !content.trim() || isPosting}>
        {isPosting ? 'Posting...' : 'Post comment'}
      </Button>
    </form>
  );
}
