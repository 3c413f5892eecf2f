import { addSalesDeltas, writtenLineDeltas } from '../insight/rollups';
import type { Insertable } from 'kysely';
import { arabicCount, PRODUCTS } from '../../src/lib/arabicCount';
import { shipByDay } from '../../src/lib/orderList';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { toLE } from '../lib/money';
import type { DeliveryAddress } from '../lib/deliveryAddress';
import type { Db } from '../db/database';
import type { NotificationsTable, OrderLinesTable, OrdersTable } from '../db/schema';
import { demoDeliveryAddress } from './seedAddresses';
import type { ProductSeed } from './seedCatalogue';
import {
  DEMO_IDS,
  DEMO_RANDOM_SEED,
  LINE_STATUS_PATTERN,
  NOTIFICATION_STATUS_TEXT,
  ORDER_COUNT,
  SEED_BASE_DATE,
  seededId,
} from './seedData';
import { insertRows } from '../db/insertRows';
import { nowIso } from '../lib/ids';
import { createRandom, HOUR, iso, type Random } from './seedRandom';

/** The orders table's row of an order. */
export const orderRow = (
  id: string,
  ref: string,
  buyerId: string | null,
  createdAt: string,
  deliveryAddress: DeliveryAddress | null = null,
): Insertable<OrdersTable> => ({
  id,
  order_ref_id: ref,
  buyer_id: buyerId,
  created_at: createdAt,
  delivery_address: deliveryAddress ? JSON.stringify(deliveryAddress) : null,
});

/** A line as its order writes it: what the line copies from its order and product is filled in by insertOrders. */
export type NewOrderLine = Omit<Insertable<OrderLinesTable>, 'buyer_id' | 'ordered_at' | 'ship_by'>;

/**
 * Writes orders, then their lines, in order and many to a statement (the demo seed and the benchmarks write
 * many). Each line gets its order's buyer and time, and the day it must ship by from its product's handling days.
 */
export const insertOrders = async (
  db: Db,
  orders: readonly Insertable<OrdersTable>[],
  lines: readonly NewOrderLine[],
): Promise<void> => {
  const orderById = new Map(orders.map((order) => [order.id, order]));
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const handling = new Map<string, number | null>();
  for (let first = 0; first < productIds.length; first += 1_000) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'handling_time'])
      .where('id', 'in', productIds.slice(first, first + 1_000))
      .execute();
    for (const row of rows) handling.set(row.id, row.handling_time);
  }
  await insertRows(db, 'orders', orders);
  const written = lines.map((line) => {
    const order = orderById.get(line.order_id);
    if (!order) throw new Error(`line ${line.id} names an order not written with it`);
    return {
      ...line,
      buyer_id: order.buyer_id ?? null,
      ordered_at: order.created_at,
      ship_by: shipByDay(order.created_at, handling.get(line.product_id)),
    };
  });
  await insertRows(db, 'order_lines', written);
  await addSalesDeltas(
    db,
    writtenLineDeltas(
      written.map((line) => ({
        ...line,
        status: line.status ?? 'pending',
        returned_quantity: line.returned_quantity ?? 0,
      })),
      nowIso(),
    ),
  );
};

export type LineSeed = {
  id: string;
  orderId: string;
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
export const insertDemoOrders = async (
  db: Db,
  random: Random,
  catalogue: Map<string, ProductSeed[]>,
): Promise<Map<string, LineSeed[]>> => {
  const orderable = (sellerId: string) =>
    (catalogue.get(sellerId) ?? []).filter(
      (product) => product.status !== 'pending' && product.status !== 'rejected',
    );
  const sellerProducts = orderable(DEMO_IDS.seller);
  const seller2Products = orderable(DEMO_IDS.seller2);
  const orders: Insertable<OrdersTable>[] = [];
  const lineRows: NewOrderLine[] = [];
  const linesBySeller = new Map<string, LineSeed[]>([
    [DEMO_IDS.seller, []],
    [DEMO_IDS.seller2, []],
  ]);
  let lineCounter = 0;
  // Addresses come from a PRNG of their own, so adding them left every other demo row as it was.
  const places = createRandom(DEMO_RANDOM_SEED + 1);
  for (let n = 1; n <= ORDER_COUNT; n += 1) {
    const created = SEED_BASE_DATE - (ORDER_COUNT - n + 1) * 26 * HOUR - random.int(0, 600) * 60_000;
    const day = new Date(created).toISOString().slice(2, 10).replace(/-/g, '');
    const orderRef = `ORD-${day}-${String(n).padStart(4, '0')}`;
    const orderId = seededId('d1', n);
    orders.push(orderRow(orderId, orderRef, DEMO_IDS.buyer, iso(created), demoDeliveryAddress(places)));
    const picks = [random.pick(sellerProducts)];
    if (random.next() < 0.4) picks.push(random.pick(sellerProducts));
    if (n % 4 === 0) picks.push(random.pick(seller2Products));
    for (const product of new Set(picks)) {
      lineCounter += 1;
      const updated = Math.min(SEED_BASE_DATE - HOUR, created + random.int(1, 72) * HOUR);
      const line: LineSeed = {
        id: seededId('d2', lineCounter),
        orderId,
        product,
        quantity: random.int(2, 40),
        status: LINE_STATUS_PATTERN[lineCounter % LINE_STATUS_PATTERN.length] as OrderStatus,
        price: product.price,
        orderRef,
        orderCreated: created,
        updated,
      };
      lineRows.push({
        id: line.id,
        order_id: orderId,
        product_id: product.id,
        seller_id: product.sellerId,
        quantity: line.quantity,
        status: line.status,
        price: line.price,
        updated_at: iso(line.updated),
      });
      linesBySeller.get(product.sellerId)?.push(line);
    }
  }
  await insertOrders(db, orders, lineRows);
  return linesBySeller;
};

/**
 * A notification per order of the seller (the newest ten unread, so the unread marker is visible), and a few
 * about products so the order-only filter of docs/screens.md has something to filter out.
 */
export const insertNotifications = async (
  db: Db,
  sellerId: string,
  lines: LineSeed[],
  products: ProductSeed[],
  nextId: () => string,
): Promise<void> => {
  const rows: Insertable<NotificationsTable>[] = [];
  const byOrder = new Map<string, LineSeed[]>();
  for (const line of lines) byOrder.set(line.orderRef, [...(byOrder.get(line.orderRef) ?? []), line]);
  const orders = [...byOrder.entries()];
  orders.forEach(([orderRef, orderLines], index) => {
    const count = orderLines.length;
    rows.push({
      id: nextId(),
      user_id: sellerId,
      object_type: 'order',
      message_en: `New order ${orderRef} with ${count} product${count === 1 ? '' : 's'}`,
      message_ar: `طلب جديد ${orderRef} يحتوي على ${arabicCount(count, PRODUCTS)}`,
      read: index < orders.length - 10 ? 1 : 0,
      object: JSON.stringify({
        _id: (orderLines[0] as LineSeed).orderId,
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
    rows.push({
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
  await insertRows(db, 'notifications', rows);
};
