import type { Database } from 'better-sqlite3';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { matchingRowids } from '../lib/listQuery';
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

/**
 * One page of order lines (each row of the orders screen is a line), newest change first, with the count
 * of every matching line. The seller and status conditions match the order_lines indexes, which hold the
 * lines already sorted by updated_at, so a page reads only its own rows; a search (either product name,
 * normalised like products.search_text, or the order reference or id) filters along the same walk.
 */
export const listLines = (
  db: Database,
  filter: { sellerId: string | null; status?: OrderStatus | 'all'; search?: string },
  page: { limit: number; offset: number },
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
  if (search) {
    const products = matchingRowids(search, 'products');
    const orders = matchingRowids(search, 'orders');
    // The matching lines are collected once through the product and order indexes; the walk over the seller's
    // lines (in updated_at order) then only tests membership, and joins nothing for the lines that miss.
    clauses.push(
      `l.rowid IN (SELECT rowid FROM order_lines WHERE product_id IN (SELECT id FROM products WHERE rowid IN (${products.sql}))
        UNION SELECT rowid FROM order_lines WHERE order_id IN (SELECT id FROM orders WHERE rowid IN (${orders.sql})))`,
    );
    params.push(...products.params, ...orders.params);
  }
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const rows = db
    .prepare<(string | number)[], LineJoinRow>(
      `${LINE_SELECT} ${where} ORDER BY l.updated_at DESC, l.rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, page.limit, page.offset);
  // The joins are only needed to count when the search looks at the product or the order.
  const from = search
    ? 'FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN products p ON p.id = l.product_id'
    : 'FROM order_lines l';
  const { count } = db
    .prepare<string[], { count: number }>(`SELECT COUNT(*) AS count ${from} ${where}`)
    .get(...params) ?? { count: 0 };
  return { orders: groupOrders(rows), count };
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
