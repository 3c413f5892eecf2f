/**
 * `npm run bench:insight`: the sales insight for a seller with a million order lines. Seeds a fresh database
 * with INSIGHT_PRODUCTS products (default 5,000) of the demo seller and INSIGHT_ORDERS orders (default 500,000,
 * about 1,000,000 lines, all the seller's) spread over the year before the demo's date, then measures through the
 * API (in process, sequential) the seller's and the admins' insight for a week, a month against the month before,
 * a quarter by week and a year by month. Exits 1 when a call's p95 is over INSIGHT_BUDGET_MS (100).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { uniformRateLimits } from '../server/config';
import { DEMO_IDS, DEMO_PASSWORD } from '../server/demo/seedData';
import { seedBulk } from '../server/demo/seedBulk';
import { median, percentile, round, table } from './stats';

const PRODUCTS = Number(process.env.INSIGHT_PRODUCTS ?? 5_000);
const ORDERS = Number(process.env.INSIGHT_ORDERS ?? 500_000);
const REQUESTS = Number(process.env.INSIGHT_REQUESTS ?? 100);
const BUDGET_MS = Number(process.env.INSIGHT_BUDGET_MS ?? 100);

/** The periods asked, inside the seeded year (it ends on October 31, 2026). */
const PERIODS = [
  ['a week by day', 'from=2026-10-25&to=2026-10-31&grain=day'],
  ['October against September, by day', 'from=2026-10-01&to=2026-10-31&grain=day'],
  ['a quarter by week', 'from=2026-08-01&to=2026-10-31&grain=week'],
  ['mid-month to mid-month, by week', 'from=2026-09-15&to=2026-10-14&grain=week'],
  ['a year by month', 'from=2025-11-01&to=2026-10-31&grain=month'],
] as const;

const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-insight-'));
const app = await buildApp({
  dataDir,
  seed: 'demo',
  jwtSecret: 'insight-secret-long-enough-for-hs256',
  rateLimits: uniformRateLimits({ max: 1e9, windowMs: 60_000 }),
});
try {
  process.stdout.write(`[insight] seeding ${PRODUCTS} products and ${ORDERS} orders of one seller…\n`);
  const started = performance.now();
  const seeded = await seedBulk(app.db, {
    products: PRODUCTS,
    orders: ORDERS,
    sellerIds: [DEMO_IDS.seller],
    buyers: Math.max(100, Math.round(ORDERS / 25)),
  });
  const seedSeconds = round((performance.now() - started) / 1000);
  const tokenOf = async (email: string) => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    return { authorization: `Bearer ${(login.json() as { user: { token: string } }).user.token}` };
  };
  const seller = await tokenOf('seller@demo.eg');
  const admin = await tokenOf('admin@demo.eg');
  const calls = PERIODS.flatMap(
    ([name, query]) =>
      [
        [
          `seller: ${name}`,
          () => app.inject({ method: 'GET', url: `/api/v1/insight/sales?${query}`, headers: seller }),
        ],
        [
          `admin: ${name}`,
          () => app.inject({ method: 'GET', url: `/api/v1/admin/insight?${query}`, headers: admin }),
        ],
      ] as const,
  );
  const rows: (string | number)[][] = [];
  const over: string[] = [];
  for (const [name, call] of calls) {
    const first = await call();
    if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
    for (let n = 0; n < 4; n += 1) await call();
    const times: number[] = [];
    for (let n = 0; n < REQUESTS; n += 1) {
      const t = performance.now();
      await call();
      times.push(performance.now() - t);
    }
    const p95 = round(percentile(times, 95));
    rows.push([name, p95, round(median(times))]);
    if (p95 > BUDGET_MS) over.push(`${name}: p95 ${p95} ms`);
  }
  process.stdout.write(
    `${table(
      `Insight calls, ${seeded.lines.toLocaleString('en-US')} order lines of one seller over ${PRODUCTS.toLocaleString('en-US')} products (seeded in ${seedSeconds} s); ${REQUESTS} sequential calls each, ms`,
      ['call', 'p95', 'median'],
      rows,
    )}\n`,
  );
  if (over.length > 0) {
    process.stdout.write(`\nOver ${BUDGET_MS} ms (p95):\n${over.map((line) => `  - ${line}`).join('\n')}\n`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
