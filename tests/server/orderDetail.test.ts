import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOVERNORATE_VALUES } from '../../src/lib/enumerations';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { DEMO_IDS } from '../../server/demo/seedData';
import { bearer, loginAll, makeTestApp } from './helpers';

const ARABIC = /[\u0600-\u06FF]/;

type Line = { _id: string; status: string; price: number; quantity: number; data: { _id: string } };
type Entry = {
  line_id: string;
  product_id: string;
  product_name: { en: string; ar: string };
  at: string;
  actor: { _id: string; name: string } | null;
  from: string | null;
  to: string;
  reason: { code: string; label: { en: string; ar: string }; text: string | null } | null;
  undone: boolean;
};
type Detail = {
  _id: string;
  order_ref_id: string;
  createdAt: string;
  buyer: { _id: string; name: string; phone_number: string } | null;
  delivery_address: { governorate: string; city: string; street: string; building_number: string } | null;
  product: Line[];
  total: number;
  timeline: Entry[];
};

let app: FastifyInstance;
let tokens: Record<'seller' | 'seller2' | 'admin' | 'buyer' | 'ambassador', string>;

beforeAll(async () => {
  app = await makeTestApp();
  tokens = await loginAll(app, ['seller', 'seller2', 'admin', 'buyer', 'ambassador'] as const);
});

afterAll(async () => {
  await app.close();
});

const get = (who: keyof typeof tokens | null, key: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/orders/${encodeURIComponent(key)}`,
    headers: who ? bearer(tokens[who]) : {},
  });

const detail = async (who: keyof typeof tokens, key: string): Promise<Detail> => {
  const response = await get(who, key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Detail }>().data;
};

/** An order with lines of this seller. */
const hasLinesOf = (sellerId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.seller_id = ${sellerId})`;

/** An order holding lines of both demo sellers (every fourth seeded order has one of seller2's). */
const mixedOrder = () =>
  app.db
    .selectFrom('orders as o')
    .select(['o.id', 'o.order_ref_id'])
    .where(hasLinesOf(DEMO_IDS.seller))
    .where(hasLinesOf(DEMO_IDS.seller2))
    .orderBy('o.id')
    .limit(1)
    .executeTakeFirstOrThrow();

const linesOf = (orderId: string, sellerId?: string) =>
  app.db
    .selectFrom('order_lines')
    .select(['id', 'price', 'quantity'])
    .where('order_id', '=', orderId)
    .$if(sellerId !== undefined, (query) => query.where('seller_id', '=', sellerId as string))
    .orderBy(sql`rowid`)
    .execute();

const seededLine = (status: OrderStatus) =>
  app.db
    .selectFrom('order_lines')
    .select(['id', 'order_id', 'product_id'])
    .where('seller_id', '=', DEMO_IDS.seller)
    .where('status', '=', status)
    .orderBy(sql`rowid`)
    .limit(1)
    .executeTakeFirstOrThrow();

const setSourcing = (userId: string, flag: 0 | 1) =>
  app.db.updateTable('users').set({ is_sourcing: flag }).where('_id', '=', userId).execute();

describe('GET /orders/:orderId', () => {
  it('gives a seller only their own lines of a mixed order, with their total, by id or reference', async () => {
    const order = await mixedOrder();
    const own = await linesOf(order.id, DEMO_IDS.seller);
    const data = await detail('seller', order.id);
    expect(data).toMatchObject({ _id: order.id, order_ref_id: order.order_ref_id });
    expect(data.product.map((line) => line._id)).toEqual(own.map((line) => line.id));
    const expected = own.reduce((sum, line) => sum + line.price * line.quantity, 0) / 100;
    expect(data.total).toBeCloseTo(expected, 2);
    expect(data.timeline.every((entry) => own.some((line) => line.id === entry.line_id))).toBe(true);
    expect(await detail('seller', order.order_ref_id)).toEqual(data);

    const other = await detail('seller2', order.order_ref_id);
    expect(other.product.map((line) => line._id)).toEqual(
      (await linesOf(order.id, DEMO_IDS.seller2)).map((line) => line.id),
    );
  });

  it('gives admins and sourcing users every line of the order', async () => {
    const order = await mixedOrder();
    const all = (await linesOf(order.id)).map((line) => line.id);
    expect((await detail('admin', order.id)).product.map((line) => line._id)).toEqual(all);
    await setSourcing(DEMO_IDS.ambassador, 1);
    try {
      expect((await detail('ambassador', order.id)).product.map((line) => line._id)).toEqual(all);
    } finally {
      await setSourcing(DEMO_IDS.ambassador, 0);
    }
  });

  it('answers an order without the caller’s lines exactly like a missing one', async () => {
    const onlySeller = await app.db
      .selectFrom('orders as o')
      .select('o.id')
      .where(sql<boolean>`NOT ${hasLinesOf(DEMO_IDS.seller2)}`)
      .limit(1)
      .executeTakeFirstOrThrow();
    const missing = await get('seller2', 'ORD-000000-0000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { ar: string } }>().error.ar).toMatch(ARABIC);
    for (const who of ['seller2', 'buyer', 'ambassador'] as const) {
      const hidden = await get(who, onlySeller.id);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual(missing.json());
    }
    expect((await get(null, onlySeller.id)).statusCode).toBe(401);
    expect((await get('admin', 'x'.repeat(65))).statusCode).toBe(400);
  });

  it('names the buyer and where the order goes', async () => {
    const data = await detail('seller', (await mixedOrder()).id);
    expect(data.buyer).toEqual({ _id: DEMO_IDS.buyer, name: 'منى عادل', phone_number: '01000000005' });
    expect(GOVERNORATE_VALUES).toContain(data.delivery_address?.governorate);
    expect(data.delivery_address?.city).toMatch(ARABIC);
    expect(data.delivery_address?.street).toMatch(ARABIC);
    expect(data.delivery_address?.building_number).toMatch(/^\d+$/);
  });

  it('answers each line exactly as the order list does, and the list now carries the address too', async () => {
    const order = await mixedOrder();
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/seller?limit=100&search=${encodeURIComponent(order.order_ref_id)}`,
      headers: bearer(tokens.seller),
    });
    const listed = list.json<{ data: (Omit<Detail, 'buyer'> & { buyer: string })[] }>().data;
    const data = await detail('seller', order.id);
    expect(listed).toHaveLength(1);
    // The list orders lines by their last change, the detail as they were placed.
    const byId = (lines: Line[] = []) => [...lines].sort((a, b) => a._id.localeCompare(b._id));
    expect(byId(listed[0]?.product)).toEqual(byId(data.product));
    expect(listed[0]?.delivery_address).toEqual(data.delivery_address);
    expect(listed[0]?.buyer).toBe(DEMO_IDS.buyer);
  });

  it('shows a seeded delivered line’s history oldest first: placed, confirmed, shipped, delivered', async () => {
    const line = await seededLine('delivered');
    const data = await detail('seller', line.order_id);
    const entries = data.timeline.filter((entry) => entry.line_id === line.id);
    expect(entries.map((entry) => [entry.from, entry.to])).toEqual([
      [null, 'pending'],
      ['pending', 'confirmed'],
      ['confirmed', 'shipped'],
      ['shipped', 'delivered'],
    ]);
    expect(entries[0]).toMatchObject({ at: data.createdAt, actor: { _id: DEMO_IDS.buyer }, reason: null });
    expect(entries.map((entry) => entry.actor?._id)).toEqual([
      DEMO_IDS.buyer,
      DEMO_IDS.seller,
      DEMO_IDS.admin,
      DEMO_IDS.admin,
    ]);
    expect(entries.every((entry) => !entry.undone && entry.product_id === line.product_id)).toBe(true);
    expect(entries[0]?.product_name.ar).toMatch(ARABIC);
    const times = data.timeline.map((entry) => entry.at);
    expect(times).toEqual([...times].sort());
    expect(new Set(entries.map((entry) => entry.at)).size).toBe(4);
  });

  it('shows why a seeded line was rejected, with the reason’s label in both languages', async () => {
    const line = await seededLine('rejected');
    const entry = (await detail('seller', line.order_id)).timeline.find(
      (candidate) => candidate.line_id === line.id && candidate.to === 'rejected',
    );
    expect(entry?.reason?.code).toEqual(expect.any(String));
    expect(entry?.reason?.label.en).toEqual(expect.any(String));
    expect(entry?.reason?.label.ar).toMatch(ARABIC);
  });
});

describe('order notifications and read-all', () => {
  type Notification = { _id: string; read: boolean; object_type: string; object: { _id?: string } };
  const notifications = async (who: keyof typeof tokens) =>
    (await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(tokens[who]) })).json<{
      data: Notification[];
    }>().data;

  it('names the order by id in every order notification, seeded or new', async () => {
    const seeded = (await notifications('seller')).filter((row) => row.object_type === 'order');
    expect(seeded.length).toBeGreaterThan(0);
    const orderIds = new Set((await app.db.selectFrom('orders').select('id').execute()).map((row) => row.id));
    expect(seeded.every((row) => orderIds.has(row.object._id ?? ''))).toBe(true);

    // An admin's change: the seller is told of what others do to their lines.
    const line = await seededLine('pending');
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${line.order_id}/update-status`,
      headers: bearer(tokens.admin),
      payload: { status: 'confirmed', product_id: line.product_id },
    });
    expect(changed.statusCode).toBe(200);
    expect((await notifications('seller'))[0]?.object._id).toBe(line.order_id);
  });

  it('marks every notification of the caller read, counts them, and leaves others’ alone', async () => {
    const unread = async (userId: string) =>
      (
        await app.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('read', '=', 0)
          .executeTakeFirstOrThrow()
      ).n;
    const before = await unread(DEMO_IDS.seller);
    const othersBefore = await unread(DEMO_IDS.seller2);
    expect(before).toBeGreaterThan(0);
    const readAll = () =>
      app.inject({ method: 'PUT', url: '/api/v1/notifications/read-all', headers: bearer(tokens.seller) });
    const first = await readAll();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { updated: before } });
    expect((await notifications('seller')).every((row) => row.read)).toBe(true);
    expect(await unread(DEMO_IDS.seller2)).toBe(othersBefore);
    expect((await readAll()).json()).toEqual({ success: true, data: { updated: 0 } });
    const audit = await app.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'notifications.read_all')
      .where('target_id', '=', DEMO_IDS.seller)
      .execute();
    expect(audit.map((row) => JSON.parse(row.details))).toEqual([{ updated: before }]);
    const guest = await app.inject({ method: 'PUT', url: '/api/v1/notifications/read-all' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('an order line’s product', () => {
  it('carries its review reason while rejected, as in every other list of products', async () => {
    const line = await seededLine('pending');
    const rejected = await app.inject({
      method: 'PUT',
      url: '/api/v1/products/update-status',
      headers: bearer(tokens.admin),
      payload: { ids: [line.product_id], status: 'rejected', reason: { code: 'poor_photos' } },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const data = await detail('seller', line.order_id);
    const product = data.product.find((each) => each._id === line.id)?.data as
      { _id: string; status: string; review_reason?: { code: string } } | undefined;
    expect(product).toMatchObject({ _id: line.product_id, status: 'rejected' });
    expect(product?.review_reason?.code).toBe('poor_photos');
  });
});
