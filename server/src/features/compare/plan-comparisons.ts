import type { Db } from '../../db/database.ts';
import type { DomainEventListener } from '../../domain-events/announce.ts';
import { enqueue } from '../../jobs/queue.ts';
import { readProbe } from '../video/index.ts';
import { createChangesRepository, type ComparedVariation } from './repository.ts';

/** The previous version's counterpart of a variation: the same name, else the same letter. */
export function matchPrevious(variation: Pick<ComparedVariation, 'variation_name' | 'letter_index'>, previous: ComparedVariation[]) {
  return previous.find((old) => old.variation_name === variation.variation_name) ?? previous.find((old) => old.letter_index === variation.letter_index) ?? null;
}

/**
 * Whether a variation's design moves: a video or a sound file. A banner's recording (its probe's
 * `frames_from`) does not make its design, the poster, anything but a still, and a banner recorded
 * before its next version arrived is compared with it as before.
 */
function moves(variation: Pick<ComparedVariation, 'video_probe'>): boolean {
  return variation.video_probe !== null && !readProbe(variation.video_probe)?.frames_from;
}

/**
 * On `version.created`, in the upload's transaction: each variation of the new version gets its
 * comparison row, `pending` with a compare-variation job when the previous version has a counterpart
 * (stills only: a video's frames are not compared), else `none`.
 */
export const planComparisons: DomainEventListener = async (trx: Db, event) => {
  if (event.type !== 'version.created') return;
  const repo = createChangesRepository(trx);
  const version = await repo.findVersion(event.asset_id, event.version_number);
  if (!version) return;
  const [variations, previous] = await Promise.all([repo.listVariationsOfVersion(version.id), repo.listPreviousVariations(event.asset_id, event.version_number)]);
  for (const variation of variations) {
    const counterpart = moves(variation) ? null : matchPrevious(variation, previous);
    const comparable = counterpart !== null && !moves(counterpart);
    await repo.insertChange({ variation_id: variation.id, compared_with: comparable ? counterpart.id : null, state: comparable ? 'pending' : 'none' });
    if (comparable) await enqueue(trx, 'compare-variation', { variation_id: variation.id });
  }
};
