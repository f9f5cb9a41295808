import type { Db } from '../../db/database.ts';
import { ifRefused, notFound } from '../../errors.ts';
import { findActorAsset, type Actor, type ActorAsset } from '../access/index.ts';
import { createCommentsRepository, type CommentRow } from './repository.ts';
import { sightFor } from './stage-visibility.ts';


/**
 * A comment `actor` sees, with its asset and the actor placed in its project; 404 for anyone who
 * cannot see its asset (outside the project, outside the link) or its stage (stage-visibility.ts),
 * as if it did not exist.
 */
export async function findActorComment(db: Db, actor: Actor, commentId: number): Promise<ActorAsset & { comment: CommentRow }> {
  const comment = await createCommentsRepository(db).find(commentId);
  if (!comment) throw notFound('comment_not_found');
  const reached = await findActorAsset(db, actor, comment.asset_id).catch(
    ifRefused(() => {
      throw notFound('comment_not_found');
    }),
  );
  if (!(await sightFor(db, actor, [comment.asset_id])).sees(comment)) throw notFound('comment_not_found');
  return { comment, ...reached };
}
