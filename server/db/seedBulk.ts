import type { Database } from 'better-sqlite3';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { newId } from '../lib/ids';
import { makeProduct, productWriter } from './seedCatalogue';
import { DEMO_IDS, LINE_STATUS_PATTERN, SEED_BASE_DATE } from './seedData';
import { orderWriters } from './seedOrders';
import { createRandom, HOUR, iso } from './seedRandom';

/**
 * Adds many products and orders for benchmarks (DESIGN.md §5: list calls over 100,000 products), in one
 * transaction with prepared statements. Products alternate between the given sellers; orders come from the
 * demo buyer. It writes no ledger or notifications: seedBulkLedger adds a long ledger where one is measured.
 */
export const seedBulk = (
  db: Database,
  options: { products: number; orders: number; sellerIds?: readonly string[]; randomSeed?: number },
): { products: number; orders: number; lines: number } => {
  const random = createRandom(options.randomSeed ?? 7);
  const sellerIds = options.sellerIds ?? [DEMO_IDS.seller, DEMO_IDS.seller2];
  const start = (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
  const buyer = db
    .prepare<[string], { _id: string }>('SELECT _id FROM users WHERE _id = ?')
    .get(DEMO_IDS.buyer);
  let lines = 0;
  db.transaction(() => {
    const writeProduct = productWriter(db);
    const ids: string[] = [];
    for (let index = 0; index < options.products; index += 1) {
      const sellerId = sellerIds[index % sellerIds.length] as string;
      const id = newId();
      writeProduct(
        makeProduct(random, id, sellerId, start + index, `BLK-${String(start + index).padStart(7, '0')}`),
      );
      ids.push(id);
    }
    if (ids.length === 0) return;
    const price = db.prepare<[string], { seller_id: string; listing_price: number }>(
      'SELECT seller_id, listing_price FROM products WHERE id = ?',
    );
    const write = orderWriters(db);
    for (let n = 0; n < options.orders; n += 1) {
      const orderId = newId();
      const created = SEED_BASE_DATE - random.int(1, 365 * 24) * HOUR;
      write.order(orderId, `BLK-${orderId.slice(0, 12).toUpperCase()}`, buyer?._id ?? null, iso(created));
      const count = random.int(1, 3);
      for (let k = 0; k < count; k += 1) {
        const productId = random.pick(ids);
        const product = price.get(productId);
        if (!product) continue;
        write.line({
          id: newId(),
          orderId,
          productId,
          sellerId: product.seller_id,
          quantity: random.int(1, 50),
          status: LINE_STATUS_PATTERN[(n + k) % LINE_STATUS_PATTERN.length] as OrderStatus,
          price: product.listing_price,
          updatedAt: iso(created + random.int(1, 72) * HOUR),
        });
        lines += 1;
      }
    }
  })();
  return { products: options.products, orders: options.orders, lines };
};

/**
 * Adds `rows` ledger entries to one seller, a minute apart and ending now, credits and some debits over the
 * seller's products and the bulk orders, each with its true running balance: the ledger page benchmark of a
 * seller with a long history (issue 15). Returns the balance after the last entry.
 */
export const seedBulkLedger = (db: Database, options: { sellerId: string; rows: number }): number => {
  const products = db
    .prepare<[string], { id: string }>('SELECT id FROM products WHERE seller_id = ? LIMIT 50')
    .all(options.sellerId);
  const refs = db.prepare<[], { order_ref_id: string }>('SELECT order_ref_id FROM orders LIMIT 5000').all();
  const insert = db.prepare(
    `INSERT INTO transactions (id, user_id, product_id, order_ref_id, type, amount, balance_after, transaction_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const end = Date.now();
  let balance = 0;
  db.transaction(() => {
    for (let n = 0; n < options.rows; n += 1) {
      // One debit in four: a return now and then, so balances go both ways.
      const type = n % 4 === 3 ? 'DR' : 'CR';
      const amount = 1000 + (n % 97) * 10;
      balance += type === 'CR' ? amount : -amount;
      insert.run(
        newId(),
        options.sellerId,
        products[n % Math.max(1, products.length)]?.id ?? null,
        refs[n % Math.max(1, refs.length)]?.order_ref_id ?? null,
        type,
        amount,
        balance,
        new Date(end - (options.rows - n) * 60_000).toISOString(),
      );
    }
  })();
  return balance;
};
