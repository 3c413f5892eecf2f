/**
 * `npm run bench` (docs/performance.md): builds the production app and a minimal Vite + React yardstick, then measures
 * bundle sizes, paint times in throttled Chromium, the pre-upload spreadsheet check and the reference API over
 * 100,000 products. Writes bench/report.json and prints tables; exits 1 when a budget is missed.
 *
 * Ports: BENCH_PORT (default 4481) serves the app and API, BENCH_PORT + 2 the yardstick.
 * BENCH_RUNS (default 5) loads per page, network and visit; BENCH_PAGES (e.g. login,inventory) the pages; BENCH_API_REQUESTS (default 200) calls per API route.
 * The comparison of SQLite and PostgreSQL (bench/databases.ts) uses TEST_DATABASE_URL's server or a throwaway one.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { analyseBuild, SIZE_BUDGETS, type BundleReport } from '../build/bundleReport';
import { buildApp } from '../server/app';
import { RATE_LIMIT_VARIABLES } from '../server/config';
import { seedBulk, seedBulkLedger } from '../server/demo/seedBulk';
import { DEMO_IDS, DEMO_PASSWORD } from '../server/demo/seedData';
import type { SheetHeader } from '../src/lib/spreadsheet/columns';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/env';
import { measureMany, type LoadOptions, type NetworkProfile, type PaintSummary } from './browser';
import { measureDatabases } from './databases';
import { measureSpreadsheets, SHEET_ROWS } from './spreadsheet';
import { serveStatic } from './staticServer';
import { kb, median, percentile, round, table } from './stats';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4481);
const YARDSTICK_PORT = PORT + 2;
/** Loads per page, network and visit: the median of 5 (docs/performance.md), more when BENCH_RUNS asks. */
const PAINT_RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
const API_REQUESTS = Number(process.env.BENCH_API_REQUESTS ?? 200);
const BULK = { products: 100_000, orders: 20_000 };
/** One seller's upload waiting for review (docs/review.md): part of the 100,000, all pending, of the new seller. */
const REVIEW_BACKLOG = 5_000;
/** How many times the bulk approval of the backlog (and its undo) is timed. */
const BULK_CHANGE_RUNS = 5;
/** The seller's ledger length for the ledger page's figure (docs/money.md). */
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 100_000);

const TIMING_BUDGETS = {
  /** Time until the page's own content is on screen, slow 4G and 4x CPU (docs/performance.md). */
  coldLoginOverYardstick: 1.3,
  repeatLoginMs: 1_000,
  coldInventoryMs: 3_000,
  repeatInventoryMs: 1_000,
  spreadsheetCheckMs: 1_000,
  productListP95Ms: 50,
  reviewQueuesP95Ms: 50,
  bulkChangeSlowestMs: 1_000,
};

const work = mkdtempSync(path.join(tmpdir(), 'souq-bench-'));
const appDist = path.join(work, 'app');
const yardstickDist = path.join(work, 'yardstick');
const dataDir = path.join(work, 'data');
const base = `http://127.0.0.1:${PORT}`;

const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

async function buildProduction(): Promise<void> {
  process.env.NODE_ENV = 'production';
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: appDist },
  });
  await build({
    root: path.join(ROOT, 'bench/yardstick'),
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: yardstickDist, emptyOutDir: true },
  });
}

/** A database with the demo seed plus 100,000 products and 20,000 orders; returns the electronics headers. */
async function seedDatabase(): Promise<SheetHeader[]> {
  const app = await buildApp({
    dataDir,
    seed: 'demo',
    jwtSecret: 'bench-secret-long-enough-for-hs256-signing',
  });
  const started = performance.now();
  const counts = await seedBulk(app.db, { ...BULK, products: BULK.products - REVIEW_BACKLOG });
  await seedBulk(app.db, { products: REVIEW_BACKLOG, orders: 0, sellerIds: [DEMO_IDS.newseller] });
  await app.db
    .updateTable('products')
    .set({ status: 'pending' })
    .where('seller_id', '=', DEMO_IDS.newseller)
    .execute();
  log(
    `seeded ${counts.products + REVIEW_BACKLOG} products, ${counts.orders} orders (${counts.lines} lines) in ${round((performance.now() - started) / 1000)} s`,
  );
  const ledgerStarted = performance.now();
  await seedBulkLedger(app.db, { sellerId: DEMO_IDS.seller, rows: LEDGER_ROWS });
  log(
    `added ${LEDGER_ROWS} ledger rows to the seller in ${round((performance.now() - ledgerStarted) / 1000)} s`,
  );
  const row = await app.db
    .selectFrom('categories')
    .select('headers')
    .where('code', '=', 'electronics')
    .executeTakeFirstOrThrow();
  await app.close();
  return JSON.parse(row.headers) as SheetHeader[];
}

async function startServer(): Promise<ChildProcess> {
  // The compiled server, as production runs it.
  execFileSync(process.execPath, ['build/server.mjs'], { cwd: ROOT, stdio: 'ignore' });
  const server = spawn(process.execPath, ['dist-server/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: appDist,
      JWT_SECRET: 'bench-secret-long-enough-for-hs256-signing',
      ...Object.fromEntries(
        Object.values(RATE_LIMIT_VARIABLES).map((prefix) => [`${prefix}_RATE_LIMIT_MAX`, '1000000']),
      ),
    },
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the reference API did not start');
}

type Login = { token: string; payload: Record<string, unknown>; profile: Record<string, unknown> };

async function login(email: string): Promise<Login> {
  const response = await fetch(`${base}/api/v1/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { user: { token: string }; data: Record<string, unknown> };
  const payload = JSON.parse(
    Buffer.from(body.user.token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  return { token: body.user.token, payload, profile: body.data };
}

/** The browser storage of a signed-in app (as tests/e2e/support/session.ts builds it), in Arabic. */
const signedIn = (session: Login) => ({
  cookies: [],
  origins: [
    {
      origin: base,
      localStorage: [
        {
          name: 'persist:root-1',
          value: JSON.stringify({
            auth: JSON.stringify({
              lang: 'ar',
              isAuthenticated: true,
              user: session.payload,
              userdata: session.profile,
              notifications: [],
              loading: false,
            }),
            _persist: JSON.stringify({ version: -1, rehydrated: true }),
          }),
        },
        { name: 'jwtToken', value: session.token },
        { name: 'authUser', value: JSON.stringify(session.payload) },
      ],
    },
  ],
});

/** Shown once the page's first-level heading is laid out (the login form's, the yardstick's). */
const heading = `[...document.querySelectorAll('h1')].some((h1) => h1.getClientRects().length > 0)`;

/** Shown once the page's table has at least `count` rows of data (not its loading placeholder). */
const rows = (count: number) =>
  `document.querySelectorAll('tbody tr:not([aria-busy="true"])').length >= ${count}`;

/** The rows-per-page choice is kept per list in session storage: these lists open with 15 rows. */
const fifteenRows = (ids: string[]): string =>
  `sessionStorage.setItem('pagination-rows', ${JSON.stringify(JSON.stringify(Object.fromEntries(ids.map((id) => [id, 15]))))});`;

const VISITS = ['cold', 'repeat'] as const;
type Visit = (typeof VISITS)[number];
type PaintResults = Record<string, Record<NetworkProfile, Partial<Record<Visit, PaintSummary>>>>;

async function measurePaints(seller: Login, admin: Login): Promise<PaintResults> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const results: PaintResults = {};
  try {
    const pages: Record<string, Omit<LoadOptions, 'network'> & { visits?: readonly Visit[] }> = {
      yardstick: { url: `http://127.0.0.1:${YARDSTICK_PORT}/`, shownWhen: heading },
      login: { url: `${base}/login`, shownWhen: heading },
      inventory: {
        url: `${base}/store/inventory`,
        storageState: signedIn(seller),
        initScript: fifteenRows(['store-inventory']),
        shownWhen: rows(15),
      },
      // The same page opened by a signed-in user for the first time on this device: only the session stored.
      inventoryFirstVisit: {
        url: `${base}/store/inventory`,
        storageState: signedIn(seller),
        initScript: fifteenRows(['store-inventory']),
        shownWhen: rows(15),
        firstVisit: true,
        visits: ['cold'],
      },
      orders: {
        url: `${base}/store/orders`,
        storageState: signedIn(seller),
        initScript: fifteenRows(['orders-seller']),
        shownWhen: rows(15),
      },
      account: { url: `${base}/pages/account`, storageState: signedIn(seller), shownWhen: rows(5) },
      adminProducts: {
        url: `${base}/admin/products`,
        storageState: signedIn(admin),
        initScript: fifteenRows(['admin-products']),
        shownWhen: rows(15),
      },
      userDetail: {
        url: `${base}/pages/user/detail?id=${DEMO_IDS.seller}`,
        storageState: signedIn(admin),
        // The user's own data: their reference id under the name, once the record has loaded.
        shownWhen: `document.body.textContent.includes(${JSON.stringify(String(seller.profile.ref_id))})`,
      },
    };
    // BENCH_PAGES=login,inventory measures only those (the budgets of the others then read as missing).
    const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
    for (const [name, options] of Object.entries(pages)) {
      if (only && name !== 'yardstick' && !only.includes(name)) continue;
      const byNetwork = {} as Record<NetworkProfile, Partial<Record<Visit, PaintSummary>>>;
      for (const network of ['loopback', 'slow4g'] as const) {
        const byVisit: Partial<Record<Visit, PaintSummary>> = {};
        for (const visit of options.visits ?? VISITS) {
          log(`${name} on ${network}: ${PAINT_RUNS} ${visit} visits`);
          byVisit[visit] = await measureMany(browser, { ...options, network }, PAINT_RUNS, visit);
        }
        byNetwork[network] = byVisit;
      }
      results[name] = byNetwork;
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function measureApi(admin: Login, seller: Login) {
  const call = async (method: string, url: string, token: string | null, body?: unknown) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
    return performance.now() - started;
  };
  const routes = [
    {
      name: 'POST /products?page&limit=15 (admin, all 100k)',
      run: (n: number) => call('POST', `/products?page=${(n % 50) + 1}&limit=15`, admin.token, {}),
    },
    {
      name: 'POST /products/seller?page&limit=15 (seller)',
      run: (n: number) => call('POST', `/products/seller?page=${(n % 50) + 1}&limit=15`, seller.token, {}),
    },
    {
      // One page of the seller's order lines (about 20,000 in all), as the orders screen asks for it.
      name: 'GET /orders/seller?page&limit=15 (seller)',
      run: (n: number) => call('GET', `/orders/seller?page=${(n % 50) + 1}&limit=15`, seller.token),
    },
    {
      // The account page's ledger, one page of a 100,000-row history with its running balances.
      name: `GET /accounts/wallet?page&limit=15 (seller, ${LEDGER_ROWS.toLocaleString('en-US')} ledger rows)`,
      run: (n: number) => call('GET', `/accounts/wallet?page=${(n % 50) * 100 + 1}&limit=15`, seller.token),
    },
    {
      // The admin home's review queues, counted over every product and user.
      name: 'GET /admin/queues (admin)',
      run: () => call('GET', '/admin/queues', admin.token),
    },
    {
      name: 'POST /accounts/login',
      run: () => call('POST', '/accounts/login', null, { email: 'seller@demo.eg', password: DEMO_PASSWORD }),
      requests: Math.min(API_REQUESTS, 100),
    },
  ];
  const results = [];
  for (const route of routes) {
    const count = route.requests ?? API_REQUESTS;
    for (let n = 0; n < 5; n += 1) await route.run(n);
    const times: number[] = [];
    for (let n = 0; n < count; n += 1) times.push(await route.run(n));
    results.push({
      route: route.name,
      requests: count,
      medianMs: round(median(times)),
      p95Ms: round(percentile(times, 95)),
    });
    log(`${route.name}: median ${round(median(times))} ms, p95 ${round(percentile(times, 95))} ms`);
  }
  return results;
}

/**
 * The approval of one seller's 5,000 pending products in one call (filter, count check, one
 * transaction with an audit row per product and the seller's notification), and its undo, each timed.
 * See docs/review.md.
 */
async function measureBulkChange(admin: Login) {
  const post = async (url: string, body?: unknown) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1${url}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin.token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json()) as {
      data: { batch_id?: string; changed?: number; restored?: number };
    };
    if (!response.ok) throw new Error(`POST ${url} answered ${response.status}`);
    return { ms: performance.now() - started, data: answer.data };
  };
  const selection = { filter: { status: 'pending', seller_id: DEMO_IDS.newseller } };
  const changes: number[] = [];
  const undos: number[] = [];
  for (let run = 0; run < BULK_CHANGE_RUNS; run += 1) {
    const change = await post('/products/bulk-status', {
      selection,
      status: 'active',
      expected: REVIEW_BACKLOG,
    });
    if (change.data.changed !== REVIEW_BACKLOG)
      throw new Error(`the bulk change changed ${change.data.changed}`);
    changes.push(change.ms);
    const undo = await post(`/products/bulk-status/${change.data.batch_id}/undo`);
    if (undo.data.restored !== REVIEW_BACKLOG) throw new Error(`the undo restored ${undo.data.restored}`);
    undos.push(undo.ms);
  }
  const summary = (times: number[]) => ({
    medianMs: round(median(times)),
    slowestMs: round(Math.max(...times)),
  });
  const result = {
    products: REVIEW_BACKLOG,
    runs: BULK_CHANGE_RUNS,
    change: summary(changes),
    undo: summary(undos),
  };
  log(
    `bulk change of ${REVIEW_BACKLOG}: median ${result.change.medianMs} ms, slowest ${result.change.slowestMs} ms; undo median ${result.undo.medianMs} ms`,
  );
  return result;
}

function sizeTables(bundle: BundleReport): string {
  return [
    table(
      'Bundle (gzip -9)',
      ['what', 'size', 'budget'],
      [
        ['all JS to paint /login', kb(bundle.loginJs.gzip), kb(SIZE_BUDGETS.loginJs)],
        ['entry chunk', kb(bundle.entry.gzip), kb(SIZE_BUDGETS.entryChunk)],
        ['largest route chunk', kb(bundle.routes[0]?.gzip ?? 0), kb(SIZE_BUDGETS.routeChunk)],
        ['initial CSS, RTL', kb(bundle.initialCss.rtl), kb(SIZE_BUDGETS.initialCss)],
        ['initial CSS, LTR', kb(bundle.initialCss.ltr), kb(SIZE_BUDGETS.initialCss)],
      ],
    ),
    table(
      'JS for /login by chunk',
      ['chunk', 'gzip'],
      bundle.loginJs.files.map((file) => [file.file, kb(file.gzip)]),
    ),
    table(
      'Route chunks (own; shared = other chunks it imports)',
      ['route', 'own', 'shared'],
      bundle.routes.map((route) => [route.route, kb(route.gzip), kb(route.sharedGzip)]),
    ),
    table(
      'On-demand chunks',
      ['module', 'gzip'],
      bundle.onDemand.map((chunk) => [chunk.name, kb(chunk.gzip)]),
    ),
  ].join('\n');
}

let server: ChildProcess | undefined;

// An interrupted run still stops the API it started (it runs in its own process group) and cleans up.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });
}

async function main() {
  const failures: string[] = [];
  let yardstick: Awaited<ReturnType<typeof serveStatic>> | undefined;
  try {
    log(`building the app and the yardstick into ${work}`);
    await buildProduction();
    const bundle = analyseBuild(appDist);
    failures.push(...bundle.violations);
    process.stdout.write(`${sizeTables(bundle)}\n`);

    log(`seeding ${BULK.products} products and ${BULK.orders} orders`);
    const headers = await seedDatabase();
    server = await startServer();
    yardstick = await serveStatic(yardstickDist, YARDSTICK_PORT);
    const admin = await login('admin@demo.eg');
    const seller = await login('seller@demo.eg');

    const api = await measureApi(admin, seller);
    const bulkChange = await measureBulkChange(admin);
    const spreadsheet = await measureSpreadsheets({ base, token: seller.token }, headers);
    const paints = await measurePaints(seller, admin);
    // BENCH_DATABASES=off skips the comparison (a machine without PostgreSQL's server binaries).
    const databases = process.env.BENCH_DATABASES === 'off' ? [] : await measureDatabases(API_REQUESTS, log);

    const shown = (page: string, visit: Visit) => paints[page]?.slow4g[visit]?.shownMedian ?? Number.NaN;
    const productP95 = api[0]?.p95Ms ?? Number.NaN;
    const queuesP95 = api.find((row) => row.route.startsWith('GET /admin/queues'))?.p95Ms ?? Number.NaN;
    const checks = [
      {
        budget: `/login form shown, cold, slow 4G ≤ ${TIMING_BUDGETS.coldLoginOverYardstick} × yardstick`,
        value: `${shown('login', 'cold')} ms (yardstick ${shown('yardstick', 'cold')} ms)`,
        ok: shown('login', 'cold') <= TIMING_BUDGETS.coldLoginOverYardstick * shown('yardstick', 'cold'),
      },
      {
        budget: `/login form shown, repeat visit, slow 4G ≤ ${TIMING_BUDGETS.repeatLoginMs} ms`,
        value: `${shown('login', 'repeat')} ms`,
        ok: shown('login', 'repeat') <= TIMING_BUDGETS.repeatLoginMs,
      },
      {
        budget: `inventory rows shown, cold, slow 4G ≤ ${TIMING_BUDGETS.coldInventoryMs} ms`,
        value: `${shown('inventory', 'cold')} ms`,
        ok: shown('inventory', 'cold') <= TIMING_BUDGETS.coldInventoryMs,
      },
      {
        budget: `inventory rows shown, repeat visit, slow 4G ≤ ${TIMING_BUDGETS.repeatInventoryMs} ms`,
        value: `${shown('inventory', 'repeat')} ms`,
        ok: shown('inventory', 'repeat') <= TIMING_BUDGETS.repeatInventoryMs,
      },
      {
        budget: `spreadsheet read and check, ${SHEET_ROWS} rows ≤ 1000 ms`,
        value: `${spreadsheet.checkMedianMs} ms`,
        ok: spreadsheet.checkMedianMs <= TIMING_BUDGETS.spreadsheetCheckMs,
      },
      {
        budget: '/health while a 5,000-row file is imported: slowest ≤ 100 ms',
        value: `${Math.max(spreadsheet.create.healthMaxMs, spreadsheet.update.healthMaxMs)} ms`,
        ok: Math.max(spreadsheet.create.healthMaxMs, spreadsheet.update.healthMaxMs) <= 100,
      },
      {
        budget: 'API product list p95 ≤ 50 ms at 100k products',
        value: `${productP95} ms`,
        ok: productP95 <= TIMING_BUDGETS.productListP95Ms,
      },
      ...databases
        .filter((row) => row.database === 'postgres' && row.call.startsWith('POST /products'))
        .map((row) => ({
          budget: `${row.call} p95 ≤ ${TIMING_BUDGETS.productListP95Ms} ms at 100k products, on PostgreSQL`,
          value: `${row.p95Ms} ms`,
          ok: row.p95Ms <= TIMING_BUDGETS.productListP95Ms,
        })),
      {
        budget: `review queue counts p95 ≤ ${TIMING_BUDGETS.reviewQueuesP95Ms} ms at 100k products`,
        value: `${queuesP95} ms`,
        ok: queuesP95 <= TIMING_BUDGETS.reviewQueuesP95Ms,
      },
      {
        budget: `bulk status change of ${REVIEW_BACKLOG} products: slowest ≤ ${TIMING_BUDGETS.bulkChangeSlowestMs} ms`,
        value: `${bulkChange.change.slowestMs} ms (undo ${bulkChange.undo.slowestMs} ms)`,
        ok:
          Math.max(bulkChange.change.slowestMs, bulkChange.undo.slowestMs) <=
          TIMING_BUDGETS.bulkChangeSlowestMs,
      },
    ];
    for (const check of checks) if (!check.ok) failures.push(`${check.budget}: ${check.value}`);

    process.stdout.write(
      [
        table(
          `Time until the page's own content is shown (median of ${PAINT_RUNS}, 4x CPU slowdown, ms; LCP reported)`,
          ['page', 'network', 'visit', 'FCP', 'LCP', 'content shown', 'shown / yardstick'],
          Object.entries(paints).flatMap(([name, byNetwork]) =>
            (['loopback', 'slow4g'] as const).flatMap((network) =>
              VISITS.flatMap((visit) => {
                const summary = byNetwork[network][visit];
                if (!summary) return [];
                const yard = paints.yardstick?.[network][visit]?.shownMedian ?? Number.NaN;
                return [
                  [
                    name,
                    network,
                    visit,
                    summary.fcpMedian,
                    summary.lcpMedian,
                    summary.shownMedian,
                    round(summary.shownMedian / yard, 2),
                  ],
                ];
              }),
            ),
          ),
        ),
        table(
          `Spreadsheets, ${spreadsheet.rows} rows (${kb(spreadsheet.fileBytes)})`,
          ['what', 'time', '/health meanwhile (p95 / slowest)', 'result'],
          [
            [
              'read + check (browser worker code, in Node)',
              `${spreadsheet.checkMedianMs} ms`,
              '—',
              `${spreadsheet.errorsFound} errors`,
            ],
            [
              'server import, new SKUs',
              `${spreadsheet.create.ms} ms`,
              `${spreadsheet.create.healthP95Ms} / ${spreadsheet.create.healthMaxMs} ms`,
              `${spreadsheet.create.created} created`,
            ],
            [
              'server update, same 5,000 SKUs',
              `${spreadsheet.update.ms} ms`,
              `${spreadsheet.update.healthP95Ms} / ${spreadsheet.update.healthMaxMs} ms`,
              `${spreadsheet.update.updated} updated`,
            ],
            [
              `largest allowed file (${kb(spreadsheet.memory.fileBytes)}, ${spreadsheet.memory.rows} rows) in the pool`,
              `${spreadsheet.memory.readMs} ms`,
              '—',
              `RSS +${spreadsheet.memory.rssGrowthMb} MB`,
            ],
          ],
        ),
        table(
          `Reference API, ${BULK.products} products / ${BULK.orders} orders, loopback, sequential`,
          ['route', 'requests', 'median', 'p95'],
          api.map((row) => [row.route, row.requests, `${row.medianMs} ms`, `${row.p95Ms} ms`]),
        ),
        table(
          'The same calls on SQLite and PostgreSQL, 100,000 products / 20,000 orders, loopback, sequential',
          ['call', 'database', 'requests', 'median', 'p95'],
          databases.map((row) => [
            row.call,
            row.database,
            row.requests,
            `${row.medianMs} ms`,
            `${row.p95Ms} ms`,
          ]),
        ),
        table(
          `Review at volume: ${REVIEW_BACKLOG} pending products of one seller, ${bulkChange.runs} runs`,
          ['what', 'median', 'slowest'],
          [
            [
              'POST /products/bulk-status (approve all, one transaction)',
              `${bulkChange.change.medianMs} ms`,
              `${bulkChange.change.slowestMs} ms`,
            ],
            [
              'POST /products/bulk-status/:batch/undo',
              `${bulkChange.undo.medianMs} ms`,
              `${bulkChange.undo.slowestMs} ms`,
            ],
          ],
        ),
        table(
          'Timing budgets',
          ['budget', 'measured', 'result'],
          checks.map((check) => [check.budget, check.value, check.ok ? 'pass' : 'FAIL']),
        ),
      ].join('\n') + '\n',
    );

    const report = {
      measuredAt: new Date().toISOString(),
      machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
      budgets: { size: SIZE_BUDGETS, timing: TIMING_BUDGETS },
      bundle,
      paints,
      spreadsheet,
      api,
      bulkChange,
      databases,
      timingChecks: checks,
      failures,
    };
    writeFileSync(path.join(ROOT, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
    log('report written to bench/report.json');
  } finally {
    yardstick?.close();
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    process.stdout.write(`\nBudgets missed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write('\nAll budgets met.\n');
  }
}

await main();
