/**
 * `npm run bench:search`: how the list calls scale with the catalogue. For each size (SCALE_SIZES, default
 * 10000,100000; add 1000000 for the full table, about five minutes of seeding), seeds a fresh database with that
 * many products over the two demo sellers and SCALE_ORDERS orders (default 40,000, about 80,000 lines; 500000 for
 * about 1,000,000) from many buyers, then measures through the API (in
 * process, sequential) searches of products and order lines, and pages deep in a long list. Exits 1 when a call's
 * p95 is over SCALE_BUDGET_MS (50) at any size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { uniformRateLimits } from '../server/config';
import { DEMO_PASSWORD } from '../server/demo/seedData';
import { bulkBuyerPhone, seedBulk } from '../server/demo/seedBulk';
import { median, percentile, round, table } from './stats';

const SIZES = (process.env.SCALE_SIZES ?? '10000,100000').split(',').map(Number);
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 100);
const BUDGET_MS = Number(process.env.SCALE_BUDGET_MS ?? 50);
/** Orders over the two sellers (SCALE_ORDERS; 500000 makes about 1,000,000 order lines), and their buyers. */
const ORDERS = Number(process.env.SCALE_ORDERS ?? 40_000);
const BUYERS = Math.max(100, Math.round(ORDERS / 25));
const UNLIMITED = uniformRateLimits({ max: 1e9, windowMs: 60_000 });

async function measureSize(size: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-scale-'));
  const app = await buildApp({
    dataDir,
    seed: 'demo',
    jwtSecret: 'scale-secret-long-enough-for-hs256',
    rateLimits: UNLIMITED,
  });
  try {
    const started = performance.now();
    const seeded = await seedBulk(app.db, { products: size, orders: ORDERS, buyers: BUYERS });
    const seedSeconds = round((performance.now() - started) / 1000);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login',
      payload: { email: 'seller@demo.eg', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.json() as { user: { token: string } }).user.token}` };
    const adminLogin = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login',
      payload: { email: 'admin@demo.eg', password: DEMO_PASSWORD },
    });
    const admin = {
      authorization: `Bearer ${(adminLogin.json() as { user: { token: string } }).user.token}`,
    };
    const count = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/products/seller?page=1&limit=15',
        headers,
        payload: {},
      })
    ).json() as { meta: { count: number } };
    const lastPage = Math.max(1, Math.ceil(count.meta.count / 15));
    const products =
      (auth: Record<string, string>, route: string, payload: object, page = 1) =>
      () =>
        app.inject({ method: 'POST', url: `/api/v1${route}?page=${page}&limit=15`, headers: auth, payload });
    const orderList = (auth: Record<string, string>, route: string, query: Record<string, string>) => () =>
      app.inject({
        method: 'GET',
        url: `/api/v1${route}?${new URLSearchParams({ page: '1', limit: '15', ...query }).toString()}`,
        headers: auth,
      });
    const orders = (search: string) => orderList(headers, '/orders/seller', { search });
    // A buyer in the middle of the list, by phone and by full name; a first name many buyers share.
    const buyer = Math.floor(BUYERS / 2);
    const buyerRow = await app.db
      .selectFrom('users')
      .select(['name', 'phone_number'])
      .where('phone_number', '=', bulkBuyerPhone(buyer))
      .executeTakeFirstOrThrow();
    const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
    // Each category's products belong to one of the two sellers: "oil" names a few of this seller's, and
    // seventy thousand of the other's.
    const calls: [string, () => Promise<unknown>][] = [
      ['one-word search, seller', products(headers, '/products', { search: 'charger' })],
      ['one-word search, admin (all)', products(admin, '/products', { search: 'charger' })],
      [
        'Arabic word, admin, pending tab',
        products(admin, '/products', { search: 'شاحن', filter: { status: 'pending' } }),
      ],
      ['word mostly in the other seller’s products', products(headers, '/products', { search: 'oil' })],
      ['search matching nothing', products(headers, '/products', { search: 'zzqxw' })],
      ['seller order search', orders('charger')],
      ['order search matching nothing', orders('zzqxw')],
      ['orders: buyer phone in Arabic digits', orders(arabicDigits(buyerRow.phone_number))],
      ['orders: buyer phone as +20 without the 0', orders(`+20 ${buyerRow.phone_number.slice(1)}`)],
      ['orders: buyer full name', orders(buyerRow.name)],
      ['orders: a first name many buyers share', orders('منى')],
      [
        'orders: pending tab, ship-by first',
        orderList(headers, '/orders/seller', { status: 'pending', sort: 'ship_by' }),
      ],
      [
        'orders: overdue, ship-by first',
        orderList(headers, '/orders/seller', { due: 'overdue', sort: 'ship_by' }),
      ],
      [
        'orders: one week of order days',
        orderList(headers, '/orders/seller', { from: '2026-06-01', to: '2026-06-07' }),
      ],
      [
        'orders: a year of order days, oldest first',
        orderList(headers, '/orders/seller', { from: '2025-11-01', to: '2026-10-31', sort: 'oldest' }),
      ],
      ['orders: admin, every line, newest', orderList(admin, '/admin/sourcing/orders', { sort: 'newest' })],
      [
        'orders: admin, one seller by name, pending',
        orderList(admin, '/admin/sourcing/orders', { seller: 'Hoda', status: 'pending' }),
      ],
      ['middle page of the seller list', products(headers, '/products/seller', {}, Math.ceil(lastPage / 2))],
      // The inventory's filters and sorts: few matches (low stock is about one product in 500), many matches
      // sorted by another column than the filter's, and a whole list in a non-default order.
      [
        'low stock, lowest stock first',
        products(headers, '/products/seller', { filter: { stock: 'low' }, sort: 'stock_asc' }),
      ],
      [
        'out of stock, by Arabic name',
        products(headers, '/products/seller', { filter: { stock: 'out' }, sort: 'name_ar' }),
      ],
      [
        'price 100–200, cheapest first',
        products(headers, '/products/seller', {
          filter: { price_min: 100, price_max: 200 },
          sort: 'price_asc',
        }),
      ],
      [
        'price 100–200, most stock first',
        products(headers, '/products/seller', {
          filter: { price_min: 100, price_max: 200 },
          sort: 'stock_desc',
        }),
      ],
      [
        'category and in stock, by English name',
        products(headers, '/products/seller', {
          filter: { category: 'electronics', stock: 'in' },
          sort: 'name_en',
        }),
      ],
      [
        'active tab, dearest first',
        products(headers, '/products/seller', { filter: { status: 'active' }, sort: 'price_desc' }),
      ],
      [
        'price from 1,000, low stock, by last change',
        products(headers, '/products/seller', { filter: { price_min: 1000, stock: 'low' } }),
      ],
      [
        'in stock, lowest stock first',
        products(headers, '/products/seller', { filter: { stock: 'in' }, sort: 'stock_asc' }),
      ],
      [
        'one category, newest change first',
        products(headers, '/products/seller', { filter: { category: 'electronics' } }),
      ],
      ['whole list by English name', products(headers, '/products/seller', { sort: 'name_en' })],
      [
        'admin: every seller, low stock',
        products(admin, '/products', { filter: { stock: 'low' }, sort: 'stock_asc' }),
      ],
      ['last page of the seller list', products(headers, '/products/seller', {}, lastPage)],
    ];
    const results: Record<string, { median: number; p95: number }> = {};
    for (const [name, call] of calls) {
      for (let n = 0; n < 5; n += 1) await call();
      const times: number[] = [];
      for (let n = 0; n < REQUESTS; n += 1) {
        const t = performance.now();
        await call();
        times.push(performance.now() - t);
      }
      results[name] = { median: round(median(times)), p95: round(percentile(times, 95)) };
    }
    for (const [name, result] of Object.entries(results)) {
      if (result.p95 > BUDGET_MS)
        overBudget.push(`${name} at ${size.toLocaleString('en-US')}: p95 ${result.p95} ms`);
    }
    return { products: size, lines: seeded.lines, seedSeconds, results };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Awaited<ReturnType<typeof measureSize>>[] = [];
const overBudget: string[] = [];
for (const size of SIZES) {
  process.stdout.write(`[scale] ${size} products…\n`);
  rows.push(await measureSize(size));
}
const names = Object.keys(rows[0]?.results ?? {});
process.stdout.write(
  `${table(
    `List calls by catalogue size, p95 of ${REQUESTS} sequential calls (median in brackets), ms`,
    [
      'call',
      ...rows.map(
        (row) =>
          `${row.products.toLocaleString('en-US')} products, ${row.lines.toLocaleString('en-US')} order lines`,
      ),
    ],
    names.map((name) => [
      name,
      ...rows.map((row) => `${row.results[name]?.p95} (${row.results[name]?.median})`),
    ]),
  )}\n`,
);

if (overBudget.length > 0) {
  process.stdout.write(
    `\nOver ${BUDGET_MS} ms (p95):\n${overBudget.map((line) => `  - ${line}`).join('\n')}\n`,
  );
  process.exitCode = 1;
}
