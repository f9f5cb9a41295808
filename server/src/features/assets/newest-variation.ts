import type { ExpressionBuilder } from 'kysely';
import type { AssetsTable, Database } from '../../db/schema.ts';

// Query fragments, not queries: the project lists', reviews' and search's repositories select an asset's picture with them.

/** Subquery: a column of the newest version's first variation of the asset aliased `a`. */
const newestFirstVariation =
  <C extends 'thumbnail' | 'page_count'>(column: C) =>
  (eb: ExpressionBuilder<Database & { a: AssetsTable }, 'a'>) =>
    eb
      .selectFrom('variations as v')
      .innerJoin('versions as ver', 'ver.id', 'v.version_id')
      .select(`v.${column}` as `v.${C}`)
      .whereRef('ver.asset_id', '=', 'a.id')
      .orderBy('ver.version', 'desc')
      .orderBy('v.letter_index', 'asc')
      .limit(1)
      .as(column);

/** Subquery: the thumbnail of the newest version's first variation of the asset aliased `a` (its page 1). */
export const newestThumbnail = newestFirstVariation('thumbnail');
/** Subquery: how many pages the newest version's first variation of the asset aliased `a` has. */
export const newestPageCount = newestFirstVariation('page_count');
