import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo/seedData';
import { marketToday, shipByDay } from '../../src/lib/orderList';
import { bearer, loginAll, makeTestApp } from './helpers';

const ARABIC = /[\u0600-\u06FF]/;
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const inDigits = (text: string, digits: string) => text.replace(/\d/g, (digit) => digits[Number(digit)]!);

type Who = 'seller' | 'seller2' | 'admin';
type ListedLine = { _id: string; status: string; ship_by: string | null; updatedAt: string };
type ListedOrder = {
  _id: string;
  createdAt: string;
  buyer_name: string | null;
  buyer_phone: string | null;
  product: ListedLine[];
};

let app: FastifyInstance;
let tokens: Record<Who, string>;

beforeAll(async () => {
  app = await makeTestApp();
  tokens = await loginAll(app, ['seller', 'seller2', 'admin'] as const);
  // A second buyer with a few of the seller's orders, so a search by buyer has someone to leave out.
  await app.db
    .insertInto('users')
    .values({
      _id: 'buyer-two',
      ref_id: 'BUYR-900001',
      name: 'كريم منصور',
      email: 'karim.mansour@example.eg',
      phone_number: '01123456789',
      password_hash: '!',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
  const orders = await app.db
    .selectFrom('order_lines')
    .select('order_id')
    .where('seller_id', '=', DEMO_IDS.seller)
    .groupBy('order_id')
    .orderBy('order_id')
    .limit(3)
    .execute();
  const ids = orders.map((row) => row.order_id);
  await app.db.updateTable('orders').set({ buyer_id: 'buyer-two' }).where('id', 'in', ids).execute();
  await app.db
    .updateTable('order_lines')
    .set({ buyer_id: 'buyer-two' })
    .where('order_id', 'in', ids)
    .execute();
});

afterAll(async () => {
  await app.close();
});

const list = async (who: Who, query: Record<string, string>) => {
  const route = who === 'admin' ? '/admin/sourcing/orders' : '/orders/seller';
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1${route}?${new URLSearchParams({ page: '1', limit: '50', ...query }).toString()}`,
    headers: bearer(tokens[who]),
  });
  const body = response.json();
  const orders = (who === 'admin' ? body.data?.orders : body.data) as ListedOrder[] | undefined;
  return { response, body, orders: orders ?? [], lines: (orders ?? []).flatMap((order) => order.product) };
};

const karimLines = () =>
  app.db
    .selectFrom('order_lines')
    .select('id')
    .where('buyer_id', '=', 'buyer-two')
    .where('seller_id', '=', DEMO_IDS.seller)
    .execute();

describe('the orders lists’ search, filters, sorts and tab counts', () => {
  it('finds a buyer’s lines by phone in any digits, with or without 0, +20 or 0020, and by name or e-mail', async () => {
    const expected = (await karimLines()).map((row) => row.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    for (const typed of [
      '01123456789',
      inDigits('01123456789', ARABIC_DIGITS),
      inDigits('01123456789', PERSIAN_DIGITS),
      '1123456789',
      '+20 112 345 6789',
      `+٢٠${inDigits('1123456789', ARABIC_DIGITS)}`,
      '0020-112-345-6789',
      '23456789',
      'كريم منصور',
      'منصور',
      'KARIM.MANSOUR@example.eg',
    ]) {
      const { response, lines, orders } = await list('seller', { search: typed });
      expect(response.statusCode, typed).toBe(200);
      expect(lines.map((line) => line._id).sort(), typed).toEqual(expected);
      expect(
        orders.every((order) => order.buyer_name === 'كريم منصور' && order.buyer_phone === '01123456789'),
      ).toBe(true);
    }
  });

  it('counts each status tab among the matches, and a tab narrows the page', async () => {
    const { body } = await list('seller', { search: '01123456789' });
    const counts = body.meta.status_counts as Record<string, number>;
    const rows = await app.db
      .selectFrom('order_lines')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('buyer_id', '=', 'buyer-two')
      .where('seller_id', '=', DEMO_IDS.seller)
      .groupBy('status')
      .execute();
    for (const row of rows) expect(counts[row.status]).toBe(Number(row.n));
    expect(counts.all).toBe(rows.reduce((sum, row) => sum + Number(row.n), 0));
    const [first] = rows;
    const tab = await list('seller', { search: '01123456789', status: first!.status });
    expect(tab.body.meta.count).toBe(Number(first!.n));
    expect(tab.lines.every((line) => line.status === first!.status)).toBe(true);
  });

  it('answers each line’s ship-by day: ordered plus handling days in Egypt, never on a Friday', async () => {
    const rows = await sql<{ id: string; ordered_at: string; ship_by: string; handling_time: number | null }>`
      SELECT l.id, l.ordered_at, l.ship_by, p.handling_time FROM order_lines l
      JOIN products p ON p.id = l.product_id WHERE l.seller_id = ${DEMO_IDS.seller}`.execute(app.db);
    for (const row of rows.rows) {
      expect(row.ship_by).toBe(shipByDay(row.ordered_at, row.handling_time));
      expect(new Date(`${row.ship_by}T00:00:00Z`).getUTCDay()).not.toBe(5);
    }
    const { lines } = await list('seller', {});
    expect(lines.every((line) => /^\d{4}-\d{2}-\d{2}$/.test(line.ship_by ?? ''))).toBe(true);
  });

  it('filters the overdue and due-today lines and sorts by ship-by day', async () => {
    const today = marketToday();
    const overdue = await app.db
      .selectFrom('order_lines')
      .select('id')
      .where('seller_id', '=', DEMO_IDS.seller)
      .where('status', 'in', ['pending', 'confirmed'])
      .where('ship_by', '<', today)
      .execute();
    const { body, lines, orders } = await list('seller', { due: 'overdue', sort: 'ship_by' });
    expect(body.meta.count).toBe(overdue.length);
    expect(lines.every((line) => ['pending', 'confirmed'].includes(line.status))).toBe(true);
    // Lines come grouped by order, each order where its earliest line falls.
    const days = orders.map((order) => order.product.map((line) => line.ship_by ?? '').sort()[0]);
    expect(days).toEqual([...days].sort());
    // A line made due today shows under "due today" only.
    const [line] = overdue;
    await app.db.updateTable('order_lines').set({ ship_by: today }).where('id', '=', line!.id).execute();
    const dueToday = await list('seller', { due: 'today' });
    expect(dueToday.lines.map((each) => each._id)).toEqual([line!.id]);
  });

  it('filters by order days in Egypt, sorts by order date either way, and flags a reversed range under its field', async () => {
    const every = await list('seller', { sort: 'oldest' });
    const created = every.orders.map((order) => order.createdAt);
    expect(created).toEqual([...created].sort());
    const newest = await list('seller', { sort: 'newest' });
    const newestCreated = newest.orders.map((order) => order.createdAt);
    expect(newestCreated).toEqual([...newestCreated].sort().reverse());

    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(created[0]!));
    const oneDay = await list('seller', { from: day, to: day });
    expect(oneDay.orders.length).toBeGreaterThan(0);
    for (const order of oneDay.orders) {
      expect(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(order.createdAt)),
      ).toBe(day);
    }
    const reversed = await list('seller', { from: '2026-10-10', to: '2026-10-01' });
    expect(reversed.response.statusCode).toBe(400);
    expect(reversed.body.fields.to.en).toMatch(/before the start/);
    expect(reversed.body.fields.to.ar).toMatch(ARABIC);
    const notADay = await list('seller', { from: '2026-02-30' });
    expect(notADay.response.statusCode).toBe(400);
    expect(notADay.body.fields.from.ar).toMatch(ARABIC);
  });

  it('lets an admin narrow every seller’s lines to one seller by name, and refuses the seller box to a seller', async () => {
    const { body, lines } = await list('admin', { seller: 'Hoda', status: 'pending' });
    const expected = await app.db
      .selectFrom('order_lines')
      .select('id')
      .where('seller_id', '=', DEMO_IDS.seller2)
      .where('status', '=', 'pending')
      .execute();
    expect(body.meta.count).toBe(expected.length);
    expect(lines.map((line) => line._id).sort()).toEqual(expected.map((row) => row.id).sort());
    const refused = await list('seller', { seller: 'Hoda' });
    expect(refused.response.statusCode).toBe(400);
  });
});

describe('a search matching more lines than the count limit', () => {
  let small: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    small = await makeTestApp({ searchCountLimit: 3 });
    token = (await loginAll(small, ['seller'] as const)).seller;
  });

  afterAll(async () => {
    await small.close();
  });

  const search = async (text: string) => {
    const response = await small.inject({
      method: 'GET',
      url: `/api/v1/orders/seller?page=1&limit=5&search=${encodeURIComponent(text)}`,
      headers: bearer(token),
    });
    return response.json() as {
      data: ListedOrder[];
      meta: { count: number; count_is_lower_bound?: boolean };
    };
  };

  it('walks the list for a page of matches and says "at least" the limit, by product name and by buyer', async () => {
    // Every demo order is the demo buyer's: her name and phone match each of the seller's lines.
    for (const text of ['منى عادل', '01000000005']) {
      const found = await search(text);
      expect(found.meta.count_is_lower_bound, text).toBe(true);
      expect(found.meta.count, text).toBeGreaterThanOrEqual(3);
      expect(found.data.flatMap((order) => order.product)).toHaveLength(5);
      expect(found.data.every((order) => order.buyer_phone === '01000000005')).toBe(true);
    }
    const { name } = await small.db
      .selectFrom('order_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['p.name_en as name', (eb) => eb.fn.countAll<number>().as('n')])
      .where('l.seller_id', '=', DEMO_IDS.seller)
      .groupBy('p.name_en')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const word = name.split(' ')[0]!;
    const byProduct = await search(word);
    expect(byProduct.meta.count).toBeGreaterThanOrEqual(3);
    expect(byProduct.data.length).toBeGreaterThan(0);
  });
});
