import type { Db } from '../../db/database.ts';
import { invalid } from '../../errors.ts';
import type { VariationRow } from './repository.ts';

/** The page a comment is about, checked against the design file's pages. */
export function assertPageOf(variation: Pick<VariationRow, 'page_count'>, page: number): number {
  if (page > variation.page_count) {
    const code = variation.page_count === 1 ? 'page_one_only' : 'page_out_of_range';
    throw invalid(code, { page, pages: variation.page_count }, { page: code });
  }
  return page;
}

/** A page's size in the pixels annotation points are in; a page still rendering cannot be drawn on yet. */
export async function findPageSize(db: Db, variation: Pick<VariationRow, 'id' | 'width' | 'height'>, page: number): Promise<{ width: number; height: number }> {
  if (page === 1) return variation;
  const found = await db.selectFrom('variation_pages').select(['width', 'height']).where('variation_id', '=', variation.id).where('number', '=', page).executeTakeFirst();
  if (!found) throw invalid('page_rendering', { page }, { page: 'page_not_rendered_field' });
  return found;
}
