import { arabicCount, PRODUCTS } from '../../src/lib/arabicCount';
import type { Database } from 'better-sqlite3';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { toLE } from '../lib/money';
import { notificationWriter } from '../notifications/queries';
import { ledgerWriter } from '../wallet/queries';
import { lineAmount, walletMove } from '../wallet/rules';
import type { ProductSeed } from './seedCatalogue';
import {
  DEMO_IDS,
  LINE_STATUS_PATTERN,
  NOTIFICATION_STATUS_TEXT,
  ORDER_COUNT,
  SEED_BASE_DATE,
  seededId,
} from './seedData';
import { HOUR, iso, type Random } from './seedRandom';

/** Writes orders and their lines with prepared statements (the demo seed and the benchmarks write many). */
export const orderWriters = (db: Database) => {
  const order = db.prepare('INSERT INTO orders (id, order_ref_id, buyer_id, created_at) VALUES (?, ?, ?, ?)');
  const line = db.prepare(
    `INSERT INTO order_lines (id, order_id, product_id, seller_id, quantity, status, price, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    order: (id: string, ref: string, buyerId: string | null, createdAt: string) =>
      void order.run(id, ref, buyerId, createdAt),
    line: (row: {
      id: string;
      orderId: string;
      productId: string;
      sellerId: string;
      quantity: number;
      status: OrderStatus;
      price: number;
      updatedAt: string;
    }) =>
      void line.run(
        row.id,
        row.orderId,
        row.productId,
        row.sellerId,
        row.quantity,
        row.status,
        row.price,
        row.updatedAt,
      ),
  };
};

export type LineSeed = {
  id: string;
  product: ProductSeed;
  quantity: number;
  status: OrderStatus;
  price: number;
  orderRef: string;
  orderCreated: number;
  updated: number;
};

/**
 * The demo buyer's orders of the two sellers' products; some mix both sellers, so each seller must see only
 * their own lines. Answers each seller's lines.
 */
export const insertDemoOrders = (
  db: Database,
  random: Random,
  catalogue: Map<string, ProductSeed[]>,
): Map<string, LineSeed[]> => {
  const orderable = (sellerId: string) =>
    (catalogue.get(sellerId) ?? []).filter(
      (product) => product.status !== 'pending' && product.status !== 'rejected',
    );
  const sellerProducts = orderable(DEMO_IDS.seller);
  const seller2Products = orderable(DEMO_IDS.seller2);
  const write = orderWriters(db);
  const linesBySeller = new Map<string, LineSeed[]>([
    [DEMO_IDS.seller, []],
    [DEMO_IDS.seller2, []],
  ]);
  let lineCounter = 0;
  for (let n = 1; n <= ORDER_COUNT; n += 1) {
    const created = SEED_BASE_DATE - (ORDER_COUNT - n + 1) * 26 * HOUR - random.int(0, 600) * 60_000;
    const day = new Date(created).toISOString().slice(2, 10).replace(/-/g, '');
    const orderRef = `ORD-${day}-${String(n).padStart(4, '0')}`;
    const orderId = seededId('d1', n);
    write.order(orderId, orderRef, DEMO_IDS.buyer, iso(created));
    const picks = [random.pick(sellerProducts)];
    if (random.next() < 0.4) picks.push(random.pick(sellerProducts));
    if (n % 4 === 0) picks.push(random.pick(seller2Products));
    for (const product of new Set(picks)) {
      lineCounter += 1;
      const updated = Math.min(SEED_BASE_DATE - HOUR, created + random.int(1, 72) * HOUR);
      const line: LineSeed = {
        id: seededId('d2', lineCounter),
        product,
        quantity: random.int(2, 40),
        status: LINE_STATUS_PATTERN[lineCounter % LINE_STATUS_PATTERN.length] as OrderStatus,
        price: product.price,
        orderRef,
        orderCreated: created,
        updated,
      };
      write.line({
        id: line.id,
        orderId,
        productId: product.id,
        sellerId: product.sellerId,
        quantity: line.quantity,
        status: line.status,
        price: line.price,
        updatedAt: iso(line.updated),
      });
      linesBySeller.get(product.sellerId)?.push(line);
    }
  }
  return linesBySeller;
};

/** How a seeded line reached its status; a returned line was delivered first. */
const HISTORY: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  shipped: ['confirmed', 'shipped'],
  delivered: ['confirmed', 'shipped', 'delivered'],
  returned: ['confirmed', 'shipped', 'delivered', 'returned'],
  canceled: ['canceled'],
  rejected: ['rejected'],
};

/** When a step happened: the last at the line's update, a delivery before a return halfway to it. */
const stepTime = (line: LineSeed, status: OrderStatus, isLast: boolean): number => {
  if (isLast) return line.updated;
  return status === 'delivered' ? Math.floor((line.orderCreated + line.updated) / 2) : line.orderCreated;
};

type LedgerEvent = { at: number; type: 'CR' | 'DR'; net: number; line: LineSeed };

/** Balances and ledger: each line's history replayed through the wallet rule (server/wallet/rules.ts). */
export const insertWallet = (
  db: Database,
  sellerId: string,
  lines: LineSeed[],
  nextTxId: () => string,
): void => {
  const events: LedgerEvent[] = [];
  let total = 0;
  for (const line of lines) {
    const amount = lineAmount(line);
    const steps = HISTORY[line.status];
    let from: OrderStatus = 'pending';
    steps.forEach((to, index) => {
      const move = walletMove(from, to, amount);
      total += move.total;
      if (move.entry) {
        events.push({
          at: stepTime(line, to, index === steps.length - 1),
          type: move.entry,
          net: move.net,
          line,
        });
      }
      from = to;
    });
  }
  // Credits before debits at the same time.
  events.sort((a, b) => a.at - b.at || (a.type === 'CR' ? -1 : 1));
  const writeLedger = ledgerWriter(db);
  let net = 0;
  for (const event of events) {
    net += event.net;
    writeLedger({
      id: nextTxId(),
      userId: sellerId,
      productId: event.line.product.id,
      orderRef: event.line.orderRef,
      type: event.type,
      amount: lineAmount(event.line),
      balanceAfter: net,
      at: iso(event.at),
    });
  }
  db.prepare('UPDATE wallets SET net_balance = ?, total_balance = ? WHERE user_id = ?').run(
    net,
    total,
    sellerId,
  );
};

/**
 * A notification per order of the seller (the newest ten unread, so the unread marker is visible), and a few
 * about products so the order-only filter of SPEC.md §2 has something to filter out.
 */
export const insertNotifications = (
  db: Database,
  sellerId: string,
  lines: LineSeed[],
  products: ProductSeed[],
  nextId: () => string,
): void => {
  const write = notificationWriter(db);
  const byOrder = new Map<string, LineSeed[]>();
  for (const line of lines) byOrder.set(line.orderRef, [...(byOrder.get(line.orderRef) ?? []), line]);
  const orders = [...byOrder.entries()];
  orders.forEach(([orderRef, orderLines], index) => {
    const count = orderLines.length;
    write({
      id: nextId(),
      user_id: sellerId,
      object_type: 'order',
      message_en: `New order ${orderRef} with ${count} product${count === 1 ? '' : 's'}`,
      message_ar: `طلب جديد ${orderRef} يحتوي على ${arabicCount(count, PRODUCTS)}`,
      read: index < orders.length - 10 ? 1 : 0,
      object: JSON.stringify({
        order_ref_id: orderRef,
        product: orderLines.map((line) => ({
          status: line.status,
          quantity: line.quantity,
          order_ref_id: orderRef,
          data: {
            _id: line.product.id,
            en: { name: line.product.nameEn },
            ar: { name: line.product.nameAr },
            listing_price: toLE(line.price),
            updatedAt: iso(line.updated),
          },
        })),
      }),
      created_at: iso((orderLines[0] as LineSeed).orderCreated),
    });
  });
  for (const product of products.slice(0, 4)) {
    const [en, ar] = NOTIFICATION_STATUS_TEXT[product.status];
    write({
      id: nextId(),
      user_id: sellerId,
      object_type: 'product',
      message_en: `Your product ${product.nameEn} ${en}`,
      message_ar: `منتجك ${product.nameAr} ${ar}`,
      read: 1,
      object: JSON.stringify({ product: [{ _id: product.id, status: product.status }] }),
      created_at: product.updatedAt,
    });
  }
};
