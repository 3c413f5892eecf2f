/**
 * A seller's change of price or stock over many products at once: the products picked on the page or every
 * one matching the list's filter, a new price, a change of price by a percentage or an amount (rounded to
 * piasters), or a new stock. A preview says what each would become and which are refused (a price that would
 * be 0 or less, or above the offer's maximum); the change is one transaction, audited per product, and can be
 * undone for a few minutes (the same window as the admins' status changes). Price and stock alone keep a
 * product's status.
 */
import { sql, type RawBuilder } from 'kysely';
import { PRODUCT_OFFER } from '../../src/lib/entities/product';
import { changesOf, databaseKind, firstRowOf, rowsOf, type Db } from '../db/database';
import type { AppSettings } from '../config';
import { ApiError } from '../lib/errors';
import { newId, nowIso } from '../lib/ids';
import { toLE, toPiasters } from '../lib/money';
import { publishNotifications } from '../lib/reviews';
import { writeLowStockNotification, type LowStockChange } from './lowStock';
import { BULK_MESSAGES as M } from './messages';
import { whereSql, type Where } from './queries';

export const OFFER_CHANGE_KINDS = ['setPrice', 'changePercent', 'changeAmount', 'setStock'] as const;
export type OfferChange = { kind: (typeof OFFER_CHANGE_KINDS)[number]; value: number };

/** Rows a preview lists of the changes and of the refusals. */
const LISTED = 20;

const MAX_PRICE = toPiasters(PRODUCT_OFFER.listing_price.maximum);

/** The new price of each product, in piasters (SQL over the products table). */
const newPriceSql = ({ kind, value }: OfferChange): RawBuilder<number> => {
  switch (kind) {
    case 'setPrice':
      return sql`CAST(${toPiasters(value)} AS BIGINT)`;
    case 'changePercent':
      // Half a piaster rounds away from zero on both databases (numeric on PostgreSQL, real on SQLite).
      return sql`CAST(ROUND(listing_price * CAST(${100 + value} AS NUMERIC) / 100.0) AS BIGINT)`;
    case 'changeAmount':
      return sql`listing_price + CAST(${toPiasters(value)} AS BIGINT)`;
    case 'setStock':
      return sql`listing_price`;
  }
};

const newStockSql = ({ kind, value }: OfferChange): RawBuilder<number> =>
  kind === 'setStock' ? sql`CAST(${value} AS BIGINT)` : sql`stock_quantity`;

/** A new price the offer refuses: not above 0, or above its maximum. */
const refusedSql = (change: OfferChange): RawBuilder<boolean> =>
  sql`(${newPriceSql(change)} <= 0 OR ${newPriceSql(change)} > ${MAX_PRICE})`;

const changingSql = (change: OfferChange): RawBuilder<boolean> =>
  sql`(${newPriceSql(change)} <> listing_price OR ${newStockSql(change)} <> stock_quantity)`;

type Listed = {
  id: string;
  sku: string;
  name_en: string;
  name_ar: string;
  price: number;
  stock: number;
  new_price: number;
  new_stock: number;
};

const listedOf = (row: Listed) => ({
  _id: row.id,
  sku: row.sku,
  name: { en: row.name_en, ar: row.name_ar },
  price: toLE(Number(row.price)),
  stock: Number(row.stock),
  new_price: toLE(Number(row.new_price)),
  new_stock: Number(row.new_stock),
});

const listed = (db: Db, where: Where, change: OfferChange) =>
  rowsOf(
    db,
    sql<Listed>`SELECT id, sku, name_en, name_ar, listing_price AS price, stock_quantity AS stock,
      ${newPriceSql(change)} AS new_price, ${newStockSql(change)} AS new_stock
      FROM products ${whereSql(where)} ORDER BY updated_at DESC, id LIMIT ${LISTED}`,
  );

const countWhere = async (db: Db, where: Where): Promise<number> =>
  Number(
    (await firstRowOf(db, sql<{ count: number }>`SELECT COUNT(*) AS count FROM products ${whereSql(where)}`))
      ?.count ?? 0,
  );

/** What the change would do to the products `where` names: how many match, change and are refused, and some of each. */
export const previewOfferChange = async (db: Db, where: Where, change: OfferChange) => {
  const refusedWhere = [...where, refusedSql(change)];
  const changingWhere = [...where, sql`NOT ${refusedSql(change)}`, changingSql(change)];
  const [matching, refused, changing, changes, refusals] = await Promise.all([
    countWhere(db, where),
    countWhere(db, refusedWhere),
    countWhere(db, changingWhere),
    listed(db, changingWhere, change),
    listed(db, refusedWhere, change),
  ]);
  return {
    matching,
    changing,
    refused,
    unchanged: matching - changing - refused,
    changes: changes.map(listedOf),
    refusals: refusals.map(listedOf),
  };
};

/** A new random id of 24 hex characters per row an INSERT ... SELECT writes (the audit rows of a batch). */
const newIdSql = (db: Db): RawBuilder<string> =>
  databaseKind(db) === 'postgres'
    ? sql`substr(replace(CAST(gen_random_uuid() AS TEXT), '-', ''), 1, 24)`
    : sql`lower(hex(randomblob(12)))`;

export type OfferChangeRequest = {
  where: Where;
  change: OfferChange;
  sellerId: string;
  actorId: string;
  /** How many products the confirmed preview counted: a different count now is refused (409). */
  expected: number | null;
};

/** Applies the change to every product it may change, in one transaction; refused ones are left as they are. */
export const applyOfferChange = async (
  db: Db,
  settings: AppSettings['productBulk'],
  request: OfferChangeRequest,
) => {
  const at = nowIso();
  const batchId = newId();
  const { where, change } = request;
  const result = await db.transaction().execute(async (trx) => {
    const matching = await countWhere(trx, where);
    if (request.expected !== null && matching !== request.expected) {
      throw new ApiError(409, M.selectionChanged(request.expected, matching));
    }
    if (matching > settings.maxProducts) throw new ApiError(413, M.tooMany(matching, settings.maxProducts));
    const refused = await countWhere(trx, [...where, refusedSql(change)]);
    await trx
      .insertInto('product_offer_batches')
      .values({
        id: batchId,
        actor_id: request.actorId,
        seller_id: request.sellerId,
        operation: JSON.stringify(change),
        changed: 0,
        created_at: at,
      })
      .execute();
    const changed = await changesOf(
      trx,
      sql`INSERT INTO product_offer_batch_items
          (batch_id, product_id, previous_price, previous_stock, previous_updated_at, new_price, new_stock)
        SELECT CAST(${batchId} AS TEXT), id, listing_price, stock_quantity, updated_at,
          ${newPriceSql(change)}, ${newStockSql(change)}
        FROM products ${whereSql([...where, sql`NOT ${refusedSql(change)}`, changingSql(change)])}`,
    );
    await trx.updateTable('product_offer_batches').set({ changed }).where('id', '=', batchId).execute();
    await sql`UPDATE products SET listing_price = i.new_price, stock_quantity = i.new_stock,
        updated_at = CAST(${at} AS TEXT)
      FROM product_offer_batch_items i WHERE i.batch_id = ${batchId} AND products.id = i.product_id`.execute(
      trx,
    );
    // details: {"batch_id", "from": {price, stock}, "to": {price, stock}} in piasters; numbers need no escaping.
    await sql`INSERT INTO audit_log (id, actor_id, action, target_type, target_id, details, created_at)
      SELECT ${newIdSql(trx)}, CAST(${request.actorId} AS TEXT), 'product.offer_changed', 'product', product_id,
        '{"batch_id":"' || batch_id || '","from":{"listing_price":' || CAST(previous_price AS TEXT)
          || ',"stock_quantity":' || CAST(previous_stock AS TEXT) || '},"to":{"listing_price":'
          || CAST(new_price AS TEXT) || ',"stock_quantity":' || CAST(new_stock AS TEXT) || '}}',
        CAST(${at} AS TEXT)
      FROM product_offer_batch_items WHERE batch_id = ${batchId} ORDER BY product_id`.execute(trx);
    const fellLow = await rowsOf(
      trx,
      sql<LowStockChange>`SELECT p.id, p.name_en, p.name_ar, p.sku, i.previous_stock AS before,
          i.new_stock AS after, p.low_stock_threshold AS threshold
        FROM product_offer_batch_items i JOIN products p ON p.id = i.product_id
        WHERE i.batch_id = ${batchId} AND i.new_stock <= p.low_stock_threshold
          AND i.previous_stock > p.low_stock_threshold`,
    );
    const notifications = await writeLowStockNotification(trx, request.sellerId, fellLow);
    return { changed, refused, notifications };
  });
  await publishNotifications(db, result.notifications);
  return {
    batch_id: batchId,
    changed: result.changed,
    refused: result.refused,
    undo_until:
      settings.undoSeconds > 0 && result.changed > 0
        ? new Date(Date.parse(at) + settings.undoSeconds * 1000).toISOString()
        : null,
  };
};

/**
 * Puts back what a batch changed, within the undo window: a product still holding the batch's values and time
 * returns to its price, stock and time before; one changed since is left as it is (counted as skipped).
 */
export const undoOfferChange = async (
  db: Db,
  settings: AppSettings['productBulk'],
  batchId: string,
  sellerId: string,
) => {
  const at = nowIso();
  return db.transaction().execute(async (trx) => {
    const batch = await trx
      .selectFrom('product_offer_batches')
      .selectAll()
      .where('id', '=', batchId)
      .executeTakeFirst();
    // Another seller's batch answers as if it did not exist.
    if (!batch || batch.seller_id !== sellerId) throw new ApiError(404, M.batchNotFound);
    if (batch.undone_at) throw new ApiError(409, M.alreadyUndone);
    if (!(Date.parse(at) - Date.parse(batch.created_at) < settings.undoSeconds * 1000)) {
      throw new ApiError(409, M.undoExpired);
    }
    const still = sql`products.listing_price = i.new_price AND products.stock_quantity = i.new_stock
      AND products.updated_at = ${batch.created_at}`;
    await sql`INSERT INTO audit_log (id, actor_id, action, target_type, target_id, details, created_at)
      SELECT ${newIdSql(trx)}, CAST(${sellerId} AS TEXT), 'product.offer_change_undone', 'product', i.product_id,
        '{"batch_id":"' || i.batch_id || '"}', CAST(${at} AS TEXT)
      FROM product_offer_batch_items i JOIN products ON products.id = i.product_id
      WHERE i.batch_id = ${batchId} AND ${still} ORDER BY i.product_id`.execute(trx);
    const restored = await changesOf(
      trx,
      sql`UPDATE products SET listing_price = i.previous_price, stock_quantity = i.previous_stock,
          updated_at = i.previous_updated_at
        FROM product_offer_batch_items i
        WHERE i.batch_id = ${batchId} AND products.id = i.product_id AND ${still}`,
    );
    await trx.updateTable('product_offer_batches').set({ undone_at: at }).where('id', '=', batchId).execute();
    return { restored, skipped: batch.changed - restored };
  });
};
