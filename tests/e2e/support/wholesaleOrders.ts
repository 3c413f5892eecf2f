import path from 'node:path';
import Database from 'better-sqlite3';
import { sqliteDb } from '../../../server/db/database';
import { DATABASE_FILE } from '../../../server/db/open';
import { registerSearchFunction } from '../../../server/db/searchFunction';
import { DEMO_IDS } from '../../../server/demo/seedData';
import { insertOrders, orderRow, type NewOrderLine } from '../../../server/demo/seedOrders';

/**
 * A wholesale buyer with many pending lines of seller2, added to the journeys' database once the server has made
 * it: the volume journeys (find by phone, confirm many at once) own these lines, and no other journey picks
 * seller2's pending lines.
 */
export const WHOLESALE = {
  id: 'e2e-wholesale-buyer',
  name: 'شركة النور للتجارة',
  phone: '01234567890',
  email: 'orders@alnour.example.eg',
  lines: 36,
} as const;

const HOUR = 3_600_000;

export async function addWholesaleOrders(dataDir: string): Promise<void> {
  const handle = new Database(path.join(dataDir, DATABASE_FILE));
  handle.pragma('busy_timeout = 5000');
  registerSearchFunction(handle);
  const db = sqliteDb(handle);
  const now = Date.now();
  const write = async () => {
    await db
      .insertInto('users')
      .values({
        _id: WHOLESALE.id,
        ref_id: 'BUYR-900036',
        name: WHOLESALE.name,
        email: WHOLESALE.email,
        phone_number: WHOLESALE.phone,
        password_hash: '!',
        created_at: new Date(now - 30 * 24 * HOUR).toISOString(),
        updated_at: new Date(now - 30 * 24 * HOUR).toISOString(),
      })
      .execute();
    const products = await db
      .selectFrom('products')
      .select(['id', 'listing_price'])
      .where('seller_id', '=', DEMO_IDS.seller2)
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(12)
      .execute();
    const orders = [];
    const lines: NewOrderLine[] = [];
    for (let n = 0; n < WHOLESALE.lines; n += 1) {
      const id = `e2e-wholesale-order-${n}`;
      const at = new Date(now - (n + 1) * HOUR).toISOString();
      orders.push(orderRow(id, `ORD-WHL-${String(n + 1).padStart(4, '0')}`, WHOLESALE.id, at));
      const product = products[n % products.length]!;
      lines.push({
        id: `e2e-wholesale-line-${n}`,
        order_id: id,
        product_id: product.id,
        seller_id: DEMO_IDS.seller2,
        quantity: 1 + (n % 5),
        status: 'pending',
        price: product.listing_price,
        updated_at: at,
      });
    }
    await insertOrders(db, orders, lines);
  };
  try {
    await write();
  } finally {
    handle.close();
  }
}
