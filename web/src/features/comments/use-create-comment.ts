import type { CommentMessageReply } from '@review/contract/comments';
import { api } from '../../lib/api-client.ts';
import type { FrameSpanBody } from '../video/frame-span.ts';
import { useCommentMutation } from './use-comment-mutation.ts';

/** A comment to send; on a video also its `frame` and `frame_end` (a reply is on its thread's frames, so it sends none). */
export interface NewComment extends Partial<FrameSpanBody> {
  variationId: number;
  content: string;
  /** The thread's top-level comment, for a reply. */
  parentId?: number;
  mentions: number[];
  /** The document page it is about; a reply is on its thread's page, so it sends none. */
  page?: number;
  /** Images sent with it; a comment with files goes as multipart. */
  attachments?: File[];
}

/** Multipart body of `POST /comments`, as the spec's asset screen sends it. */
function toForm({ variationId, content, parentId, mentions, page, frame, frame_end, attachments = [] }: NewComment): FormData {
  const form = new FormData();
  form.append('variation_id', String(variationId));
  form.append('content', content);
  if (parentId !== undefined) form.append('parent_id', String(parentId));
  if (page !== undefined) form.append('page', String(page));
  if (frame !== undefined && frame !== null) form.append('frame', String(frame));
  if (frame_end !== undefined && frame_end !== null) form.append('frame_end', String(frame_end));
  for (const id of mentions) form.append('mentions[]', String(id));
  for (const file of attachments) form.append('attachments[]', file, file.name);
  return form;
}

/** `POST /comments`: JSON for a plain comment, multipart for a reply or anything carrying images. */
export function useCreateComment(assetId: number) {
  return useCommentMutation(assetId, {
    mutationFn: (comment: NewComment) => {
      const isMultipart = comment.parentId !== undefined || (comment.attachments?.length ?? 0) > 0;
      const { variationId, content, mentions, page, frame, frame_end } = comment;
      const body = isMultipart ? toForm(comment) : { variation_id: variationId, content, mentions, page, frame, frame_end };
      return api.post<CommentMessageReply>('/comments', body);
    },
  });
}
