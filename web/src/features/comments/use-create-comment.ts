import type { CommentMessageReply } from '@review/contract/comments';
import { api } from '../../lib/api-client.ts';
import { useCommentMutation } from './use-comment-mutation.ts';

export interface NewComment {
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
function toForm({ variationId, content, parentId, mentions, page, attachments = [] }: NewComment): FormData {
  const form = new FormData();
  form.append('variation_id', String(variationId));
  form.append('content', content);
  if (parentId !== undefined) form.append('parent_id', String(parentId));
  if (page !== undefined) form.append('page', String(page));
  for (const id of mentions) form.append('mentions[]', String(id));
  for (const file of attachments) form.append('attachments[]', file, file.name);
  return form;
}

/** `POST /comments`: JSON for a plain comment, multipart for a reply or anything carrying images. */
export function useCreateComment(assetId: number) {
  return useCommentMutation(assetId, {
    mutationFn: (comment: NewComment) => {
      const isMultipart = comment.parentId !== undefined || (comment.attachments?.length ?? 0) > 0;
      const body = isMultipart ? toForm(comment) : { variation_id: comment.variationId, content: comment.content, mentions: comment.mentions, page: comment.page };
      return api.post<CommentMessageReply>('/comments', body);
    },
  });
}
