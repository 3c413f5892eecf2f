import type { Db } from '../database';
import { searchTextOf } from '../../products/searchText';

/** Products read per statement: a large catalogue migrates without holding it all in memory. */
const BATCH = 1000;

/**
 * Search texts computed again with the product's brand (when its names do not already say it), so the catalogue
 * finds a product by its brand. Only rows whose text changes are written; running it again changes nothing.
 */
export async function addBrandsToSearchText(db: Db): Promise<number> {
  let after = '';
  let changed = 0;
  for (;;) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'name_en', 'name_ar', 'en', 'ar', 'search_text'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return changed;
    after = rows.at(-1)!.id;
    for (const row of rows) {
      const searchText = searchTextOf(row);
      if (searchText === row.search_text) continue;
      await db.updateTable('products').set({ search_text: searchText }).where('id', '=', row.id).execute();
      changed += 1;
    }
  }
}
