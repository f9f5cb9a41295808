import { ChangedRegionSchema, ChangeStateSchema, type ChangedRegion, type VariationChanges } from '@review/contract/changes';
import type { Selectable } from 'kysely';
import type { VariationChangesTable } from '../../db/schema.ts';

/** The stored boxes, read through their schema: a row written by an older server cannot leak other fields. */
export const parseRegions = (text: string): ChangedRegion[] => ChangedRegionSchema.array().catch([]).parse(JSON.parse(text));

/** Allow-list from a comparison row to the wire; a variation without one (added to a version later) has nothing to compare. */
export function presentChanges(row: Selectable<VariationChangesTable> | undefined): VariationChanges {
  if (!row) return { compared_with: null, state: 'none', regions: [], changed_ratio: 0, compared_at: null };
  const state = ChangeStateSchema.catch('failed').parse(row.state);
  const ready = state === 'ready';
  return { compared_with: row.compared_with, state, regions: ready ? parseRegions(row.regions) : [], changed_ratio: ready ? Number(row.changed_ratio) : 0, compared_at: state === 'pending' || state === 'none' ? null : row.updated_at };
}
