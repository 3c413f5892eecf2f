/**
 * The admins' operations desk: today's orders and sales, the lines due to ship today and overdue, and the sellers
 * who joined this week. Each figure is read through an index (today's lines by their order time, the due lines by
 * their status and ship-by day) and counted up to the count limit where it could be long.
 */
import { sql } from 'kysely';
import { AWAITING_SHIPMENT, marketDayStart, marketToday } from '../../src/lib/orderList';
import { firstRowOf, type Db } from '../db/database';
import { toLE } from '../lib/money';

/** A line taken back before it shipped sold nothing. */
const UNSOLD = ['canceled', 'rejected'];

const WEEK_MS = 7 * 86_400_000;

const countUpTo = async (db: Db, query: ReturnType<typeof sql>, limit: number): Promise<number> =>
  Number(
    (
      await firstRowOf(
        db,
        sql<{ count: number }>`SELECT COUNT(*) AS count FROM (${query} LIMIT ${limit + 1}) AS c`,
      )
    )?.count ?? 0,
  );

export const operationsDesk = async (db: Db, countLimit: number) => {
  const today = marketToday();
  const since = marketDayStart(today);
  const waiting = sql.join([...AWAITING_SHIPMENT]);
  const [sales, overdue, dueToday, sellers] = await Promise.all([
    firstRowOf(
      db,
      sql<{ orders: number; lines: number; amount: number | null }>`SELECT COUNT(DISTINCT order_id) AS orders,
        COUNT(*) AS lines, SUM(price * quantity) AS amount
        FROM order_lines WHERE ordered_at >= ${since} AND status NOT IN (${sql.join(UNSOLD)})`,
    ),
    countUpTo(
      db,
      sql`SELECT 1 FROM order_lines WHERE status IN (${waiting}) AND ship_by < ${today}`,
      countLimit,
    ),
    countUpTo(
      db,
      sql`SELECT 1 FROM order_lines WHERE status IN (${waiting}) AND ship_by = ${today}`,
      countLimit,
    ),
    firstRowOf(
      db,
      sql<{ count: number }>`SELECT COUNT(*) AS count FROM users
        WHERE is_seller = 1 AND created_at >= ${new Date(Date.now() - WEEK_MS).toISOString()}`,
    ),
  ]);
  return {
    today,
    orders_today: Number(sales?.orders ?? 0),
    sales_today: toLE(Number(sales?.amount ?? 0)),
    overdue_lines: overdue,
    due_today_lines: dueToday,
    new_sellers_week: Number(sellers?.count ?? 0),
    count_limit: countLimit,
  };
};
