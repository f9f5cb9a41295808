import type { DomainEventListener } from '../../domain-events/announce.ts';
import type { Announce } from '../../domain-events/announce.ts';
import { createInitialStages } from './initial-stages.ts';
import { createReviewsRepository } from './repository.ts';
import { restartForNewVersion } from './stage-machine.ts';

/**
 * The review follows the asset's life: a new asset gets its stages, its first version starts what
 * starts on upload, each later version restarts the review (contract/stages RestartFrom).
 */
export function createReviewsListener(announce: Announce): DomainEventListener {
  return async (trx, event) => {
    if (event.type === 'asset.created') {
      const asset = await trx.selectFrom('assets').select('project_id').where('id', '=', event.asset_id).executeTakeFirstOrThrow();
      await createInitialStages(trx, event.asset_id, asset.project_id, new Date().toISOString());
    } else if (event.type === 'version.created') {
      const at = new Date();
      await createReviewsRepository(trx).lock(event.asset_id, at.toISOString());
      await restartForNewVersion(trx, announce, event.asset_id, at, { actor_id: event.actor_id });
    }
  };
}
