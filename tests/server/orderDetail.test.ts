import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOVERNORATE_VALUES } from '../../src/lib/enumerations';
import { DEMO_IDS } from '../../server/db/seedData';
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

/** An order holding lines of both demo sellers (every fourth seeded order has one of seller2's). */
const mixedOrder = () =>
  app.sqlite
    .prepare<[string, string], { id: string; order_ref_id: string }>(
      `SELECT o.id, o.order_ref_id FROM orders o
       WHERE EXISTS (SELECT 1 FROM order_lines WHERE order_id = o.id AND seller_id = ?)
         AND EXISTS (SELECT 1 FROM order_lines WHERE order_id = o.id AND seller_id = ?)
       ORDER BY o.id LIMIT 1`,
    )
    .get(DEMO_IDS.seller, DEMO_IDS.seller2) as { id: string; order_ref_id: string };

const linesOf = (orderId: string, sellerId?: string) =>
  app.sqlite
    .prepare<string[], { id: string; price: number; quantity: number }>(
      `SELECT id, price, quantity FROM order_lines WHERE order_id = ? ${sellerId ? 'AND seller_id = ?' : ''}
       ORDER BY rowid`,
    )
    .all(...(sellerId ? [orderId, sellerId] : [orderId]));

const seededLine = (status: string) =>
  app.sqlite
    .prepare<[string, string], { id: string; order_id: string; product_id: string }>(
      'SELECT id, order_id, product_id FROM order_lines WHERE seller_id = ? AND status = ? ORDER BY rowid LIMIT 1',
    )
    .get(DEMO_IDS.seller, status) as { id: string; order_id: string; product_id: string };

describe('GET /orders/:orderId', () => {
  it('gives a seller only their own lines of a mixed order, with their total, by id or reference', async () => {
    const order = mixedOrder();
    const own = linesOf(order.id, DEMO_IDS.seller);
    const data = await detail('seller', order.id);
    expect(data).toMatchObject({ _id: order.id, order_ref_id: order.order_ref_id });
    expect(data.product.map((line) => line._id)).toEqual(own.map((line) => line.id));
    const expected = own.reduce((sum, line) => sum + line.price * line.quantity, 0) / 100;
    expect(data.total).toBeCloseTo(expected, 2);
    expect(data.timeline.every((entry) => own.some((line) => line.id === entry.line_id))).toBe(true);
    expect(await detail('seller', order.order_ref_id)).toEqual(data);

    const other = await detail('seller2', order.order_ref_id);
    expect(other.product.map((line) => line._id)).toEqual(
      linesOf(order.id, DEMO_IDS.seller2).map((line) => line.id),
    );
  });

  it('gives admins and sourcing users every line of the order', async () => {
    const order = mixedOrder();
    const all = linesOf(order.id).map((line) => line.id);
    expect((await detail('admin', order.id)).product.map((line) => line._id)).toEqual(all);
    app.sqlite.prepare('UPDATE users SET is_sourcing = 1 WHERE _id = ?').run(DEMO_IDS.ambassador);
    try {
      expect((await detail('ambassador', order.id)).product.map((line) => line._id)).toEqual(all);
    } finally {
      app.sqlite.prepare('UPDATE users SET is_sourcing = 0 WHERE _id = ?').run(DEMO_IDS.ambassador);
    }
  });

  it('answers an order without the caller’s lines exactly like a missing one', async () => {
    const onlySeller = app.sqlite
      .prepare<[string], { id: string }>(
        `SELECT o.id FROM orders o WHERE NOT EXISTS
           (SELECT 1 FROM order_lines WHERE order_id = o.id AND seller_id = ?) LIMIT 1`,
      )
      .get(DEMO_IDS.seller2) as { id: string };
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
    const data = await detail('seller', mixedOrder().id);
    expect(data.buyer).toEqual({ _id: DEMO_IDS.buyer, name: 'منى عادل', phone_number: '01000000005' });
    expect(GOVERNORATE_VALUES).toContain(data.delivery_address?.governorate);
    expect(data.delivery_address?.city).toMatch(ARABIC);
    expect(data.delivery_address?.street).toMatch(ARABIC);
    expect(data.delivery_address?.building_number).toMatch(/^\d+$/);
  });

  it('answers each line exactly as the order list does, and the list now carries the address too', async () => {
    const order = mixedOrder();
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
    const line = seededLine('delivered');
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
    const line = seededLine('rejected');
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
    const orderIds = new Set(
      app.sqlite
        .prepare<[], { id: string }>('SELECT id FROM orders')
        .all()
        .map((row) => row.id),
    );
    expect(seeded.every((row) => orderIds.has(row.object._id ?? ''))).toBe(true);

    const line = seededLine('pending');
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${line.order_id}/update-status`,
      headers: bearer(tokens.seller),
      payload: { status: 'confirmed', product_id: line.product_id },
    });
    expect(changed.statusCode).toBe(200);
    expect((await notifications('seller'))[0]?.object._id).toBe(line.order_id);
  });

  it('marks every notification of the caller read, counts them, and leaves others’ alone', async () => {
    const unread = (userId: string) =>
      app.sqlite
        .prepare<[string], { n: number }>(
          'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read = 0',
        )
        .get(userId)?.n ?? 0;
    const before = unread(DEMO_IDS.seller);
    const othersBefore = unread(DEMO_IDS.seller2);
    expect(before).toBeGreaterThan(0);
    const readAll = () =>
      app.inject({ method: 'PUT', url: '/api/v1/notifications/read-all', headers: bearer(tokens.seller) });
    const first = await readAll();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { updated: before } });
    expect((await notifications('seller')).every((row) => row.read)).toBe(true);
    expect(unread(DEMO_IDS.seller2)).toBe(othersBefore);
    expect((await readAll()).json()).toEqual({ success: true, data: { updated: 0 } });
    const audit = app.sqlite
      .prepare<[string], { details: string }>(
        "SELECT details FROM audit_log WHERE action = 'notifications.read_all' AND target_id = ?",
      )
      .all(DEMO_IDS.seller);
    expect(audit.map((row) => JSON.parse(row.details))).toEqual([{ updated: before }]);
    const guest = await app.inject({ method: 'PUT', url: '/api/v1/notifications/read-all' });
    expect(guest.statusCode).toBe(401);
  });
});
