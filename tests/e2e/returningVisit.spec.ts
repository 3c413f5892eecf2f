import { expect, test, type Page } from '@playwright/test';
import { MOBILE_VIEWPORT, newContextAs } from './support/session';

/**
 * Issue 17: a returning user's page asks for its first data while its code loads. The start-up script the
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
    // Without the rows kept for a repeat visit: the rows on screen must come from the network.
    await first.evaluate(() => localStorage.removeItem('list-pages'));
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
    page.on('request', (request) => {
      if (request.url().includes(LIST_CALL)) events.push('list call sent');
    });
    page.on('response', (response) => {
      if (APP_CHUNK.test(response.url())) events.push('app code arrived');
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
