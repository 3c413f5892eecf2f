import { expect, test, type Page } from '@playwright/test';
import { layoutShiftOf, observeLayoutShifts } from './support/layoutShift';
import { MOBILE_VIEWPORT, newContextAs } from './support/session';

/**
 * A returning user's page asks for its first data while its code loads (docs/performance.md). The start-up script the
 * build writes into index.html (src/boot.js) runs under the Content-Security-Policy, sends the reads the last
 * visit of that address recorded, and the app uses their answers instead of asking again.
 */
const ADDRESS = '/store/inventory?tab=active';
const LIST_CALL = '/api/v1/products/seller';
const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;

const cspReports = (page: Page): string[] => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
};

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
    // Without the rows and the screen kept for a repeat visit: the rows on screen must come from the network.
    await first.evaluate(() => {
      localStorage.removeItem('list-pages');
      localStorage.removeItem('kept-screens');
    });
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'ar' ? 'إدارة المخزون' : 'Inventory management',
    );
    expect(reports).toEqual([]);
    await context.close();
  });
}

for (const { lang, mobile } of [
  { lang: 'ar' as const, mobile: false },
  { lang: 'en' as const, mobile: true },
]) {
  test(`a repeat visit shows the last screen before the app's code runs, and the app takes it over in place (${lang}${mobile ? ', 375 px' : ''})`, async ({
    browser,
  }) => {
    const context = await newContextAs(browser, 'seller', { lang, mobile });
    await observeLayoutShifts(context);
    const first = await context.newPage();
    await first.goto(ADDRESS);
    const rows = mobile ? 'li.card' : 'tbody tr';
    await expect(first.locator(rows).first()).toBeVisible();
    const firstRow = (await first.locator(rows).first().innerText()).split('\n')[0] ?? '';
    await expect
      .poll(() => first.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('kept-screens') ?? '{}'))))
      .toEqual([ADDRESS]);
    await first.close();

    // The app's code held back: what is on screen is drawn by boot.js from the HTML alone.
    const held = await context.newPage();
    const reports = cspReports(held);
    await held.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await held.goto(ADDRESS);
    const drawn = held.locator('#prerendered-screen');
    await expect(drawn.locator(rows).first()).toContainText(firstRow);
    await expect(drawn).toHaveAttribute('inert', '');
    await expect(drawn.getByText(lang === 'ar' ? 'جارٍ التحديث…' : 'Refreshing…')).toBeVisible();
    await expect(drawn.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'ar' ? 'إدارة المخزون' : 'Inventory management',
    );
    expect(await held.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      lang,
      lang === 'ar' ? 'rtl' : 'ltr',
    ]);
    // One Bootstrap stylesheet, in the screen's direction.
    const stylesheets = held.locator('link[rel="stylesheet"][data-dir]');
    await expect(stylesheets).toHaveCount(1);
    await expect(stylesheets).toHaveAttribute('data-dir', lang === 'ar' ? 'rtl' : 'ltr');
    await held.close();

    // With the app: it takes the screen over without anything on screen moving, and the rows are live.
    const page = await context.newPage();
    reports.push(...cspReports(page));
    await page.goto(ADDRESS);
    await expect(page.locator('#prerendered-screen')).toHaveCount(0);
    await expect(page.locator(`#root ${rows}`).first()).toContainText(firstRow);
    await expect(page.getByText(lang === 'ar' ? 'جارٍ التحديث…' : 'Refreshing…')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await layoutShiftOf(page)).toBeLessThan(0.01);
    expect(reports).toEqual([]);
    await context.close();
  });
}
