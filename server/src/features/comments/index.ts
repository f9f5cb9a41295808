import assets from '../assets/index.ts';
import { defineFeature, route } from '../feature.ts';
import commentRoutes from './routes.ts';
import { createCommentsService } from './service.ts';

// What other features use of this one; the feature itself is the default export.
export { parseAnnotation } from './annotation.ts';
export { createCommentRows } from './comment-rows.ts';
export type { CommentRow } from './rows.ts';
export { excerpt } from './excerpt.ts';
export { numberThreads } from './marker-numbers.ts';
export type { CommentsService } from './service.ts';
export { guestSight, memberSight, membersNotSeeing, sightFor, type CommentSight } from './stage-visibility.ts';
export { createComment } from './create-comment.ts';
export { deleteComment } from './delete-comment.ts';
export { editComment } from './edit-comment.ts';
export { listActorComments } from './load-comments.ts';

export default defineFeature({
  name: 'comments',
  get needs() {
    return [assets];
  },
  build: ({ database, blobs, announce, reads }) => {
    const comments = createCommentsService(database.db, { blobs, announce });
    return { publishes: { comments }, routes: [route(commentRoutes, { comments, reads })] };
  },
});
