import { productSearchText } from '../../../src/lib/arabicSearch';
import type { Db } from '../database';

/** Products read and rewritten per statement: a large catalogue migrates without holding it all in memory. */
const BATCH = 1000;

/**
 * Product names stored before imports applied Unicode's compatibility form (NFKC): a name pasted in Arabic
 * presentation forms (U+FB50–U+FEFF) or full-width letters is rewritten in ordinary letters, and every search
 * text is computed again with the search's own normalisation, so a search typed in ordinary letters finds it.
 * Only rows whose values change are written; running it again changes nothing.
 */
export async function normaliseCompatibilityForms(db: Db): Promise<number> {
  let after = '';
  let changed = 0;
  for (;;) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'name_en', 'name_ar', 'search_text'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return changed;
    after = rows.at(-1)!.id;
    for (const row of rows) {
      const nameEn = row.name_en.normalize('NFKC');
      const nameAr = row.name_ar.normalize('NFKC');
      const searchText = productSearchText(nameEn, nameAr);
      if (nameEn === row.name_en && nameAr === row.name_ar && searchText === row.search_text) continue;
      await db
        .updateTable('products')
        .set({ name_en: nameEn, name_ar: nameAr, search_text: searchText })
        .where('id', '=', row.id)
        .execute();
      changed += 1;
    }
  }
}
