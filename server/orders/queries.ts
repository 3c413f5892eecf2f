import { addSalesDeltas, statusDeltas, type CountedLine } from '../insight/rollups';
import { sql, type RawBuilder } from 'kysely';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { databaseKind, firstRowOf, rowsOf, type Db } from '../db/database';
import { PRODUCT_COLUMNS } from '../products/queries';
import type { OrderLineRow, OrderRow, ProductRow } from '../db/schema';
import type { OrderLine } from '../../src/lib/api.generated';
import { sellerOf, toOrder, toOrderLine, toProduct, type BuyerContact } from '../lib/serialize';

/** An order line joined with its order (`o_`), its product (`p_`) and the product's seller (`s_`). */
export type LineJoinRow = OrderLineRow & {
  o_ref: string;
  o_buyer: string | null;
  o_created: string;
  o_address: string | null;
  b_name: string | null;
  b_phone: string | null;
} & { [K in keyof ProductRow as `p_${K}`]: ProductRow[K] } & {
  s_id: string;
  s_name: string;
  s_business_info: string;
};

const LINE_COLUMNS: (keyof OrderLineRow)[] = [
  'id',
  'order_id',
  'product_id',
  'seller_id',
  'quantity',
  'status',
  'price',
  'updated_at',
  'returned_quantity',
  'buyer_id',
  'ordered_at',
  'ship_by',
];

const LINE_SELECT_LIST = sql.raw(
  [
    ...LINE_COLUMNS.map((column) => `l.${column}`),
    'o.order_ref_id AS o_ref, o.buyer_id AS o_buyer, o.created_at AS o_created, o.delivery_address AS o_address',
    'b.name AS b_name, b.phone_number AS b_phone',
    ...PRODUCT_COLUMNS.map((column) => `p.${column} AS p_${column}`),
    'u._id AS s_id, u.name AS s_name, u.business_info AS s_business_info',
  ].join(', '),
);

/** Order lines as `l`, joined for LineJoinRow; `lines` names the table (with its plan hint, see linesTable). */
export const lineSelectFrom = (lines: RawBuilder<unknown>) => sql<LineJoinRow>`
  SELECT ${LINE_SELECT_LIST}
  FROM ${lines}
  JOIN orders o ON o.id = l.order_id
  JOIN products p ON p.id = l.product_id
  JOIN users u ON u._id = l.seller_id
  LEFT JOIN users b ON b._id = o.buyer_id`;

/**
 * The order_lines table as `l`. `byRowid`: the lines a search matched are read by rowid, and on SQLite NOT
 * INDEXED keeps the planner from walking all the seller's lines (by the seller's index) instead; PostgreSQL
 * has no such hint and weighs the IN list itself.
 */
const linesTable = (db: Db, byRowid: boolean) =>
  sql.raw(byRowid && databaseKind(db) === 'sqlite' ? 'order_lines l NOT INDEXED' : 'order_lines l');

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

/** A joined line in the API's order-line shape (docs/api.md). */
export const toApiLine = (row: LineJoinRow): OrderLine => toOrderLine(row, orderOf(row), productOf(row));

/** Groups joined line rows into the API's orders (docs/api.md), in the order their first line comes on the page. */
export const groupOrders = (rows: LineJoinRow[]) => {
  const orders = new Map<string, { order: OrderRow; buyer: BuyerContact; lines: OrderLine[] }>();
  for (const row of rows) {
    const order = orderOf(row);
    const entry = orders.get(order.id) ?? {
      order,
      buyer: { name: row.b_name, phone: row.b_phone },
      lines: [],
    };
    entry.lines.push(toOrderLine(row, order, productOf(row)));
    orders.set(order.id, entry);
  }
  return [...orders.values()].map(({ order, buyer, lines }) => toOrder(order, lines, buyer));
};

/** The line of a product in an order named by its id or its reference. */
export const findLine = async (
  db: Db,
  orderIdOrRef: string,
  productId: string,
): Promise<LineJoinRow | undefined> =>
  firstRowOf(
    db,
    sql<LineJoinRow>`${lineSelectFrom(linesTable(db, false))}
      WHERE (o.id = ${orderIdOrRef} OR o.order_ref_id = ${orderIdOrRef}) AND l.product_id = ${productId}`,
  );

/**
 * Sets a line's status if it is still as `line` was read (its status and time of change): false when another
 * change got there first, so two concurrent changes of one line cannot both apply their wallet move. The
 * check is in the UPDATE itself: on PostgreSQL the second UPDATE waits for the first to commit and then finds
 * the line changed; on SQLite transactions run one at a time anyway.
 */
export const setLineStatus = async (
  db: Db,
  line: Pick<OrderLineRow, 'id' | 'status' | 'updated_at'> & CountedLine,
  status: OrderStatus,
  at: string,
): Promise<boolean> => {
  const result = await db
    .updateTable('order_lines')
    .set({ status, updated_at: at })
    .where('id', '=', line.id)
    .where('status', '=', line.status)
    .where('updated_at', '=', line.updated_at)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  // The insight's sums move with the line, in the same transaction.
  await addSalesDeltas(db, statusDeltas(line, line.status, status, at, line.updated_at));
  return true;
};

/** An order named by its id or its reference, with its buyer (`b_`, null when the account went). */
export type OrderWithBuyerRow = OrderRow & {
  b_id: string | null;
  b_name: string | null;
  b_phone: string | null;
};

export const findOrder = async (db: Db, orderIdOrRef: string): Promise<OrderWithBuyerRow | undefined> =>
  db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u._id', 'o.buyer_id')
    .select([
      'o.id',
      'o.order_ref_id',
      'o.buyer_id',
      'o.created_at',
      'o.delivery_address',
      'u._id as b_id',
      'u.name as b_name',
      'u.phone_number as b_phone',
    ])
    .where((eb) => eb.or([eb('o.id', '=', orderIdOrRef), eb('o.order_ref_id', '=', orderIdOrRef)]))
    .executeTakeFirst();

/** The lines of an order in the order they were placed; only one seller's when `sellerId` is given. */
export const linesOfOrder = async (
  db: Db,
  orderId: string,
  sellerId: string | null,
): Promise<LineJoinRow[]> =>
  rowsOf(
    db,
    sql<LineJoinRow>`${lineSelectFrom(linesTable(db, false))}
      WHERE l.order_id = ${orderId} ${sellerId ? sql`AND l.seller_id = ${sellerId}` : sql``}
      ORDER BY l.rowid`,
  );

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

const STATUS_AUDIT_SELECT = sql.raw(`
  SELECT a.id, a.action, a.actor_id, u.name AS actor_name, a.target_id, a.details, a.created_at
  FROM audit_log a LEFT JOIN users u ON u._id = a.actor_id
  WHERE a.target_type = 'order_line' AND a.action IN ('${STATUS_ACTIONS.changed}', '${STATUS_ACTIONS.undone}')`);

/** Every status change and undo of these lines, oldest first (through the audit_log_target index). */
export const statusHistoryOf = async (db: Db, lineIds: readonly string[]): Promise<StatusAuditRow[]> => {
  if (lineIds.length === 0) return [];
  return rowsOf(
    db,
    sql<StatusAuditRow>`${STATUS_AUDIT_SELECT} AND a.target_id IN (${sql.join(lineIds)})
      ORDER BY a.created_at, a.rowid`,
  );
};

/** The newest status audit row of a line (a change or an undo), and the newest change made by `actorId`. */
export const lastStatusRows = async (
  db: Db,
  lineId: string,
  actorId: string,
): Promise<{ last: StatusAuditRow | undefined; lastByActor: StatusAuditRow | undefined }> => {
  const newest = sql`ORDER BY a.created_at DESC, a.rowid DESC LIMIT 1`;
  const [last, lastByActor] = await Promise.all([
    firstRowOf(db, sql<StatusAuditRow>`${STATUS_AUDIT_SELECT} AND a.target_id = ${lineId} ${newest}`),
    firstRowOf(
      db,
      sql<StatusAuditRow>`${STATUS_AUDIT_SELECT} AND a.target_id = ${lineId}
        AND a.action = ${STATUS_ACTIONS.changed} AND a.actor_id = ${actorId} ${newest}`,
    ),
  ]);
  return { last, lastByActor };
};
