import { sql } from 'kysely';
import { LOW_STOCK } from '../../src/lib/entities/product';
import type { Db } from '../db/database';
import type { NotificationRow, ProductRow } from '../db/schema';
import { newId, nowIso } from '../lib/ids';
import { writeNotifications } from '../notifications/queries';
import { PRODUCTS_MESSAGES as M } from './messages';

/** The threshold a seller's products follow unless they have their own. */
export const sellerLowStockDefault = async (db: Db, sellerId: string): Promise<number> =>
  (await db.selectFrom('users').select('low_stock_default').where('_id', '=', sellerId).executeTakeFirst())
    ?.low_stock_default ?? LOW_STOCK.defaultThreshold;

/** A new product's threshold: the seller's default, followed until one is set for the product. */
export const inheritedThreshold = (sellerDefault: number) => ({
  low_stock_threshold: sellerDefault,
  low_stock_own: 0,
});

/** Products whose default changes per statement: small enough that other calls never wait long between two. */
const DEFAULT_BATCH_ROWS = 2000;

/**
 * Sets a seller's default threshold and copies it into every product that follows it, in batches (each its own
 * statement) so a seller with a large catalogue does not hold the database for the whole of it.
 */
export const setLowStockDefault = async (db: Db, sellerId: string, threshold: number): Promise<void> => {
  await db.updateTable('users').set({ low_stock_default: threshold }).where('_id', '=', sellerId).execute();
  for (;;) {
    const result = await sql`UPDATE products SET low_stock_threshold = ${threshold}
      WHERE rowid IN (SELECT rowid FROM products WHERE seller_id = ${sellerId} AND low_stock_own = 0
        AND low_stock_threshold <> ${threshold} LIMIT ${DEFAULT_BATCH_ROWS})`.execute(db);
    if (Number(result.numAffectedRows ?? 0) < DEFAULT_BATCH_ROWS) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
};

export type LowStockChange = Pick<ProductRow, 'id' | 'name_en' | 'name_ar' | 'sku'> & {
  before: number;
  after: number;
  threshold: number;
};

/** A change takes the product to its threshold or below from above it: the moment to tell the seller. */
const fellToLow = (change: LowStockChange): boolean =>
  change.after <= change.threshold && change.before > change.threshold;

/**
 * The seller's one notification for the products a change took to low stock (none when it took none there),
 * written in the caller's transaction; `publishNotifications` pushes it once that has committed.
 */
export const writeLowStockNotification = async (
  db: Db,
  sellerId: string,
  changes: readonly LowStockChange[],
): Promise<NotificationRow[]> => {
  const low = changes.filter(fellToLow);
  if (low.length === 0) return [];
  const [first] = low;
  const name = (language: 'en' | 'ar') =>
    (language === 'en' ? first!.name_en || first!.name_ar : first!.name_ar || first!.name_en) || first!.sku;
  const message =
    low.length === 1 ? M.lowStockOne(name('en'), name('ar'), first!.after) : M.lowStockMany(low.length);
  const row: NotificationRow = {
    id: newId(),
    user_id: sellerId,
    object_type: 'low_stock',
    message_en: message.en,
    message_ar: message.ar,
    read: 0,
    object: JSON.stringify({ product_ids: low.map((change) => change.id), count: low.length }),
    created_at: nowIso(),
  };
  await writeNotifications(db, [row]);
  return [row];
};
