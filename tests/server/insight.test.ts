import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo/seedData';
import { marketDayOf } from '../../server/insight/rollups';
import { rebuildSalesSums } from '../../server/insight/rebuild';
import { bucketStarts, previousPeriod, presetPeriod } from '../../src/lib/insight';
import type { ApiAnswers } from '../../src/lib/api.generated';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { bearer, loginAll, makeTestApp } from './helpers';

type SalesInsight = ApiAnswers['GET /insight/sales']['data'];
type MarketInsight = ApiAnswers['GET /admin/insight']['data'];
type Who = 'seller' | 'seller2' | 'admin';
type Line = {
  id: string;
  order_id: string;
  product_id: string;
  price: number;
  quantity: number;
  ship_by: string | null;
};

const ARABIC = /[\u0600-\u06FF]/;
const SUM_TABLES = [
  'seller_sales_days',
  'market_sales_days',
  'product_sales_days',
  'product_sales_months',
] as const;

let app: FastifyInstance;
let tokens: Record<Who, string>;

beforeAll(async () => {
  app = await makeTestApp();
  tokens = await loginAll(app, ['seller', 'seller2', 'admin'] as const);
});
afterAll(() => app.close());

const get = (who: Who, url: string) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(tokens[who]) });
const sales = async (query: string, who: Who = 'seller') => {
  const response = await get(who, `/insight/sales${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SalesInsight }>().data;
};
const market = async (query: string) => {
  const response = await get('admin', `/admin/insight${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MarketInsight }>().data;
};

const lineIn = (status: OrderStatus, seller: string = DEMO_IDS.seller): Promise<Line> =>
  app.db
    .selectFrom('order_lines')
    .select(['id', 'order_id', 'product_id', 'price', 'quantity', 'ship_by'])
    .where('seller_id', '=', seller)
    .where('status', '=', status)
    // Two units or more, so one can come back and the line stays delivered.
    .where('quantity', '>=', 2)
    .orderBy(sql`rowid`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

/** A status change: sourcing's for delivery and return, the order's own route for the rest. */
const move = (who: Who, line: Line, status: string) =>
  app.inject({
    method: 'PUT',
    url:
      status === 'delivered' || status === 'returned'
        ? `/api/v1/admin/sourcing/orders/${line.order_id}/delivery-status`
        : `/api/v1/orders/${line.order_id}/update-status`,
    headers: bearer(tokens[who]),
    payload: { status, product_id: line.product_id },
  });

/** Every non-zero row of the four sum tables, in a stable order. */
const sums = async () => {
  const tables: Record<string, unknown[]> = {};
  for (const table of SUM_TABLES) {
    const rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(app.db)).rows;
    tables[table] = rows
      .map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value : Number(value)]),
        ),
      )
      .filter((row) => Object.values(row).some((value) => typeof value === 'number' && value !== 0))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return tables;
};

const today = () => marketDayOf(new Date().toISOString());

describe('the sales insight', () => {
  it('counts a seller’s orders, units and value by the day they were ordered, as the lines say', async () => {
    const period = { from: '2026-10-01', to: '2026-10-31' };
    const answer = await sales(`?from=${period.from}&to=${period.to}`);
    const lines = await app.db
      .selectFrom('order_lines')
      .select(['order_id', 'quantity', 'price', 'ordered_at'])
      .where('seller_id', '=', DEMO_IDS.seller)
      .execute();
    const inPeriod = lines.filter((line) => {
      const day = marketDayOf(line.ordered_at ?? '');
      return day >= period.from && day <= period.to;
    });
    expect(inPeriod.length).toBeGreaterThan(0);
    expect(answer.totals.current.lines).toBe(inPeriod.length);
    expect(answer.totals.current.orders).toBe(new Set(inPeriod.map((line) => line.order_id)).size);
    expect(answer.totals.current.units).toBe(inPeriod.reduce((sum, line) => sum + line.quantity, 0));
    expect(answer.totals.current.ordered_value).toBeCloseTo(
      inPeriod.reduce((sum, line) => sum + line.quantity * line.price, 0) / 100,
      2,
    );
    expect(answer.totals.current.average_order_value).toBeCloseTo(
      answer.totals.current.ordered_value / answer.totals.current.orders,
      1,
    );
  });

  it('compares a period with the one before, in buckets that add up to the totals', async () => {
    const period = { from: '2026-09-01', to: '2026-10-31' };
    const answer = await sales(`?from=${period.from}&to=${period.to}&grain=week`);
    expect(answer.period).toEqual(period);
    expect(answer.previous).toEqual(previousPeriod(period));
    expect(answer.previous).toEqual({ from: '2026-07-01', to: '2026-08-31' });
    expect(answer.series.map((bucket) => bucket.start)).toEqual(bucketStarts(period, 'week'));
    expect(answer.previous_series.map((bucket) => bucket.start)).toEqual(
      bucketStarts(answer.previous, 'week'),
    );
    const total = (key: 'orders' | 'units' | 'sales', series: SalesInsight['series']) =>
      series.reduce((sum, bucket) => sum + bucket[key], 0);
    expect(total('orders', answer.series)).toBe(answer.totals.current.orders);
    expect(total('units', answer.series)).toBe(answer.totals.current.units);
    expect(total('sales', answer.series)).toBeCloseTo(answer.totals.current.sales, 2);
    expect(total('units', answer.previous_series)).toBe(answer.totals.previous.units);
    expect(answer.totals.current.returns_rate).toBeCloseTo(
      answer.totals.current.returned_units / answer.totals.current.sold_units,
      6,
    );
    expect(answer.totals.current.on_time_rate).toBeCloseTo(
      answer.totals.current.shipped_on_time / answer.totals.current.shipped_lines,
      6,
    );
  });

  it('defaults to this month against the same days of last month, by day', async () => {
    const answer = await sales('');
    expect(answer.period).toEqual(presetPeriod('this_month'));
    expect(answer.previous).toEqual(previousPeriod(answer.period));
    expect(answer.grain).toBe('day');
  });

  it('names the best sellers by delivered sales, reading whole months and the days around them alike', async () => {
    const long = await sales('?from=2025-12-15&to=2026-11-20&grain=month');
    expect(long.best_sellers.length).toBeGreaterThan(0);
    expect(long.best_sellers.length).toBeLessThanOrEqual(10);
    const bySales = long.best_sellers.map((product) => product.sales);
    expect([...bySales].sort((a, b) => b - a)).toEqual(bySales);
    // The same ranking from the daily sums alone.
    const daily = await sql<{ product_id: string; sales: number }>`SELECT product_id, SUM(sales) AS sales
      FROM product_sales_days WHERE seller_id = ${DEMO_IDS.seller} AND day >= '2025-12-15' AND day <= '2026-11-20'
      GROUP BY product_id HAVING SUM(sold_units) > 0 ORDER BY SUM(sales) DESC, product_id LIMIT 10`.execute(
      app.db,
    );
    expect(long.best_sellers.map((product) => [product.product_id, product.sales])).toEqual(
      daily.rows.map((row) => [row.product_id, Number(row.sales) / 100]),
    );
    expect(long.best_sellers[0]?.name_ar).toMatch(ARABIC);
    // The sold units of the best sellers never exceed the period's.
    const units = long.best_sellers.reduce((sum, product) => sum + product.sold_units, 0);
    expect(units).toBeLessThanOrEqual(long.totals.current.sold_units);
  });

  it('moves with the lines: shipping and its undo, delivery, a partial return, as a rebuild would count them', async () => {
    const day = `?from=${today()}&to=${today()}`;
    const before = await sales(day);
    const marketBefore = await market(day);

    const pending = await lineIn('pending');
    expect((await move('seller', pending, 'confirmed')).statusCode).toBe(200);
    expect((await move('admin', pending, 'shipped')).statusCode).toBe(200);
    const shipped = await sales(day);
    expect(shipped.totals.current.shipped_lines).toBe(before.totals.current.shipped_lines + 1);
    // On time only when shipped by its ship-by day (the demo's old pending lines are late).
    const onTime = (pending.ship_by ?? '') >= today() ? 1 : 0;
    expect(shipped.totals.current.shipped_on_time).toBe(before.totals.current.shipped_on_time + onTime);

    // The shipping undone takes its count away; shipped again, it counts once.
    const undone = await app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${pending.order_id}/status/undo`,
      headers: bearer(tokens.admin),
      payload: { product_id: pending.product_id },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await sales(day)).totals.current.shipped_lines).toBe(before.totals.current.shipped_lines);
    expect((await move('admin', pending, 'shipped')).statusCode).toBe(200);
    expect((await sales(day)).totals.current.shipped_lines).toBe(before.totals.current.shipped_lines + 1);

    expect((await move('admin', pending, 'delivered')).statusCode).toBe(200);
    const delivered = await sales(day);
    expect(delivered.totals.current.sold_units).toBe(before.totals.current.sold_units + pending.quantity);
    expect(delivered.totals.current.sales).toBeCloseTo(
      before.totals.current.sales + (pending.quantity * pending.price) / 100,
      2,
    );
    expect(delivered.best_sellers.map((product) => product.product_id)).toContain(pending.product_id);
    const marketDelivered = await market(day);
    expect(marketDelivered.totals.current.sales).toBeCloseTo(
      marketBefore.totals.current.sales + (pending.quantity * pending.price) / 100,
      2,
    );

    const call = (who: Who, url: string, payload?: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: bearer(tokens[who]),
        ...(payload ? { payload } : {}),
      });
    const opened = await call('admin', '/returns', {
      order_id: pending.order_id,
      product_id: pending.product_id,
      quantity: 1,
      reason: { code: 'damaged' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json<{ data: { _id: string } }>().data._id;
    expect((await call('seller', `/returns/${id}/accept`)).statusCode).toBe(200);
    expect((await call('admin', `/returns/${id}/receive`)).statusCode).toBe(200);
    const returned = await sales(day);
    expect(returned.totals.current.returned_units).toBe(before.totals.current.returned_units + 1);

    // A delivered line sent back whole by sourcing: all its units come back.
    const other = await lineIn('pending');
    for (const [who, status] of [
      ['seller', 'confirmed'],
      ['admin', 'shipped'],
      ['admin', 'delivered'],
      ['admin', 'returned'],
    ] as const) {
      expect((await move(who, other, status)).statusCode).toBe(200);
    }
    const whole = await sales(day);
    expect(whole.totals.current.returned_units).toBe(
      before.totals.current.returned_units + 1 + other.quantity,
    );
    expect(whole.totals.current.sold_units).toBe(
      before.totals.current.sold_units + pending.quantity + other.quantity,
    );

    const live = await sums();
    await rebuildSalesSums(app.db);
    expect(await sums()).toEqual(live);
  });

  it('refuses a reversed, too long or impossible period under the field it concerns, in both languages', async () => {
    const reversed = await get('seller', '/insight/sales?from=2026-11-10&to=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields.to).toMatchObject({
      en: expect.stringContaining('before'),
      ar: expect.stringMatching(ARABIC),
    });

    const tooLong = await get('admin', '/admin/insight?from=2024-01-01&to=2026-01-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.to.en).toContain('366');

    const impossible = await get('seller', '/insight/sales?from=2026-02-30&to=2026-03-01');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().fields.from.ar).toMatch(ARABIC);

    expect((await get('seller', '/insight/sales?grain=year')).statusCode).toBe(400);

    const ancient = await get('seller', '/insight/sales?from=0001-01-01&to=0001-01-02');
    expect(ancient.statusCode).toBe(400);
    expect(Object.keys(ancient.json().fields)).toEqual(['from', 'to']);
    expect(ancient.json().fields.from.ar).toMatch(ARABIC);

    // One end alone is completed within its month, never refused as reversed.
    const fromOnly = await sales('?from=2027-05-03');
    expect(fromOnly.period).toEqual({ from: '2027-05-03', to: '2027-05-31' });
    const toOnly = await sales('?to=2026-10-15');
    expect(toOnly.period).toEqual({ from: '2026-10-01', to: '2026-10-15' });
  });

  it('takes its longest period from INSIGHT_PERIOD_LIMIT_DAYS', async () => {
    const short = await makeTestApp({ insightPeriodLimitDays: 31 });
    try {
      const admin = (await loginAll(short, ['admin'])).admin;
      const refused = await short.inject({
        method: 'GET',
        url: '/api/v1/admin/insight?from=2026-01-01&to=2026-02-01',
        headers: bearer(admin),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.to.en).toContain('31');
      const allowed = await short.inject({
        method: 'GET',
        url: '/api/v1/admin/insight?from=2026-01-01&to=2026-01-31',
        headers: bearer(admin),
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('shows each seller only their own figures, and the marketplace’s only to admins', async () => {
    const period = '?from=2026-01-01&to=2026-11-27';
    const mine = await sales(period, 'seller');
    const theirs = await sales(period, 'seller2');
    const all = await market(period);
    expect(mine.totals.current.lines + theirs.totals.current.lines).toBeLessThanOrEqual(
      all.totals.current.lines,
    );
    expect(all.totals.current.active_sellers).toBeGreaterThanOrEqual(2);
    expect((await get('seller', `/admin/insight${period}`)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/insight/sales' })).statusCode).toBe(401);
  });

  it('tells admins what waits now and keeps it as today’s reading of the backlog', async () => {
    const answer = await market(`?from=${today()}&to=${today()}`);
    const waiting = await app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(answer.backlog_now.pending_products).toBe(Number(waiting.n));
    expect(answer.series.at(-1)?.pending_products).toBe(Number(waiting.n));
    const reading = await app.db
      .selectFrom('backlog_days')
      .selectAll()
      .where('day', '=', today())
      .executeTakeFirst();
    expect(reading?.pending_products).toBe(Number(waiting.n));
  });
});
