/**
 * The same API calls on the embedded SQLite file and on PostgreSQL (docs/operations.md), each over a listening server with
 * the demo seed plus 100,000 products and 20,000 orders: the product lists and a product's status change, p95 of
 * BENCH_API_REQUESTS calls each. PostgreSQL is TEST_DATABASE_URL's server or a throwaway one started here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../server/app';
import type { DatabaseKind } from '../server/db/kind';
import { seedBulk } from '../server/demo/seedBulk';
import { DEMO_IDS, DEMO_PASSWORD } from '../server/demo/seedData';
import { uniformRateLimits } from '../server/config';
import { startThrowawayPostgres, stopThrowawayPostgres } from '../scripts/throwawayPostgres';
import { median, percentile, round } from './stats';

export type DatabaseRow = {
  database: DatabaseKind;
  call: string;
  requests: number;
  medianMs: number;
  p95Ms: number;
};

const PRODUCTS = 100_000;
const ORDERS = 20_000;
const DATABASE = 'souq_bench';

type Timed = (n: number) => Promise<number>;

/** Seeds a database of the kind, serves it, and times each call. */
async function measureOn(
  kind: DatabaseKind,
  postgresUrl: string | undefined,
  requests: number,
  log: (message: string) => void,
): Promise<DatabaseRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `souq-bench-${kind}-`));
  const app = await buildApp({
    dataDir,
    postgres: postgresUrl ? { url: postgresUrl, poolSize: 10 } : undefined,
    seed: 'demo',
    jwtSecret: 'bench-secret-long-enough-for-hs256-signing',
    rateLimits: uniformRateLimits({ max: 1_000_000, windowMs: 60_000 }),
  });
  try {
    const seeding = performance.now();
    await seedBulk(app.db, { products: PRODUCTS, orders: ORDERS });
    log(`${kind}: seeded ${PRODUCTS} products in ${round((performance.now() - seeding) / 1000)} s`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const call = async (method: string, url: string, token: string | null, body?: unknown) => {
      const started = performance.now();
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${kind}: ${method} ${url} answered ${response.status}`);
      return performance.now() - started;
    };
    const login = async (email: string) => {
      const response = await fetch(`${base}/accounts/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      return ((await response.json()) as { user: { token: string } }).user.token;
    };
    const admin = await login('admin@demo.eg');
    const seller = await login('seller@demo.eg');
    const products = await app.db
      .selectFrom('products')
      .select('id')
      .where('seller_id', '=', DEMO_IDS.seller)
      .where('status', '=', 'active')
      .limit(requests)
      .execute();
    const calls: { name: string; run: Timed }[] = [
      {
        name: 'POST /products?page&limit=15 (admin, every product)',
        run: (n) => call('POST', `/products?page=${(n % 50) + 1}&limit=15`, admin, {}),
      },
      {
        name: 'POST /products/seller?page&limit=15 (seller)',
        run: (n) => call('POST', `/products/seller?page=${(n % 50) + 1}&limit=15`, seller, {}),
      },
      {
        name: 'POST /products with a one-word search (admin)',
        run: (n) => call('POST', `/products?page=${(n % 5) + 1}&limit=15`, admin, { search: 'charger' }),
      },
      {
        // One product paused, then the next call makes it active again: a status change with its audit row.
        name: 'PUT /products/update-status (admin, one product)',
        run: (n) => {
          const product = products[Math.floor(n / 2) % products.length];
          return call('PUT', '/products/update-status', admin, {
            ids: [product?.id],
            status: n % 2 === 0 ? 'paused' : 'active',
          });
        },
      },
    ];
    const rows: DatabaseRow[] = [];
    for (const { name, run } of calls) {
      for (let n = 0; n < 6; n += 1) await run(n);
      const times: number[] = [];
      for (let n = 0; n < requests; n += 1) times.push(await run(n));
      rows.push({
        database: kind,
        call: name,
        requests,
        medianMs: round(median(times)),
        p95Ms: round(percentile(times, 95)),
      });
      log(`${kind}: ${name}: median ${round(median(times))} ms, p95 ${round(percentile(times, 95))} ms`);
    }
    return rows;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureDatabases(
  requests: number,
  log: (message: string) => void,
): Promise<DatabaseRow[]> {
  const throwaway = process.env.TEST_DATABASE_URL ? undefined : await startThrowawayPostgres();
  const serverUrl = process.env.TEST_DATABASE_URL ?? throwaway!.url;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${DATABASE}`;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE} TEMPLATE template0`);
    return [
      ...(await measureOn('sqlite', undefined, requests, log)),
      ...(await measureOn('postgres', databaseUrl.toString(), requests, log)),
    ];
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    if (throwaway) stopThrowawayPostgres(throwaway.folder);
  }
}
