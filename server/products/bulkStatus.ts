/**
 * An admin's status change of many products at once (issue 16): a preview of what it would do, the change in
 * one transaction, and its undo for a few minutes (PRODUCT_BULK_UNDO_LIMIT_SECONDS). The products picked by
 * id (PUT /products/update-status) and those matching a filter over every page (POST /products/bulk-status)
 * go through the same batch, so both are audited per product, tell each seller once, and can be undone.
 */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { OPEN_ORDER_STATUSES } from '../../src/lib/orderStatus';
import { PRODUCT_STATUSES, type ProductStatus } from '../../src/lib/productStatus';
import type { ReviewReason } from '../../src/lib/reviewReasons';
import { ApiError } from '../lib/errors';
import { newId, nowIso } from '../lib/ids';
import {
  publishNotifications,
  reviewReasonFor,
  writeReviewNotifications,
  type ReviewNotification,
} from '../lib/reviews';
import { BULK_MESSAGES as M } from './messages';
import { placeholders, productWhere, whereSql, type Where } from './queries';
import type { ProductSelection, ReasonBody } from './schemas';

export type CountByStatus = Record<ProductStatus, number>;

const noCounts = (): CountByStatus =>
  Object.fromEntries(PRODUCT_STATUSES.map((status) => [status, 0])) as CountByStatus;

/** The products a selection names, as a WHERE over the products table (admins: every seller). */
export const selectionWhere = (selection: ProductSelection): Where => productWhere(selection, null);

export const idsWhere = (ids: readonly string[]): Where => ({
  clauses: [`id IN (${placeholders(ids)})`],
  params: [...ids],
});

const OPEN_LINES = `EXISTS (SELECT 1 FROM order_lines l WHERE l.product_id = products.id
  AND l.status IN (${OPEN_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')}))`;

/** What a change to `to` would do to the products `where` names. */
export const previewStatusChange = (db: Database, where: Where, to: ProductStatus) => {
  const sql = whereSql(where);
  const byStatus = noCounts();
  let recommended = 0;
  const groups = db
    .prepare<(string | number)[], { status: ProductStatus; count: number; recommended: number }>(
      `SELECT status, COUNT(*) AS count, SUM(is_recommended) AS recommended FROM products ${sql} GROUP BY status`,
    )
    .all(...where.params);
  for (const group of groups) {
    byStatus[group.status] = group.count;
    recommended += group.recommended;
  }
  const inOpenOrders = db
    .prepare<(string | number)[], { count: number }>(
      `SELECT COUNT(*) AS count FROM products ${sql ? `${sql} AND` : 'WHERE'} ${OPEN_LINES}`,
    )
    .get(...where.params) as { count: number };
  const matching = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  return {
    matching,
    changing: matching - byStatus[to],
    by_status: byStatus,
    recommended,
    in_open_orders: inOpenOrders.count,
  };
};

type Batch = {
  id: string;
  actor_id: string | null;
  status: ProductStatus;
  changed: number;
  created_at: string;
  undone_at: string | null;
};

const productCount = (count: number) => ({
  en: `${count} ${count === 1 ? 'product' : 'products'}`,
  ar: `عدد المنتجات: ${count}`,
});

/** One notification per seller whose products the batch changed, naming up to this many of them. */
const NAMED_PRODUCTS = 20;

const sellerNotifications = (
  db: Database,
  batchId: string,
  message: (count: number) => ReviewNotification['message'],
  object: Record<string, unknown>,
  at: string,
): ReviewNotification[] =>
  db
    .prepare<[string], { seller_id: string; count: number; ids: string }>(
      `SELECT p.seller_id, COUNT(*) AS count, json_group_array(p.id) AS ids
       FROM product_status_batch_items i JOIN products p ON p.id = i.product_id
       WHERE i.batch_id = ? GROUP BY p.seller_id`,
    )
    .all(batchId)
    .map((row) => ({
      userId: row.seller_id,
      objectType: 'product',
      message: message(row.count),
      object: {
        ...object,
        batch_id: batchId,
        count: row.count,
        product_ids: (JSON.parse(row.ids) as string[]).slice(0, NAMED_PRODUCTS),
      },
      at,
    }));

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
export const applyStatusChange = (app: FastifyInstance, change: StatusChange) => {
  const { sqlite: db } = app;
  const { maxProducts, undoSeconds } = app.settings.productBulk;
  const at = nowIso();
  const reason: ReviewReason | null = reviewReasonFor(change.to, change.reason, at);
  const batchId = newId();
  const sql = whereSql(change.where);
  const { params } = change.where;
  const result = db.transaction(() => {
    const preview = previewStatusChange(db, change.where, change.to);
    if (change.expected !== null && preview.matching !== change.expected) {
      throw new ApiError(409, M.selectionChanged(change.expected, preview.matching));
    }
    if (preview.matching > maxProducts) throw new ApiError(413, M.tooMany(preview.matching, maxProducts));
    db.prepare(
      'INSERT INTO product_status_batches (id, actor_id, status, changed, created_at) VALUES (?, ?, ?, 0, ?)',
    ).run(batchId, change.actorId, change.to, at);
    const changed = db
      .prepare(
        `INSERT INTO product_status_batch_items (batch_id, product_id, previous_status, previous_reason, previous_updated_at)
         SELECT ?, id, status, review_reason, updated_at FROM products ${sql ? `${sql} AND` : 'WHERE'} status <> ?`,
      )
      .run(batchId, ...params, change.to).changes;
    db.prepare('UPDATE product_status_batches SET changed = ? WHERE id = ?').run(changed, batchId);
    db.prepare(
      `UPDATE products SET status = ?, review_reason = ?, updated_at = ?
       WHERE id IN (SELECT product_id FROM product_status_batch_items WHERE batch_id = ?)`,
    ).run(change.to, reason ? JSON.stringify(reason) : null, at, batchId);
    db.prepare(
      `INSERT INTO audit_log (id, actor_id, action, target_type, target_id, details, created_at)
       SELECT lower(hex(randomblob(12))), ?, 'product.status_changed', 'product', product_id,
         json_object('from', previous_status, 'to', ?, 'batch_id', ?, 'reason', json(?)), ?
       FROM product_status_batch_items WHERE batch_id = ?`,
    ).run(change.actorId, change.to, batchId, reason ? JSON.stringify(reason) : 'null', at, batchId);
    const notifications = writeReviewNotifications(
      db,
      sellerNotifications(
        db,
        batchId,
        (count) => M.sellerNotice(productCount(count), change.to, reason),
        { status: change.to, reason },
        at,
      ),
    );
    return { preview, changed, notifications };
  })();
  publishNotifications(db, result.notifications);
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
export const undoStatusChange = (app: FastifyInstance, batchId: string, actorId: string) => {
  const { sqlite: db } = app;
  const at = nowIso();
  const result = db.transaction(() => {
    const batch = db
      .prepare<[string], Batch>('SELECT * FROM product_status_batches WHERE id = ?')
      .get(batchId);
    if (!batch) throw new ApiError(404, M.batchNotFound);
    if (batch.undone_at) throw new ApiError(409, M.alreadyUndone);
    const elapsedMs = Date.parse(at) - Date.parse(batch.created_at);
    if (!(elapsedMs < app.settings.productBulk.undoSeconds * 1000)) throw new ApiError(409, M.undoExpired);
    const stillAsSet = `FROM product_status_batch_items i JOIN products p ON p.id = i.product_id
      WHERE i.batch_id = ? AND p.status = ? AND p.updated_at = ?`;
    db.prepare(
      `INSERT INTO audit_log (id, actor_id, action, target_type, target_id, details, created_at)
       SELECT lower(hex(randomblob(12))), ?, 'product.bulk_status_undone', 'product', i.product_id,
         json_object('from', p.status, 'to', i.previous_status, 'batch_id', i.batch_id), ?
       ${stillAsSet}`,
    ).run(actorId, at, batchId, batch.status, batch.created_at);
    const notifications = writeReviewNotifications(
      db,
      sellerNotifications(db, batchId, (count) => M.undoneNotice(productCount(count)), { undone: true }, at),
    );
    const restored = db
      .prepare(
        `UPDATE products SET status = i.previous_status, review_reason = i.previous_reason,
           updated_at = i.previous_updated_at
         FROM product_status_batch_items i
         WHERE i.batch_id = ? AND products.id = i.product_id AND products.status = ? AND products.updated_at = ?`,
      )
      .run(batchId, batch.status, batch.created_at).changes;
    db.prepare('UPDATE product_status_batches SET undone_at = ? WHERE id = ?').run(at, batchId);
    return { restored, skipped: batch.changed - restored, notifications };
  })();
  publishNotifications(db, result.notifications);
  return { restored: result.restored, skipped: result.skipped };
};
