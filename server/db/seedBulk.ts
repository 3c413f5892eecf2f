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
 * demo buyer. It writes no ledger or notifications: those are not what the benchmarks measure.
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
