/**
 * `npm run bench:search`: how the list calls scale with the catalogue. For each size (SCALE_SIZES, default
 * 10000,100000; add 1000000 for the full table, about two minutes of seeding), seeds a fresh database with that
 * many products over the demo sellers plus orders, then measures through the API (in process, sequential) a
 * one-word search, a search that matches nothing, a seller's order search and the last page of the seller's list.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { uniformRateLimits } from '../server/config';
import { DEMO_PASSWORD } from '../server/db/seedData';
import { seedBulk } from '../server/db/seedBulk';
import { median, percentile, round, table } from './stats';

const SIZES = (process.env.SCALE_SIZES ?? '10000,100000').split(',').map(Number);
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 100);
const UNLIMITED = uniformRateLimits({ max: 1e9, windowMs: 60_000 });

async function measureSize(products: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-scale-'));
  const app = await buildApp({
    dataDir,
    seed: 'demo',
    jwtSecret: 'scale-secret-long-enough-for-hs256',
    rateLimits: UNLIMITED,
  });
  try {
    const started = performance.now();
    seedBulk(app.db, { products, orders: Math.max(1000, Math.round(products / 5)) });
    const seedSeconds = round((performance.now() - started) / 1000);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login',
      payload: { email: 'seller@demo.eg', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.json() as { user: { token: string } }).user.token}` };
    const count = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/products/seller?page=1&limit=15',
        headers,
        payload: {},
      })
    ).json() as { meta: { count: number } };
    const lastPage = Math.max(1, Math.ceil(count.meta.count / 15));
    const calls: [string, () => Promise<unknown>][] = [
      [
        'one-word search',
        () =>
          app.inject({
            method: 'POST',
            url: '/api/v1/products?page=1&limit=15',
            headers,
            payload: { search: 'charger' },
          }),
      ],
      [
        'search matching nothing',
        () =>
          app.inject({
            method: 'POST',
            url: '/api/v1/products?page=1&limit=15',
            headers,
            payload: { search: 'zzqxw' },
          }),
      ],
      [
        'seller order search',
        () =>
          app.inject({ method: 'GET', url: '/api/v1/orders/seller?page=1&limit=15&search=charger', headers }),
      ],
      [
        'last page of the seller list',
        () =>
          app.inject({
            method: 'POST',
            url: `/api/v1/products/seller?page=${lastPage}&limit=15`,
            headers,
            payload: {},
          }),
      ],
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
    return { products, seedSeconds, results };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Awaited<ReturnType<typeof measureSize>>[] = [];
for (const size of SIZES) {
  process.stdout.write(`[scale] ${size} products…\n`);
  rows.push(await measureSize(size));
}
const names = Object.keys(rows[0]?.results ?? {});
process.stdout.write(
  `${table(
    `List calls by catalogue size, p95 of ${REQUESTS} sequential calls (median in brackets), ms`,
    ['call', ...rows.map((row) => `${row.products.toLocaleString('en-US')} products`)],
    names.map((name) => [
      name,
      ...rows.map((row) => `${row.results[name]?.p95} (${row.results[name]?.median})`),
    ]),
  )}\n`,
);
