import type { Database } from 'better-sqlite3';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import { lowerBoundCount, matchingRowids } from '../lib/listQuery';
import {
  sellerOf,
  toOrder,
  toOrderLine,
  toProduct,
  type ApiOrderLine,
  type OrderLineRow,
  type OrderRow,
  type ProductRow,
} from '../lib/serialize';

/** An order line joined with its order (`o_`), its product (`p_`) and the product's seller (`s_`). */
export type LineJoinRow = OrderLineRow & {
  o_ref: string;
  o_buyer: string | null;
  o_created: string;
  o_address: string | null;
} & { [K in keyof ProductRow as `p_${K}`]: ProductRow[K] } & {
  s_id: string;
  s_name: string;
  s_business_info: string;
};

const PRODUCT_COLUMNS: (keyof ProductRow)[] = [
  'id',
  'sku',
  'seller_id',
  'category_code',
  'status',
  'listing_price',
  'stock_quantity',
  'handling_time',
  'is_recommended',
  'name_en',
  'name_ar',
  'search_text',
  'en',
  'ar',
  'details',
  'product_images',
  'created_at',
  'updated_at',
];

const LINE_SELECT = `
  SELECT l.*, o.order_ref_id AS o_ref, o.buyer_id AS o_buyer, o.created_at AS o_created,
    o.delivery_address AS o_address,
    ${PRODUCT_COLUMNS.map((column) => `p.${column} AS p_${column}`).join(', ')},
    u._id AS s_id, u.name AS s_name, u.business_info AS s_business_info
  FROM order_lines l
  JOIN orders o ON o.id = l.order_id
  JOIN products p ON p.id = l.product_id
  JOIN users u ON u._id = l.seller_id`;

const productOf = (row: LineJoinRow) => {
  const product = Object.fromEntries(
    PRODUCT_COLUMNS.map((column) => [column, row[`p_${column}`]]),
  ) as ProductRow;
  return toProduct(
    product,
    sellerOf({ _id: row.s_id, name: row.s_name, business_info: row.s_business_info }),
  );
};

const orderOf = (row: LineJoinRow): OrderRow => ({
  id: row.order_id,
  order_ref_id: row.o_ref,
  buyer_id: row.o_buyer,
  created_at: row.o_created,
  delivery_address: row.o_address,
});

/** A joined line in the shape of SPEC.md §3. */
export const toApiLine = (row: LineJoinRow): ApiOrderLine => toOrderLine(row, orderOf(row), productOf(row));

/** Groups joined line rows into SPEC.md §3 orders, in the order their first line comes on the page. */
const groupOrders = (rows: LineJoinRow[]) => {
  const orders = new Map<string, { order: OrderRow; lines: ApiOrderLine[] }>();
  for (const row of rows) {
    const order = orderOf(row);
    const entry = orders.get(order.id) ?? { order, lines: [] };
    entry.lines.push(toOrderLine(row, order, productOf(row)));
    orders.set(order.id, entry);
  }
  return [...orders.values()].map(({ order, lines }) => toOrder(order, lines));
};

const countOf = (db: Database, sql: string, params: (string | number)[]): number =>
  (db.prepare<(string | number)[], { count: number }>(sql).get(...params) as { count: number }).count;

/**
 * One page of order lines (each row of the orders screen is a line), newest change first, with how many match.
 * The seller and status conditions match the order_lines indexes, which hold the lines already sorted by
 * updated_at, so a page reads only its own rows. A search (either product name, normalised like
 * products.search_text, or the order reference or id) goes through order_lines_search, one trigram entry per
 * line: few matching lines are read by rowid; many are found along the seller's lines in order and counted only
 * up to `countLimit` (`countIsLowerBound`), as product searches are (server/products/queries.ts).
 */
export const listLines = (
  db: Database,
  filter: { sellerId: string | null; status?: OrderStatus | 'all'; search?: string },
  page: { limit: number; offset: number },
  countLimit: number,
) => {
  const clauses: string[] = [];
  const params: string[] = [];
  if (filter.sellerId) {
    clauses.push('l.seller_id = ?');
    params.push(filter.sellerId);
  }
  if (filter.status && filter.status !== 'all') {
    clauses.push('l.status = ?');
    params.push(filter.status);
  }
  const search = normalizeForSearch(filter.search ?? '');
  const matching = search ? matchingRowids(search, 'order_lines') : null;
  if (matching) {
    clauses.push(`l.rowid IN (${matching.sql})`);
    params.push(...matching.params);
  }
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const pageOf = (from: string) =>
    db
      .prepare<(string | number)[], LineJoinRow>(
        `${LINE_SELECT.replace('FROM order_lines l', from)} ${where}
         ORDER BY l.updated_at DESC, l.rowid DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, page.limit, page.offset);
  if (!matching) {
    const count = countOf(db, `SELECT COUNT(*) AS count FROM order_lines l ${where}`, params);
    return { orders: groupOrders(pageOf('FROM order_lines l')), count, countIsLowerBound: false };
  }
  const matches = countOf(db, `SELECT COUNT(*) AS count FROM (${matching.sql} LIMIT ?)`, [
    ...matching.params,
    countLimit + 1,
  ]);
  // Few matching lines: read them by rowid (NOT INDEXED keeps SQLite from walking all the seller's lines).
  const byRowid = 'FROM order_lines l NOT INDEXED';
  if (matches <= countLimit) {
    const count = countOf(db, `SELECT COUNT(*) AS count ${byRowid} ${where}`, params);
    return { orders: groupOrders(pageOf(byRowid)), count, countIsLowerBound: false };
  }
  const counted = countOf(db, `SELECT COUNT(*) AS count FROM (SELECT 1 ${byRowid} ${where} LIMIT ?)`, [
    ...params,
    countLimit + 1,
  ]);
  const lines = pageOf('FROM order_lines l');
  if (counted <= countLimit) return { orders: groupOrders(lines), count: counted, countIsLowerBound: false };
  return {
    orders: groupOrders(lines),
    count: lowerBoundCount(countLimit, page, lines.length),
    countIsLowerBound: true,
  };
};

/** The line of a product in an order named by its id or its reference. */
export const findLine = (db: Database, orderIdOrRef: string, productId: string): LineJoinRow | undefined =>
  db
    .prepare<[string, string, string], LineJoinRow>(
      `${LINE_SELECT} WHERE (o.id = ? OR o.order_ref_id = ?) AND l.product_id = ?`,
    )
    .get(orderIdOrRef, orderIdOrRef, productId);

export const setLineStatus = (db: Database, lineId: string, status: OrderStatus, at: string): void => {
  db.prepare('UPDATE order_lines SET status = ?, updated_at = ? WHERE id = ?').run(status, at, lineId);
};

/** An order named by its id or its reference, with its buyer (`b_`, null when the account went). */
export type OrderWithBuyerRow = OrderRow & {
  b_id: string | null;
  b_name: string | null;
  b_phone: string | null;
};

export const findOrder = (db: Database, orderIdOrRef: string): OrderWithBuyerRow | undefined =>
  db
    .prepare<[string, string], OrderWithBuyerRow>(
      `SELECT o.id, o.order_ref_id, o.buyer_id, o.created_at, o.delivery_address,
         u._id AS b_id, u.name AS b_name, u.phone_number AS b_phone
       FROM orders o LEFT JOIN users u ON u._id = o.buyer_id
       WHERE o.id = ? OR o.order_ref_id = ?`,
    )
    .get(orderIdOrRef, orderIdOrRef);

/** The lines of an order in the order they were placed; only one seller's when `sellerId` is given. */
export const linesOfOrder = (db: Database, orderId: string, sellerId: string | null): LineJoinRow[] =>
  db
    .prepare<string[], LineJoinRow>(
      `${LINE_SELECT} WHERE l.order_id = ? ${sellerId ? 'AND l.seller_id = ?' : ''} ORDER BY l.rowid`,
    )
    .all(...(sellerId ? [orderId, sellerId] : [orderId]));

/** The audit actions of a line's status: a change, and the undo of one (details.undone names the change). */
export const STATUS_ACTIONS = { changed: 'order_line.status', undone: 'order_line.status_undone' } as const;

/** An audit row of a line's status with the name of whoever made it (null when the account went). */
export type StatusAuditRow = {
  id: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  target_id: string;
  details: string;
  created_at: string;
};

const STATUS_AUDIT_SELECT = `
  SELECT a.id, a.action, a.actor_id, u.name AS actor_name, a.target_id, a.details, a.created_at
  FROM audit_log a LEFT JOIN users u ON u._id = a.actor_id
  WHERE a.target_type = 'order_line' AND a.action IN ('${STATUS_ACTIONS.changed}', '${STATUS_ACTIONS.undone}')`;

/** Every status change and undo of these lines, oldest first (through the audit_log_target index). */
export const statusHistoryOf = (db: Database, lineIds: readonly string[]): StatusAuditRow[] =>
  db
    .prepare<[string], StatusAuditRow>(
      `${STATUS_AUDIT_SELECT} AND a.target_id IN (SELECT value FROM json_each(?))
       ORDER BY a.created_at, a.rowid`,
    )
    .all(JSON.stringify(lineIds));

/** The newest status audit row of a line (a change or an undo), and the newest change made by `actorId`. */
export const lastStatusRows = (
  db: Database,
  lineId: string,
  actorId: string,
): { last: StatusAuditRow | undefined; lastByActor: StatusAuditRow | undefined } => {
  const newest = `ORDER BY a.created_at DESC, a.rowid DESC LIMIT 1`;
  return {
    last: db
      .prepare<[string], StatusAuditRow>(`${STATUS_AUDIT_SELECT} AND a.target_id = ? ${newest}`)
      .get(lineId),
    lastByActor: db
      .prepare<[string, string], StatusAuditRow>(
        `${STATUS_AUDIT_SELECT} AND a.target_id = ? AND a.action = '${STATUS_ACTIONS.changed}'
         AND a.actor_id = ? ${newest}`,
      )
      .get(lineId, actorId),
  };
};
