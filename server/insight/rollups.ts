/**
 * The sums the sales insight reads, kept by day as order lines move (tables seller_sales_days, market_sales_days,
 * product_sales_days and product_sales_months). Each move of a line is turned into deltas here, in one place:
 * - placed: the seller's order (counted once per order and seller), the line, its units and value, on the day
 *   it was ordered;
 * - shipped: a shipped line on the day it shipped, and on time when that day is not after its ship-by day;
 * - delivered: its units and value as sales (and its product's) on the day it was delivered;
 * - returned: units of a delivered line that came back, on the day they came back.
 * An undo (a move back that the status rules do not allow forward) takes its change's deltas away again, on the
 * day of that change: the line's last change, when the undo is made.
 * Days are Egypt's calendar days; money is in piasters.
 */
import { calendarDayOf } from '../../src/lib/documentFileName';
import { isAllowedTransition, type OrderStatus } from '../../src/lib/orderStatus';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export type SalesSums = {
  orders: number;
  lines: number;
  units: number;
  ordered_value: number;
  sold_units: number;
  sales: number;
  shipped_lines: number;
  shipped_on_time: number;
  returned_units: number;
  returned_value: number;
};

export const SALES_SUM_COLUMNS = [
  'orders',
  'lines',
  'units',
  'ordered_value',
  'sold_units',
  'sales',
  'shipped_lines',
  'shipped_on_time',
  'returned_units',
  'returned_value',
] as const satisfies readonly (keyof SalesSums)[];

/** One change to a seller's day, and to a product's when it sold or unsold units. */
export type SalesDelta = {
  sellerId: string;
  day: string;
  sums: Partial<SalesSums>;
  product?: { id: string; soldUnits: number; sales: number };
};

/** What a line's moves are counted from. */
export type CountedLine = {
  order_id: string;
  seller_id: string;
  product_id: string;
  quantity: number;
  price: number;
  returned_quantity: number;
  ship_by: string | null;
  ordered_at: string | null;
};

/** Days by the hour a moment falls in: Egypt's clock changes on the hour, and a rebuild reads a million lines. */
const dayByHour = new Map<string, string>();

/** The Egypt calendar day of an ISO time. */
export const marketDayOf = (at: string): string => {
  const hour = at.slice(0, 13);
  let day = dayByHour.get(hour);
  if (day === undefined) {
    day = calendarDayOf(`${hour}:00:00Z`) ?? at.slice(0, 10);
    if (dayByHour.size > 100_000) dayByHour.clear();
    dayByHour.set(hour, day);
  }
  return day;
};

export const placedDelta = (line: CountedLine, firstOfOrder: boolean, at: string): SalesDelta => ({
  sellerId: line.seller_id,
  day: marketDayOf(line.ordered_at ?? at),
  sums: {
    orders: firstOfOrder ? 1 : 0,
    lines: 1,
    units: line.quantity,
    ordered_value: line.quantity * line.price,
  },
});

const shippedDelta = (line: CountedLine, at: string, sign: 1 | -1): SalesDelta => {
  const day = marketDayOf(at);
  return {
    sellerId: line.seller_id,
    day,
    sums: { shipped_lines: sign, shipped_on_time: line.ship_by !== null && day <= line.ship_by ? sign : 0 },
  };
};

const deliveredDelta = (line: CountedLine, at: string, sign: 1 | -1): SalesDelta => ({
  sellerId: line.seller_id,
  day: marketDayOf(at),
  sums: { sold_units: sign * line.quantity, sales: sign * line.quantity * line.price },
  product: { id: line.product_id, soldUnits: sign * line.quantity, sales: sign * line.quantity * line.price },
});

/** Units of a delivered line that came back at `at` (a return case's goods, or the rest of the line). */
export const returnedDelta = (
  line: CountedLine,
  units: number,
  at: string,
  sign: 1 | -1 = 1,
): SalesDelta => ({
  sellerId: line.seller_id,
  day: marketDayOf(at),
  sums: { returned_units: sign * units, returned_value: sign * units * line.price },
});

/**
 * The deltas of one status change of a line, made at `at`; `changedAt` is when the line last changed (the
 * change an undo takes back).
 */
export const statusDeltas = (
  line: CountedLine,
  from: OrderStatus,
  to: OrderStatus,
  at: string,
  changedAt: string,
): SalesDelta[] => {
  if (isAllowedTransition(from, to)) {
    if (to === 'shipped') return [shippedDelta(line, at, 1)];
    if (to === 'delivered') return [deliveredDelta(line, at, 1)];
    if (to === 'returned' && from === 'delivered') {
      const units = line.quantity - line.returned_quantity;
      return units > 0 ? [returnedDelta(line, units, at)] : [];
    }
    return [];
  }
  // An undo: the change it takes back is the line's last one.
  if (from === 'shipped') return [shippedDelta(line, changedAt, -1)];
  if (from === 'delivered') return [deliveredDelta(line, changedAt, -1)];
  if (from === 'returned' && to === 'delivered') {
    const units = line.quantity - line.returned_quantity;
    return units > 0 ? [returnedDelta(line, units, changedAt, -1)] : [];
  }
  return [];
};

type Keyed<Row> = Map<string, Row>;

const addInto = <Row extends Record<string, number | string>>(
  rows: Keyed<Row>,
  key: string,
  start: () => Row,
  sums: Partial<Record<keyof Row, number>>,
) => {
  const row = rows.get(key) ?? start();
  for (const [column, value] of Object.entries(sums) as [keyof Row, number][]) {
    (row[column] as number) = ((row[column] as number) ?? 0) + value;
  }
  rows.set(key, row);
};

const emptySums = (): SalesSums => ({
  orders: 0,
  lines: 0,
  units: 0,
  ordered_value: 0,
  sold_units: 0,
  sales: 0,
  shipped_lines: 0,
  shipped_on_time: 0,
  returned_units: 0,
  returned_value: 0,
});

/** Rows to a statement: 14 values each stays far under SQLite's limit of bound values. */
const CHUNK = 500;

const chunks = <Row>(rows: readonly Row[]): Row[][] => {
  const out: Row[][] = [];
  for (let first = 0; first < rows.length; first += CHUNK) out.push(rows.slice(first, first + CHUNK));
  return out;
};

/** Deltas merged by the row they change, ready to be added to the tables. */
export const mergeDeltas = (deltas: readonly SalesDelta[]) => {
  const sellerDays: Keyed<SalesSums & { seller_id: string; day: string }> = new Map();
  const marketDays: Keyed<SalesSums & { day: string }> = new Map();
  const productDays: Keyed<{
    seller_id: string;
    day: string;
    product_id: string;
    sold_units: number;
    sales: number;
  }> = new Map();
  const productMonths: Keyed<{
    seller_id: string;
    month: string;
    product_id: string;
    sold_units: number;
    sales: number;
  }> = new Map();
  for (const { sellerId, day, sums, product } of deltas) {
    addInto(sellerDays, `${sellerId} ${day}`, () => ({ seller_id: sellerId, day, ...emptySums() }), sums);
    addInto(marketDays, day, () => ({ day, ...emptySums() }), sums);
    if (product && (product.soldUnits !== 0 || product.sales !== 0)) {
      const productSums = { sold_units: product.soldUnits, sales: product.sales };
      addInto(
        productDays,
        `${sellerId} ${day} ${product.id}`,
        () => ({ seller_id: sellerId, day, product_id: product.id, sold_units: 0, sales: 0 }),
        productSums,
      );
      const month = `${day.slice(0, 7)}-01`;
      addInto(
        productMonths,
        `${sellerId} ${month} ${product.id}`,
        () => ({ seller_id: sellerId, month, product_id: product.id, sold_units: 0, sales: 0 }),
        productSums,
      );
    }
  }
  return {
    sellerDays: [...sellerDays.values()],
    marketDays: [...marketDays.values()],
    productDays: [...productDays.values()],
    productMonths: [...productMonths.values()],
  };
};

type SumTable = 'seller_sales_days' | 'market_sales_days' | 'product_sales_days' | 'product_sales_months';

/** Adds rows to a sum table: a row that is there gets each of `sums` added to its own (both databases upsert alike). */
const addRows = async (
  db: Db,
  table: SumTable,
  keys: readonly string[],
  sums: readonly string[],
  rows: readonly Record<string, string | number>[],
): Promise<void> => {
  for (const chunk of chunks(rows)) {
    await sql`INSERT INTO ${sql.table(table)} (${sql.join([...keys, ...sums].map((column) => sql.ref(column)))})
      VALUES ${sql.join(chunk.map((row) => sql`(${sql.join([...keys, ...sums].map((column) => row[column]))})`))}
      ON CONFLICT (${sql.join(keys.map((column) => sql.ref(column)))}) DO UPDATE SET ${sql.join(
        sums.map(
          (column) =>
            sql`${sql.ref(column)} = ${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`,
        ),
      )}`.execute(db);
  }
};

const PRODUCT_SUMS = ['sold_units', 'sales'] as const;

/** Adds deltas to the sums, in the caller's transaction. */
export const addSalesDeltas = async (db: Db, deltas: readonly SalesDelta[]): Promise<void> => {
  if (deltas.length === 0) return;
  const merged = mergeDeltas(deltas);
  await addRows(db, 'seller_sales_days', ['seller_id', 'day'], SALES_SUM_COLUMNS, merged.sellerDays);
  await addRows(db, 'market_sales_days', ['day'], SALES_SUM_COLUMNS, merged.marketDays);
  await addRows(
    db,
    'product_sales_days',
    ['seller_id', 'day', 'product_id'],
    PRODUCT_SUMS,
    merged.productDays,
  );
  await addRows(
    db,
    'product_sales_months',
    ['seller_id', 'month', 'product_id'],
    PRODUCT_SUMS,
    merged.productMonths,
  );
};

/** The deltas of lines just written: each placed, and each past pending as if it moved there when last changed. */
export const writtenLineDeltas = (
  lines: readonly (CountedLine & { status: OrderStatus; updated_at: string })[],
  at: string,
): SalesDelta[] => {
  const seen = new Set<string>();
  const deltas: SalesDelta[] = [];
  for (const line of lines) {
    const orderSeller = `${line.order_id} ${line.seller_id}`;
    deltas.push(placedDelta(line, !seen.has(orderSeller), at));
    seen.add(orderSeller);
    deltas.push(...historyDeltas(line, null));
  }
  return deltas;
};

/** When a line last moved to shipped, delivered and returned, where the audit log says. */
export type LineMoments = { shipped: string | null; delivered: string | null; returned: string | null };

/**
 * The deltas of how a line reached its status. With its recorded changes (`moments`), each move counts when it
 * was recorded; a line with none (written already past pending) counts every move at its last change. Units that
 * came back through return cases are counted by the caller; here only those of a delivered line returned whole
 * without one.
 */
export const historyDeltas = (
  line: CountedLine & { status: OrderStatus; updated_at: string },
  moments: LineMoments | null,
): SalesDelta[] => {
  const deltas: SalesDelta[] = [];
  const reached = (status: 'shipped' | 'delivered') =>
    REACHED[line.status].includes(status) && (moments === null || moments[status] !== null);
  if (reached('shipped')) deltas.push(shippedDelta(line, moments?.shipped ?? line.updated_at, 1));
  if (reached('delivered')) deltas.push(deliveredDelta(line, moments?.delivered ?? line.updated_at, 1));
  if (line.status === 'returned' && reached('delivered') && line.returned_quantity < line.quantity) {
    deltas.push(
      returnedDelta(line, line.quantity - line.returned_quantity, moments?.returned ?? line.updated_at),
    );
  }
  return deltas;
};

/** The moves a line in each status went through (a returned line was delivered first). */
const REACHED: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: [],
  confirmed: [],
  shipped: ['shipped'],
  delivered: ['shipped', 'delivered'],
  returned: ['shipped', 'delivered'],
  canceled: [],
  rejected: [],
};
