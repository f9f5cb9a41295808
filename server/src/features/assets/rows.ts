import type { Selectable } from 'kysely';
import type { AssetsTable, VariationsTable } from '../../db/schema.ts';

export type AssetRow = Selectable<AssetsTable>;
export type VariationRow = Selectable<VariationsTable>;
