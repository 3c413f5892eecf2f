import http from 'node:http';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { layoutShiftOf, observeLayoutShifts } from './support/layoutShift';
import { E2E_BASE_URL, E2E_PORT } from './support/env';
import {
  apiLogin,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  MOBILE_VIEWPORT,
  newContextAs,
  storageStateFor,
} from './support/session';

/**
 * A repeat visit (docs/performance.md, "Repeat visits"): the service worker serves the app shell of the build the
 * last visit installed, and the store starts from the state it kept for the signed-in user, so the inventory is on
 * screen without the network; the API is asked again at once and its answer replaces the kept rows.
 */
const ADDRESS = '/store/inventory?tab=active';
const LIST_CALL = '/api/v1/products/seller';
const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;
const HEADING = { ar: 'إدارة المخزون', en: 'Inventory management' };

const cspReports = (page: Page): string[] => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
};

/** Resolves once a service worker controls the page (the first visit installs it after the page has loaded). */
const controlledBy = async (page: Page): Promise<string> => {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
};

/** Whether the service worker's caches hold a file whose address matches `file`. */
const workerKeeps = (page: Page, file: RegExp) =>
  page.evaluate(async (source) => {
    const pattern = new RegExp(source);
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      if (requests.some((request) => pattern.test(request.url))) return true;
    }
    return false;
  }, file.source);

/** Whether any value the app keeps in local storage holds markup. */
const storedMarkup = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((key) => /<\/?[a-z][\w-]*[\s>/]/i.test(localStorage.getItem(key) ?? '')),
  );

/** The names of the rows on screen, table or cards: each row's first line of text. */
const rowNames = (page: Page, mobile: boolean) =>
  page.locator(mobile ? 'li.card' : 'tbody tr').evaluateAll((rows) =>
    rows.map(
      (row) =>
        (row as HTMLElement).innerText
          .split('\n')
          .map((line) => line.trim())
          .find((line) => line.length > 0) ?? '',
    ),
  );

const allowingWorkers = (browser: Browser, lang: 'ar' | 'en', mobile: boolean): Promise<BrowserContext> =>
  newContextAs(browser, 'seller', { lang, mobile, serviceWorkers: 'allow' });

for (const { lang, mobile } of [
  { lang: 'ar' as const, mobile: true },
  { lang: 'en' as const, mobile: false },
]) {
  test(`a repeat visit draws the inventory with the network off, from the kept state (${lang}${mobile ? ', 375 px' : ''})`, async ({
    browser,
  }) => {
    const context = await allowingWorkers(browser, lang, mobile);
    const first = await context.newPage();
    const reports = cspReports(first);
    await first.goto(ADDRESS);
    await expect(first.locator(mobile ? 'li.card' : 'tbody tr').first()).toBeVisible();
    const seen = await rowNames(first, mobile);
    expect(seen.length).toBeGreaterThan(0);
    expect(await controlledBy(first)).toBe(`${E2E_BASE_URL}/sw.js`);
    // The rows are kept in the persisted store, marked with their user; never as markup.
    await expect
      .poll(() => first.evaluate(() => localStorage.getItem('persist:root-1') ?? ''))
      .toContain(seen[0]!.slice(0, 12));
    expect(await storedMarkup(first)).toEqual([]);
    // The worker keeps the page's own code, which the page loaded before the worker was there, once handed it.
    await expect
      .poll(() => workerKeeps(first, /\/assets\/InventoryPage-[\w-]+\.js$/), { timeout: 20_000 })
      .toBe(true);
    await first.close();

    await context.setOffline(true);
    const page = await context.newPage();
    reports.push(...cspReports(page));
    await observeLayoutShifts(context);
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(LIST_CALL)) listCalls.push(request.url());
    });
    await page.goto(ADDRESS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING[lang]);
    await expect.poll(() => rowNames(page, mobile)).toEqual(seen);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      lang,
      lang === 'ar' ? 'rtl' : 'ltr',
    ]);
    // The page still asked the API (and the failure is said, the kept rows stay).
    expect(listCalls.length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    await expect.poll(() => rowNames(page, mobile)).toEqual(seen);
    expect(await storedMarkup(page)).toEqual([]);
    expect(reports).toEqual([]);
    await context.close();
  });
}

/** When, on the page's clock, the app asked for its service worker and when the list's first row was drawn. */
type FirstVisitMarks = { registeredAt?: number; rowsAt?: number };

test('a first visit registers its service worker once its rows are drawn, not seconds later (en)', async ({
  browser,
}) => {
  const context = await allowingWorkers(browser, 'en', false);
  await context.addInitScript(() => {
    const marks = window as FirstVisitMarks;
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (
      this: ServiceWorkerContainer,
      ...args: Parameters<typeof register>
    ) {
      marks.registeredAt ??= performance.now();
      return register.apply(this, args);
    };
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('tbody tr')) return;
      marks.rowsAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(ADDRESS);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect(await controlledBy(page)).toBe(`${E2E_BASE_URL}/sw.js`);
  const { registeredAt, rowsAt } = await page.evaluate(() => {
    const marks = window as FirstVisitMarks;
    return { registeredAt: marks.registeredAt ?? Number.NaN, rowsAt: marks.rowsAt ?? Number.NaN };
  });
  // Closing the tab a second after the rows appeared still leaves a worker for the next visit.
  expect(registeredAt - rowsAt).toBeLessThan(1_000);
  await context.close();
});

test('a repeat visit online shows the kept rows marked as refreshing, then the API’s, without moving anything', async ({
  browser,
}) => {
  const context = await allowingWorkers(browser, 'ar', false);
  const first = await context.newPage();
  await first.goto(ADDRESS);
  await expect(first.locator('tbody tr').first()).toBeVisible();
  const seen = await rowNames(first, false);
  await controlledBy(first);
  await first.close();

  await observeLayoutShifts(context);
  // What the page showed before the API's answer: the kept rows, in a table that says it is refreshing.
  await context.addInitScript(() => {
    const w = window as unknown as { __refreshing: { rows: string[]; badge: string } | null };
    w.__refreshing = null;
    const observer = new MutationObserver(() => {
      const table = document.querySelector('table[aria-busy="true"]');
      const rows = table ? [...table.querySelectorAll('tbody tr')] : [];
      if (!table || rows.length === 0 || w.__refreshing) return;
      w.__refreshing = {
        rows: rows.map(
          (row) =>
            (row as HTMLElement).innerText
              .split('\n')
              .map((line) => line.trim())
              .find((line) => line.length > 0) ?? '',
        ),
        badge: document.querySelector('.data-refreshing')?.textContent ?? '',
      };
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
  const page = await context.newPage();
  // A slow network: the worker draws the page from what it kept, the API's answer takes its time.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1_500,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const answered = page.waitForResponse((response) => response.url().includes(LIST_CALL));
  await page.goto(ADDRESS);
  await answered;
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  expect(await page.evaluate(() => (window as unknown as { __refreshing: unknown }).__refreshing)).toEqual({
    rows: seen,
    badge: 'جارٍ التحديث…',
  });
  await expect(page.getByText('جارٍ التحديث…')).toHaveCount(0);
  expect(await rowNames(page, false)).toEqual(seen);
  await page.waitForTimeout(300);
  expect(await layoutShiftOf(page)).toBeLessThan(0.01);
  await context.close();
});

/** Notes, in every document of the context from now on, any of `names` the moment it is on screen. */
const watchForLeaks = (context: BrowserContext, names: string[]) =>
  context.addInitScript((watched: string[]) => {
    const w = window as unknown as { __leaked: string[] };
    w.__leaked = [];
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      for (const name of watched)
        if (text.includes(name) && !w.__leaked.includes(name)) w.__leaked.push(name);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, names);

const leaked = (page: Page) => page.evaluate(() => (window as unknown as { __leaked: string[] }).__leaked);

test('switching users in a tab never shows the previous user’s rows, not even for a frame', async ({
  browser,
}) => {
  const context = await allowingWorkers(browser, 'en', false);
  const page = await context.newPage();
  await page.goto(ADDRESS);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // Names both sellers have (other journeys give each a product of the same name) are not a leak.
  const firstSession = await apiLogin(DEMO_ACCOUNTS.seller.email);
  const secondSession = await apiLogin(DEMO_ACCOUNTS.seller2.email);
  const owns = async (session: { token: string }, name: string) => {
    const answer = await fetch(`${E2E_BASE_URL}/api/v1/products/seller?page=1&limit=50`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: name }),
    });
    return JSON.stringify(await answer.json()).includes(JSON.stringify(name));
  };
  const previous: string[] = [];
  for (const name of await rowNames(page, false))
    if (name.length > 0 && !(await owns(secondSession, name))) previous.push(name);
  expect(previous.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('persist:root-1') ?? ''))
    .toContain(previous[0]!);
  await watchForLeaks(context, previous);

  // The seller logs out; another seller logs in in the same tab and opens the same page, then reloads it.
  await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('persist:root-1') ?? ''))
    .not.toContain(previous[0]!);
  await page.getByLabel('Email or phone number').fill(DEMO_ACCOUNTS.seller2.email);
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(ADDRESS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING.en);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await leaked(page)).toEqual([]);

  // Another tab signs the first seller in again in place of the second: this tab reloads as the first seller,
  // and the second's rows are never drawn for them.
  const second: string[] = [];
  for (const name of await rowNames(page, false))
    if (name.length > 0 && !(await owns(firstSession, name))) second.push(name);
  const other = await context.newPage();
  await watchForLeaks(context, second);
  await other.goto('/login');
  await other.evaluate(
    ({ token, payload }) => {
      localStorage.setItem('jwtToken', token);
      localStorage.setItem('authUser', JSON.stringify(payload));
    },
    { token: firstSession.token, payload: firstSession.payload },
  );
  await page.waitForEvent('load');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect((await leaked(page)).filter((name) => !previous.includes(name))).toEqual([]);
  await context.close();
});

for (const { lang, mobile } of [
  { lang: 'ar' as const, mobile: false },
  { lang: 'en' as const, mobile: true },
]) {
  test(`a returning visit sends the list's call before the app's code arrives, once (${lang}${mobile ? ', 375 px' : ''})`, async ({
    browser,
  }) => {
    const context = await newContextAs(browser, 'seller', { lang, mobile });
    const first = await context.newPage();
    const firstReports = cspReports(first);
    await first.goto(ADDRESS);
    await expect(first.locator('tbody tr, li.card').first()).toBeVisible();
    const recorded = await first.evaluate(() => JSON.parse(localStorage.getItem('boot-request') ?? '{}'));
    expect(Object.keys(recorded)).toEqual([ADDRESS]);
    const storage = await context.storageState();
    await context.close();

    // A returning user whose cache is empty: the same storage, a new browser profile.
    const returning = await browser.newContext({
      storageState: storage,
      ...(mobile ? { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true } : {}),
    });
    const page = await returning.newPage();
    const reports = cspReports(page);
    const events: string[] = [];
    let listCallSent: () => void = () => undefined;
    const listCallSeen = new Promise<void>((resolve) => (listCallSent = resolve));
    page.on('request', (request) => {
      if (!request.url().includes(LIST_CALL)) return;
      events.push('list call sent');
      listCallSent();
    });
    page.on('response', (response) => {
      if (APP_CHUNK.test(response.url())) events.push('app code arrived');
    });
    // The browser asks for the app's code as soon as it reads the HTML, and a local server can answer before the
    // start-up script has run. Holding the code until the list call is seen (3 s at most) makes the order depend
    // only on whether the page asks for its data without the app: if it waits for the app, the call comes after.
    await page.route(APP_CHUNK, async (route) => {
      await Promise.race([listCallSeen, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      await route.continue();
    });
    await page.goto(ADDRESS);
    await expect(page.locator('tbody tr, li.card').first()).toBeVisible();
    await page.waitForTimeout(300);
    expect([...firstReports, ...reports]).toEqual([]);
    expect(events.filter((event) => event === 'list call sent')).toHaveLength(1);
    expect(events.indexOf('list call sent')).toBeLessThan(events.indexOf('app code arrived'));
    // Every read boot.js sent was taken by the app.
    expect(await page.evaluate(() => window.__bootResponses?.length)).toBe(0);
    await returning.close();
  });
}

for (const lang of ['ar', 'en'] as const) {
  test(`an address opened for the first time on this device asks for the signed-in frame with the HTML (${lang})`, async ({
    browser,
  }) => {
    // Only the session is stored: nothing recorded for any address.
    const context = await newContextAs(browser, 'seller', { lang });
    const page = await context.newPage();
    const reports = cspReports(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(ADDRESS);
    await expect(page.locator('tbody tr, li.card').first()).toBeVisible();
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll('link[data-boot]')].map((link) => link.getAttribute('href') ?? ''),
    );
    // The layout and the stored language's whole catalogue, named by boot.js before the app's code ran.
    expect(preloaded.some((href) => /\/assets\/AppLayout-[\w-]+\.js$/.test(href))).toBe(true);
    const catalogue = preloaded.filter((href) => href.endsWith('.json'));
    expect(catalogue).toEqual([expect.stringMatching(new RegExp(`/assets/${lang}-[\\w-]+\\.json$`))]);
    // Asked for once, the list once, and the page worded in its language.
    expect(requested.filter((path) => path === catalogue[0])).toHaveLength(1);
    expect(requested.filter((path) => path === LIST_CALL)).toHaveLength(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING[lang]);
    expect(reports).toEqual([]);
    await context.close();
  });
}

/**
 * A proxy in front of the app standing for a deployment: once `deploy()` is called it serves a new build (a new
 * service worker and an index.html that says which build it is); everything else is the app's own. The files
 * `deploy()` names as removed stand for the old build's files a deployment takes away: the first request for
 * each is answered 404 (the new build, whose files have the same names here, gets them).
 */
async function deployment() {
  let build: string | null = null;
  let removed: RegExp | null = null;
  const refused = new Set<string>();
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (removed?.test(url) && !refused.has(url)) {
      refused.add(url);
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('gone with the previous build');
      return;
    }
    const rewrite = build !== null && (url === '/sw.js' || url === '/index.html');
    const headers = { ...request.headers, host: `127.0.0.1:${E2E_PORT}` };
    if (rewrite) {
      // The new build's files are other bytes: the browser's conditional request must not be answered 304.
      headers['accept-encoding'] = 'identity';
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: E2E_PORT, method: request.method, path: url, headers },
      (answer) => {
        if (!rewrite) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/var BUILD = '[^']*';/, `var BUILD = '${build}';`)
            .replace('<head>', `<head><meta name="app-build" content="${build}" />`);
          const { 'content-length': _length, 'content-encoding': _encoding, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, rest);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy: (name: string, gone?: RegExp) => {
      build = name;
      removed = gone ?? null;
    },
    /** The files answered 404 so far. */
    refused: () => [...refused],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The demo seller signed in at the deployment's address, its service worker allowed. */
async function sellerAt(browser: Browser, origin: string, lang: 'ar' | 'en', mobile: boolean) {
  const session = await apiLogin(DEMO_ACCOUNTS.seller.email);
  const storage = storageStateFor(session, lang) as {
    cookies: [];
    origins: { origin: string; localStorage: { name: string; value: string }[] }[];
  };
  return browser.newContext({
    storageState: {
      ...storage,
      origins: storage.origins.map((kept) => ({ ...kept, origin })),
    },
    serviceWorkers: 'allow',
    ...(mobile ? { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true } : {}),
  });
}

for (const { lang, mobile } of [
  { lang: 'ar' as const, mobile: true },
  { lang: 'en' as const, mobile: false },
]) {
  test(`a new build is picked up after the “new version” prompt, not before (${lang}${mobile ? ', 375 px' : ''})`, async ({
    browser,
  }) => {
    const site = await deployment();
    try {
      const context = await sellerAt(browser, site.origin, lang, mobile);
      const page = await context.newPage();
      await page.goto(`${site.origin}${ADDRESS}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING[lang]);
      await controlledBy(page);
      await expect(page.locator('meta[name="app-build"]')).toHaveCount(0);

      site.deploy('next');
      // The browser looks for a new worker on the next navigation (or when the page is shown again).
      await page.reload();
      const prompt = page.getByRole('status').filter({
        hasText: lang === 'ar' ? 'يتوفر إصدار جديد من التطبيق.' : 'A new version of the app is available.',
      });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      // Until the user chooses, the page stays on the build it was opened with.
      await expect(page.locator('meta[name="app-build"]')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('prompt.png') });
      await prompt.getByRole('button', { name: lang === 'ar' ? 'إعادة التحميل' : 'Reload' }).click();
      await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', 'next');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING[lang]);
      await expect(prompt).toHaveCount(0);
      expect(
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = (event) => resolve(event.data);
              navigator.serviceWorker.controller?.postMessage({ type: 'build' }, [channel.port2]);
            }),
        ),
      ).toBe('next');
      await context.close();
    } finally {
      await site.close();
    }
  });
}

test('a page whose code went with the previous build loads the new build instead of failing (ar, 375 px)', async ({
  browser,
}) => {
  const site = await deployment();
  try {
    const context = await sellerAt(browser, site.origin, 'ar', true);
    const page = await context.newPage();
    await page.goto(`${site.origin}${ADDRESS}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING.ar);
    await controlledBy(page);

    // A deployment while the seller is away: the orders page's code of the build their worker keeps is gone.
    site.deploy('next', /\/assets\/SellerOrdersPage-[\w-]+\.js$/);
    await page.goto(`${site.origin}/store/orders`);
    await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', 'next', {
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إدارة الطلبات');
    await expect(page.getByText('حدث خطأ ما')).toHaveCount(0);
    expect(site.refused()).toHaveLength(1);
    await context.close();
  } finally {
    await site.close();
  }
});

test('in two tabs, one user’s reload into a new build leaves the other tab as it is until its user reloads (en)', async ({
  browser,
}) => {
  const site = await deployment();
  try {
    const context = await sellerAt(browser, site.origin, 'en', false);
    const first = await context.newPage();
    await first.goto(`${site.origin}${ADDRESS}`);
    await controlledBy(first);
    const second = await context.newPage();
    await second.goto(`${site.origin}${ADDRESS}`);
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(HEADING.en);
    const search = second.getByRole('searchbox', { name: 'Search by product name' });
    await search.fill('towel');

    site.deploy('next');
    await first.reload();
    const promptOf = (page: Page) =>
      page.getByRole('status').filter({ hasText: 'A new version of the app is available.' });
    await expect(promptOf(first)).toBeVisible({ timeout: 20_000 });
    await expect(promptOf(second)).toBeVisible({ timeout: 20_000 });

    await promptOf(first).getByRole('button', { name: 'Reload' }).click();
    await expect(first.locator('meta[name="app-build"]')).toHaveAttribute('content', 'next');

    // The other tab keeps its build, what was typed and its prompt until its own user reloads.
    await second.waitForTimeout(1_500);
    await expect(second.locator('meta[name="app-build"]')).toHaveCount(0);
    await expect(search).toHaveValue('towel');
    await promptOf(second).getByRole('button', { name: 'Reload' }).click();
    await expect(second.locator('meta[name="app-build"]')).toHaveAttribute('content', 'next');
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(HEADING.en);
    await context.close();
  } finally {
    await site.close();
  }
});
