import path from 'node:path';
import Database from 'better-sqlite3';
import { sqliteDb } from '../../../server/db/database';
import { DATABASE_FILE } from '../../../server/db/open';
import { registerSearchFunction } from '../../../server/db/searchFunction';
import { DEMO_IDS } from '../../../server/demo/seedData';
import { insertOrders, orderRow, type NewOrderLine } from '../../../server/demo/seedOrders';
import { presetPeriod } from '../../../src/lib/insight';
import { marketDayStart, marketToday } from '../../../src/lib/orderList';

/**
 * Lines of seller2 delivered this month and on the first day of last month, added once the server has made the
 * journeys' database: the demo's own orders end on a fixed date, and the insight journey reads this month against
 * last month whenever it runs. No other journey delivers seller2's lines, so this month's sales are these.
 */
export const INSIGHT_SALES = {
  buyer: 'e2e-insight-buyer',
  thisMonth: [
    { quantity: 3, price: 150 },
    { quantity: 2, price: 420.5 },
  ],
  lastMonth: [{ quantity: 1, price: 99.75 }],
} as const;

/** This month's delivered sales of the lines above, in pounds. */
export const INSIGHT_SALES_THIS_MONTH = INSIGHT_SALES.thisMonth.reduce(
  (sum, line) => sum + line.quantity * line.price,
  0,
);

const MINUTE = 60_000;

export async function addInsightSales(dataDir: string): Promise<void> {
  const handle = new Database(path.join(dataDir, DATABASE_FILE));
  handle.pragma('busy_timeout = 5000');
  registerSearchFunction(handle);
  const db = sqliteDb(handle);
  try {
    const now = Date.now();
    const monthStart = Date.parse(marketDayStart(`${marketToday(now).slice(0, 7)}-01`));
    const lastMonthStart = Date.parse(marketDayStart(presetPeriod('last_month', marketToday(now)).from));
    const at = new Date(now - 30 * 24 * 60 * MINUTE).toISOString();
    await db
      .insertInto('users')
      .values({
        _id: INSIGHT_SALES.buyer,
        ref_id: 'BUYR-900037',
        name: 'متجر الواحة',
        phone_number: '01234567891',
        password_hash: '!',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('seller_id', '=', DEMO_IDS.seller2)
      .where('status', '=', 'active')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const deliveries = [
      ...INSIGHT_SALES.thisMonth.map((line) => ({
        ...line,
        delivered: Math.max(now - 20 * MINUTE, monthStart + 20 * MINUTE),
      })),
      ...INSIGHT_SALES.lastMonth.map((line) => ({ ...line, delivered: lastMonthStart + 10 * 60 * MINUTE })),
    ];
    const orders = deliveries.map((line, n) =>
      orderRow(
        `e2e-insight-order-${n}`,
        `ORD-INS-${String(n + 1).padStart(4, '0')}`,
        INSIGHT_SALES.buyer,
        new Date(line.delivered - 10 * MINUTE).toISOString(),
      ),
    );
    const lines: NewOrderLine[] = deliveries.map((line, n) => ({
      id: `e2e-insight-line-${n}`,
      order_id: `e2e-insight-order-${n}`,
      product_id: product.id,
      seller_id: DEMO_IDS.seller2,
      quantity: line.quantity,
      status: 'delivered',
      price: Math.round(line.price * 100),
      updated_at: new Date(line.delivered).toISOString(),
    }));
    await insertOrders(db, orders, lines);
  } finally {
    handle.close();
  }
}
