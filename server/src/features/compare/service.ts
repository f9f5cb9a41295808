import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { findActorVariation, type Actor } from '../access/index.ts';
import { findVisibleProject } from '../projects/index.ts';
import { presentChanges } from './presenter.ts';
import { createChangesRepository } from './repository.ts';


/** Changed regions as people read them: only of variations in projects they can see. */
export function createChangesService(db: Db) {
  const repo = createChangesRepository(db);
  return {
    /** `GET /variations/{id}/changes`: 404 for anyone who cannot see the variation's project. */
    async findChanges(userId: number, variationId: number) {
      const projectId = await repo.findProjectOfVariation(variationId);
      if (projectId === undefined) throw notFound('variation_not_found');
      await findVisibleProject(db, userId, projectId, 'variation_not_found');
      return presentChanges(await repo.findChange(variationId));
    },

    /** The same regions for any actor, a review link's guest among them: only of a variation the actor reaches (a guest, of the link's assets). */
    async findChangesAs(actor: Actor, variationId: number) {
      const { variation } = await findActorVariation(db, actor, variationId);
      return presentChanges(await repo.findChange(variation.id));
    },
  };
}

export type ChangesService = ReturnType<typeof createChangesService>;
