import { useState } from 'react';
import { mentionedIds } from '../../../features/comments/mentions.ts';
import { useCommentSpan } from '../../../features/video/use-comment-span.ts';
import type { VideoTransport } from '../../../features/video/video-transport.ts';
import { useReviewSource } from '../source/review-source.ts';
import type { ScreenVariation } from '../source/screen-asset.ts';

/**
 * A new comment without a drawing, on the variation's page on screen and, on a video, the frame on
 * screen (or the loop's range), sent through the screen's source: the members' dialog and a link's
 * form alike.
 */
export function useNewComment(variation: ScreenVariation, page: number, transport: VideoTransport | null, initialText = '') {
  const { writes, marks } = useReviewSource();
  const create = writes.useCreate();
  const span = useCommentSpan(transport);
  const [text, setText] = useState(initialText);
  const content = text.trim();

  function send(onSent: () => void) {
    if (!content || create.isPending) return;
    create.mutate({ variationId: variation.id, page, content, mentions: mentionedIds(content, marks.people), ...span.bodyNow() }, { onSuccess: onSent });
  }

  return { text, setText, content, span, create, people: marks.people, identity: writes.identity, send };
}
