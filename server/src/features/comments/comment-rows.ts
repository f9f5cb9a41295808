import type { Db } from '../../db/database.ts';
import { createCommentsRepository } from './repository.ts';

/**
 * What other features read of comments, in the database or transaction given: the open threads'
 * counts of asset cards, and the comments, attachments, reactions and variations an export lists.
 * Who sees which comment is not in these rows: the reader filters them through its sight
 * (stage-visibility.ts). The rest of the repository stays this feature's.
 */
export function createCommentRows(db: Db) {
  const repo = createCommentsRepository(db);
  return {
    countOpen: repo.countOpen,
    listByAsset: repo.listByAsset,
    listAttachments: repo.listAttachments,
    listReactions: repo.listReactions,
    listVariationRefs: repo.listVariationRefs,
  };
}
