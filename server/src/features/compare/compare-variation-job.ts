import type { VariationComparison } from './compare-variation.ts';
import type { JobHandler } from '../../jobs/worker.ts';

/** A new version's variation against the previous version's, enqueued with its upload (features/changes). */
export const compareVariationHandler = (comparison: VariationComparison): JobHandler<'compare-variation'> => ({
  run: (payload, context) => comparison.compareVariation(payload.variation_id, context),
  giveUp: async (payload) => {
    await comparison.giveUp(payload.variation_id);
  },
  maxAttempts: 5,
});
