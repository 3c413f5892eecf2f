/**
 * An admin's status change of many products at once (docs/review.md): a preview of what it would do, the change in
 * one transaction, and its undo for a few minutes (PRODUCT_BULK_UNDO_LIMIT_SECONDS). The products picked by
 * id (PUT /products/update-status) and those matching a filter over every page (POST /products/bulk-status)
 * go through the same batch, so both are audited per product, tell each seller once, and can be undone.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { OPEN_ORDER_STATUSES } from '../../src/lib/orderStatus';
import { PRODUCT_STATUSES, type ProductStatus } from '../../src/lib/productStatus';
import type { ReviewReason } from '../../src/lib/reviewReasons';
import { changesOf, databaseKind, firstRowOf, rowsOf, type Db } from '../db/database';
import { PRODUCT_OFFER } from '../../src/lib/entities/product';
import { ApiError } from '../lib/errors';
import { newId, nowIso } from '../lib/ids';
import { toPiasters } from '../lib/money';
import {
  publishNotifications,
  reviewReasonFor,
  writeReviewNotifications,
  type ReviewNotification,
} from '../lib/reviews';
import { BULK_MESSAGES as M } from './messages';
import { productWhere, whereSql, type Where } from './queries';
import type { ProductSelection, ReasonBody } from './schemas';

export type CountByStatus = Record<ProductStatus, number>;

const noCounts = (): CountByStatus =>
  Object.fromEntries(PRODUCT_STATUSES.map((status) => [status, 0])) as CountByStatus;

/** The products a selection names, as a WHERE over the products table (admins: every seller). */
export const selectionWhere = (db: Db, selection: ProductSelection): Where =>
  productWhere(db, selection, null);

export const idsWhere = (ids: readonly string[]): Where => [sql`id IN (${sql.join(ids)})`];

const OPEN_LINES = sql`EXISTS (SELECT 1 FROM order_lines l WHERE l.product_id = products.id
  AND l.status IN (${sql.join(OPEN_ORDER_STATUSES)}))`;

/** What a change to `to` would do to the products `where` names. */
export const previewStatusChange = async (db: Db, where: Where, to: ProductStatus) => {
  const byStatus = noCounts();
  let recommended = 0;
  const groups = await rowsOf(
    db,
    sql<{ status: ProductStatus; count: number; recommended: number }>`SELECT status, COUNT(*) AS count,
      SUM(is_recommended) AS recommended FROM products ${whereSql(where)} GROUP BY status`,
  );
  for (const group of groups) {
    byStatus[group.status] = group.count;
    recommended += group.recommended;
  }
  const inOpenOrders = await firstRowOf(
    db,
    sql<{ count: number }>`SELECT COUNT(*) AS count FROM products ${whereSql([...where, OPEN_LINES])}`,
  );
  const matching = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  return {
    matching,
    changing: matching - byStatus[to],
    by_status: byStatus,
    recommended,
    in_open_orders: inOpenOrders?.count ?? 0,
  };
};

const productCount = (count: number) => ({
  en: `${count} ${count === 1 ? 'product' : 'products'}`,
  ar: `عدد المنتجات: ${count}`,
});

/** One notification per seller whose products the batch changed, naming up to this many of them. */
const NAMED_PRODUCTS = 20;

const sellerNotifications = async (
  db: Db,
  batchId: string,
  message: (count: number) => ReviewNotification['message'],
  object: Record<string, unknown>,
  at: string,
): Promise<ReviewNotification[]> => {
  // Each seller's count of the batch's products, and the first NAMED_PRODUCTS of them by id.
  const named = await rowsOf(
    db,
    sql<{ seller_id: string; id: string; count: number }>`SELECT seller_id, id, count FROM (
        SELECT p.seller_id, p.id, COUNT(*) OVER (PARTITION BY p.seller_id) AS count,
          ROW_NUMBER() OVER (PARTITION BY p.seller_id ORDER BY i.product_id) AS position
        FROM product_status_batch_items i JOIN products p ON p.id = i.product_id
        WHERE i.batch_id = ${batchId}
      ) AS numbered
      WHERE position <= ${NAMED_PRODUCTS} ORDER BY seller_id, position`,
  );
  const bySeller = new Map<string, { count: number; ids: string[] }>();
  for (const row of named) {
    const seller = bySeller.get(row.seller_id) ?? { count: row.count, ids: [] };
    seller.ids.push(row.id);
    bySeller.set(row.seller_id, seller);
  }
  return [...bySeller].map(([sellerId, { count, ids }]) => ({
    userId: sellerId,
    objectType: 'product',
    message: message(count),
    object: { ...object, batch_id: batchId, count, product_ids: ids },
    at,
  }));
};

/**
 * A new random id of 24 hex characters for each row an INSERT ... SELECT writes, as newId makes them: the audit
 * rows of a batch are written by one statement, not thousands.
 */
const newIdSql = (db: Db): RawBuilder<string> =>
  databaseKind(db) === 'postgres'
    ? sql`substr(replace(CAST(gen_random_uuid() AS TEXT), '-', ''), 1, 24)`
    : sql`lower(hex(randomblob(12)))`;

/** Piasters the offer's price may hold: above 0, at most its maximum (prices are stored in piasters). */
const SELLABLE_PRICE = sql`listing_price > 0 AND listing_price <= ${toPiasters(PRODUCT_OFFER.listing_price.maximum)}`;

/**
 * No product becomes active at a price the offer refuses (one saved before the rule, by an earlier release):
 * the whole change is refused, naming how many need a new price first.
 */
const refuseUnsellablePrices = async (trx: Db, where: Where): Promise<void> => {
  const found = await firstRowOf(
    trx,
    sql<{ count: number }>`SELECT COUNT(*) AS count FROM products
      ${whereSql([...where, sql`status <> 'active'`, sql`NOT (${SELLABLE_PRICE})`])}`,
  );
  const count = Number(found?.count ?? 0);
  if (count > 0) throw new ApiError(409, M.unsellablePrice(count));
};

export type StatusChange = {
  where: Where;
  to: ProductStatus;
  reason: ReasonBody | undefined;
  actorId: string;
  /** The count the admin saw in the preview; null when the products were picked one by one. */
  expected: number | null;
};

/**
 * Sets `to` on every product `where` names that is not already in it, in one transaction: the batch keeps
 * what each was before, each product gets its audit row, each seller one notification (pushed once committed).
 */
export const applyStatusChange = async (app: FastifyInstance, change: StatusChange) => {
  const { db } = app;
  const { maxProducts, undoSeconds } = app.settings.productBulk;
  const at = nowIso();
  const reason: ReviewReason | null = reviewReasonFor(change.to, change.reason, at);
  const reasonJson = reason ? JSON.stringify(reason) : null;
  const batchId = newId();
  const result = await db.transaction().execute(async (trx) => {
    const preview = await previewStatusChange(trx, change.where, change.to);
    if (change.expected !== null && preview.matching !== change.expected) {
      throw new ApiError(409, M.selectionChanged(change.expected, preview.matching));
    }
    if (preview.matching > maxProducts) throw new ApiError(413, M.tooMany(preview.matching, maxProducts));
    if (change.to === 'active') await refuseUnsellablePrices(trx, change.where);
    await trx
      .insertInto('product_status_batches')
      .values({ id: batchId, actor_id: change.actorId, status: change.to, changed: 0, created_at: at })
      .execute();
    const changed = await changesOf(
      trx,
      sql`INSERT INTO product_status_batch_items
          (batch_id, product_id, previous_status, previous_reason, previous_updated_at)
        SELECT CAST(${batchId} AS TEXT), id, status, review_reason, updated_at FROM products
        ${whereSql([...change.where, sql`status <> ${change.to}`])}`,
    );
    await trx.updateTable('product_status_batches').set({ changed }).where('id', '=', batchId).execute();
    const inBatch = trx
      .selectFrom('product_status_batch_items')
      .select('product_id')
      .where('batch_id', '=', batchId);
    await trx
      .updateTable('products')
      .set({ status: change.to, review_reason: reasonJson, updated_at: at })
      .where('id', 'in', inBatch)
      .execute();
    // details: {"from", "to", "batch_id", "reason"}; statuses and ids need no escaping, the reason is JSON.
    await sql`INSERT INTO audit_log (id, actor_id, action, target_type, target_id, details, created_at)
      SELECT ${newIdSql(trx)}, CAST(${change.actorId} AS TEXT), 'product.status_changed', 'product', product_id,
        '{"from":"' || previous_status || '","to":"' || CAST(${change.to} AS TEXT) || '","batch_id":"'
          || batch_id || '","reason":' || CAST(${reasonJson ?? 'null'} AS TEXT) || '}',
        CAST(${at} AS TEXT)
      FROM product_status_batch_items WHERE batch_id = ${batchId} ORDER BY product_id`.execute(trx);
    const notifications = await writeReviewNotifications(
      trx,
      await sellerNotifications(
        trx,
        batchId,
        (count) => M.sellerNotice(productCount(count), change.to, reason),
        { status: change.to, reason },
        at,
      ),
    );
    return { preview, changed, notifications };
  });
  await publishNotifications(db, result.notifications);
  return {
    batchId,
    changed: result.changed,
    byStatus: result.preview.by_status,
    undoUntil:
      undoSeconds > 0 && result.changed > 0
        ? new Date(Date.parse(at) + undoSeconds * 1000).toISOString()
        : null,
  };
};

/**
 * Puts back what a batch changed, within the undo window: each product that still holds the batch's status
 * and time returns to its status, reason and time before; one changed since by someone else is left as it is
 * (counted as skipped).
 */
export const undoStatusChange = async (app: FastifyInstance, batchId: string, actorId: string) => {
  const { db } = app;
  const at = nowIso();
  const result = await db.transaction().execute(async (trx) => {
    const batch = await trx
      .selectFrom('product_status_batches')
      .selectAll()
      .where('id', '=', batchId)
      .executeTakeFirst();
    if (!batch) throw new ApiError(404, M.batchNotFound);
    if (batch.undone_at) throw new ApiError(409, M.alreadyUndone);
    const elapsedMs = Date.parse(at) - Date.parse(batch.created_at);
    if (!(elapsedMs < app.settings.productBulk.undoSeconds * 1000)) throw new ApiError(409, M.undoExpired);
    await sql`INSERT INTO audit_log (id, actor_id, action, target_type, target_id, details, created_at)
      SELECT ${newIdSql(trx)}, CAST(${actorId} AS TEXT), 'product.bulk_status_undone', 'product', i.product_id,
        '{"from":"' || p.status || '","to":"' || i.previous_status || '","batch_id":"' || i.batch_id || '"}',
        CAST(${at} AS TEXT)
      FROM product_status_batch_items i JOIN products p ON p.id = i.product_id
      WHERE i.batch_id = ${batchId} AND p.status = ${batch.status} AND p.updated_at = ${batch.created_at}
      ORDER BY i.product_id`.execute(trx);
    const notifications = await writeReviewNotifications(
      trx,
      await sellerNotifications(
        trx,
        batchId,
        (count) => M.undoneNotice(productCount(count)),
        { undone: true },
        at,
      ),
    );
    const restored = await changesOf(
      trx,
      sql`UPDATE products SET status = i.previous_status, review_reason = i.previous_reason,
          updated_at = i.previous_updated_at
        FROM product_status_batch_items i
        WHERE i.batch_id = ${batchId} AND products.id = i.product_id
          AND products.status = ${batch.status} AND products.updated_at = ${batch.created_at}`,
    );
    await trx
      .updateTable('product_status_batches')
      .set({ undone_at: at })
      .where('id', '=', batchId)
      .execute();
    return { restored, skipped: batch.changed - restored, notifications };
  });
  await publishNotifications(db, result.notifications);
  return { restored: result.restored, skipped: result.skipped };
};
