import { sql, type Insertable } from 'kysely';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { newId } from '../lib/ids';
import { databaseKind, type Db } from '../db/database';
import type { OrdersTable, TransactionsTable } from '../db/schema';
import { insertProducts, makeProduct, type ProductSeed } from './seedCatalogue';
import { DEMO_IDS, LINE_STATUS_PATTERN, SEED_BASE_DATE } from './seedData';
import { insertRows } from '../db/insertRows';
import { insertOrders, orderRow, type NewOrderLine } from './seedOrders';
import { createRandom, HOUR, iso } from './seedRandom';

/** Rows made in memory before they are written: a million products never sit in memory at once. */
const BATCH = 5_000;

/**
 * Adds many products and orders for benchmarks (docs/performance.md: list calls over 100,000 products), in one
 * transaction (SQLite's search index takes a large transaction's words much faster than many small ones') with
 * multi-row inserts. Products alternate between the given sellers; orders come from the demo buyer. It writes no
 * ledger or notifications: seedBulkLedger adds a long ledger where one is measured.
 */
export const seedBulk = async (
  db: Db,
  options: {
    products: number;
    orders: number;
    sellerIds?: readonly string[];
    randomSeed?: number;
    /** Buyers to add and spread the orders over (none: every order is the demo buyer's). */
    buyers?: number;
  },
): Promise<{ products: number; orders: number; lines: number }> => {
  const random = createRandom(options.randomSeed ?? 7);
  const sellerIds = options.sellerIds ?? [DEMO_IDS.seller, DEMO_IDS.seller2];
  const { n: start } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const buyer = await db
    .selectFrom('users')
    .select('_id')
    .where('_id', '=', DEMO_IDS.buyer)
    .executeTakeFirst();
  let lines = 0;
  await db.transaction().execute(async (trx) => {
    const buyerIds = options.buyers ? await insertBulkBuyers(trx, options.buyers) : [];
    // What an order line copies from its product.
    const products: Pick<ProductSeed, 'id' | 'sellerId' | 'price'>[] = [];
    for (let first = 0; first < options.products; first += BATCH) {
      const batch: ProductSeed[] = [];
      for (let index = first; index < Math.min(options.products, first + BATCH); index += 1) {
        const sellerId = sellerIds[index % sellerIds.length] as string;
        const product = makeProduct(
          random,
          newId(),
          sellerId,
          start + index,
          `BLK-${String(start + index).padStart(7, '0')}`,
        );
        batch.push(product);
        products.push({ id: product.id, sellerId, price: product.price });
      }
      await insertProducts(trx, batch);
    }
    if (products.length === 0) return;
    for (let first = 0; first < options.orders; first += BATCH) {
      const orders: Insertable<OrdersTable>[] = [];
      const orderLines: NewOrderLine[] = [];
      for (let n = first; n < Math.min(options.orders, first + BATCH); n += 1) {
        const orderId = newId();
        const created = SEED_BASE_DATE - random.int(1, 365 * 24) * HOUR;
        orders.push(
          orderRow(
            orderId,
            `BLK-${orderId.slice(0, 12).toUpperCase()}`,
            buyerIds.length > 0 ? random.pick(buyerIds) : (buyer?._id ?? null),
            iso(created),
          ),
        );
        const count = random.int(1, 3);
        for (let k = 0; k < count; k += 1) {
          const product = random.pick(products);
          orderLines.push({
            id: newId(),
            order_id: orderId,
            product_id: product.id,
            seller_id: product.sellerId,
            quantity: random.int(1, 50),
            status: LINE_STATUS_PATTERN[(n + k) % LINE_STATUS_PATTERN.length] as OrderStatus,
            price: product.price,
            updated_at: iso(created + random.int(1, 72) * HOUR),
          });
        }
      }
      lines += orderLines.length;
      await insertOrders(trx, orders, orderLines);
    }
  });
  await analyseAfterBulkLoad(db);
  return { products: options.products, orders: options.orders, lines };
};

const FIRST_NAMES = ['محمد', 'أحمد', 'منى', 'سارة', 'Omar', 'Youssef', 'Nour', 'Karim', 'هبة', 'Mariam'];
const FAMILY_NAMES = ['حسن', 'إبراهيم', 'Saleh', 'Mansour', 'عبد الله', 'Fathy', 'السيد', 'Nasser'];

/**
 * Buyers for bulk orders, named from common first and family names plus a number (a name search finds many, a
 * full name one), each with a phone of their own ("015" numbers, which no demo account uses).
 */
const insertBulkBuyers = async (db: Db, count: number): Promise<string[]> => {
  const ids: string[] = [];
  const at = iso(SEED_BASE_DATE);
  for (let first = 0; first < count; first += BATCH) {
    const rows = [];
    for (let n = first; n < Math.min(count, first + BATCH); n += 1) {
      const id = newId();
      ids.push(id);
      rows.push({
        _id: id,
        ref_id: `BUYB-${String(n).padStart(7, '0')}`,
        name: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${FAMILY_NAMES[Math.floor(n / FIRST_NAMES.length) % FAMILY_NAMES.length]} ${n}`,
        phone_number: bulkBuyerPhone(n),
        password_hash: '!',
        created_at: at,
        updated_at: at,
      });
    }
    await insertRows(db, 'users', rows);
  }
  return ids;
};

/** The phone of the n-th bulk buyer. */
export const bulkBuyerPhone = (n: number): string => `015${String(n).padStart(8, '0')}`;

/**
 * PostgreSQL plans from statistics its autovacuum gathers some time after a load: until then a list query over
 * the new rows may be planned as if the table were empty (seconds of p95 noise in the bench). A bulk load is
 * followed by ANALYZE, as PostgreSQL's documentation advises; SQLite plans from its indexes alone.
 */
const analyseAfterBulkLoad = async (db: Db): Promise<void> => {
  if (databaseKind(db) === 'postgres') await sql`ANALYZE`.execute(db);
};

/**
 * Adds `rows` ledger entries to one seller, a minute apart and ending now, credits and some debits over the
 * seller's products and the bulk orders, each with its true running balance: the ledger page benchmark of a
 * seller with a long history (docs/money.md). Returns the balance after the last entry.
 */
export const seedBulkLedger = async (
  db: Db,
  options: { sellerId: string; rows: number },
): Promise<number> => {
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('seller_id', '=', options.sellerId)
    .limit(50)
    .execute();
  const refs = await db.selectFrom('orders').select('order_ref_id').limit(5000).execute();
  const end = Date.now();
  let balance = 0;
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < options.rows; first += BATCH) {
      const batch: Insertable<TransactionsTable>[] = [];
      for (let n = first; n < Math.min(options.rows, first + BATCH); n += 1) {
        // One debit in four: a return now and then, so balances go both ways.
        const type = n % 4 === 3 ? 'DR' : 'CR';
        const amount = 1000 + (n % 97) * 10;
        balance += type === 'CR' ? amount : -amount;
        batch.push({
          id: newId(),
          user_id: options.sellerId,
          product_id: products[n % Math.max(1, products.length)]?.id ?? null,
          order_ref_id: refs[n % Math.max(1, refs.length)]?.order_ref_id ?? null,
          type,
          amount,
          balance_after: balance,
          transaction_time: new Date(end - (options.rows - n) * 60_000).toISOString(),
        });
      }
      await insertRows(trx, 'transactions', batch);
    }
  });
  await analyseAfterBulkLoad(db);
  return balance;
};
