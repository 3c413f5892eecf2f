import { sql } from 'kysely';
import { skuOf } from '../../../src/lib/entities/product';
import type { Db } from '../database';

/** Products read at a time. */
const BATCH = 5_000;

/**
 * SKUs saved with an Arabic keyboard's digits before the API made them ASCII on the way in: a spreadsheet update
 * or a search typed with 0–9 would miss them. Each is rewritten as skuOf gives it, unless the seller already has
 * a product with that SKU (both are kept as they are: the seller sees two and chooses).
 */
export const asciiSkus = async (db: Db): Promise<void> => {
  for (let after = -1; ;) {
    const rows = await sql<{ rowid: number; id: string; seller_id: string; sku: string }>`SELECT rowid, id,
      seller_id, sku FROM products WHERE rowid > ${after} ORDER BY rowid LIMIT ${BATCH}`.execute(db);
    if (rows.rows.length === 0) return;
    after = Number(rows.rows.at(-1)?.rowid);
    for (const row of rows.rows) {
      const sku = skuOf(row.sku);
      if (sku === row.sku || sku === '') continue;
      const taken = await db
        .selectFrom('products')
        .select('id')
        .where('seller_id', '=', row.seller_id)
        .where((eb) => eb(eb.fn('lower', ['sku']), '=', sku.toLowerCase()))
        .executeTakeFirst();
      if (!taken) await db.updateTable('products').set({ sku }).where('id', '=', row.id).execute();
    }
  }
};
