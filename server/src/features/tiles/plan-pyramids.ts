import type { Db } from '../../db/database.ts';
import type { DomainEventListener } from '../../domain-events/announce.ts';
import { enqueue } from '../../jobs/queue.ts';
import { needsPyramid } from '../assets/index.ts';
import { createTilesRepository } from './repository.ts';

/**
 * In the upload's transaction (`version.created`, `variation.added`): a make-pyramid job for each new
 * image larger than its preview. The preview is there already, so the design opens at once and
 * deep zoom follows once the pyramid is made.
 */
export const planPyramids: DomainEventListener = async (trx: Db, event) => {
  const repo = createTilesRepository(trx);
  let sources;
  if (event.type === 'version.created') sources = await repo.listVersionSources(event.asset_id, event.version_number);
  else if (event.type === 'variation.added') sources = [await repo.findSource(event.variation_id)];
  else return;
  for (const source of sources) {
    if (source && needsPyramid(source)) await enqueue(trx, 'make-pyramid', { variation_id: source.id });
  }
};
