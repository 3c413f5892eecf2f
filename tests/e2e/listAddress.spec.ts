import { expect, test, type Page } from '@playwright/test';
import { sessionFor, type Who } from './support/pages';
import { MOBILE_VIEWPORT, storageStateFor, type Lang } from './support/session';

/**
 * Every list keeps its tab, search and page in the address, so a reload shows exactly what was
 * shown and back/forward move through the pages the user went through.
 * See docs/screens.md.
 */
/** `single`: a short list on one page (the address still holds its search or sort, and a reload keeps it). */
const LISTS: { who: Who; path: string; query: string; single?: boolean }[] = [
  { who: 'seller', path: '/store/inventory', query: 'tab=active&q=lamp&page=2' },
  { who: 'seller', path: '/store/orders', query: 'tab=pending&page=2' },
  { who: 'seller', path: '/pages/account', query: 'page=2' },
  { who: 'seller', path: '/pages/notifications', query: 'page=2' },
  { who: 'seller', path: '/pages/product-list', query: 'q=a&page=2' },
  // Other journeys open and decide return cases meanwhile; none closes during a run, so that tab stays as it is.
  { who: 'seller', path: '/pages/return', query: 'tab=closed', single: true },
  { who: 'seller', path: '/pages/canceled', query: 'page=2&rows=10' },
  // The demo seller has no withdrawals or compensations: their lists keep the tab (a page 2 would be past the last).
  { who: 'seller', path: '/pages/withdrawal', query: 'tab=paid', single: true },
  { who: 'seller', path: '/pages/compensations', query: 'tab=credited', single: true },
  { who: 'admin', path: '/admin/products', query: 'tab=active&q=lamp&page=2' },
  { who: 'admin', path: '/admin/orders', query: 'tab=delivered&page=2' },
  { who: 'admin', path: '/pages/admin', query: 'tab=seller&q=a&page=2' },
  { who: 'admin', path: '/admin/categories', query: 'sort=-code', single: true },
  { who: 'ambassador', path: '/pages/recruits', query: 'q=a', single: true },
];

const PREVIOUS: Record<Lang, string> = { en: 'Previous page', ar: 'الصفحة السابقة' };
const MENU: Record<Lang, string> = { en: 'Toggle navigation menu', ar: 'إظهار أو إخفاء قائمة التنقل' };

/**
 * What the list shows: the address, the search box, the chosen tab, the page number and how many rows. Other
 * journeys change orders, users and products at the same time, so the rows themselves may differ between two
 * readings; the state the address restores may not.
 */
async function shown(page: Page) {
  const read = () =>
    page.evaluate(() => ({
      address: `${location.pathname}${location.search}`,
      search: document.querySelector<HTMLInputElement>('main input[type="search"]')?.value ?? null,
      // Which tab is chosen, without its count: other journeys add unread notifications and orders meanwhile.
      tab:
        document
          .querySelector('main [aria-pressed="true"], main [role="tab"][aria-selected="true"]')
          ?.textContent?.replace(/[0-9\u0660-\u0669]+/g, '#') ?? null,
      page:
        /\d+/.exec(
          document
            .querySelector('main nav[aria-label] [aria-live], main nav[aria-label]')
            ?.textContent?.split(/[‹›]/)[1] ?? '',
        )?.[0] ?? null,
      rows: document.querySelectorAll(
        'main table.data-table tbody tr, main li.data-card, main ul[aria-label] > li',
      ).length,
    }));
  // The rows arrive after the list's call: read until two readings a moment apart agree.
  let last = await read();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.waitForTimeout(250);
    const next = await read();
    if (JSON.stringify(next) === JSON.stringify(last) && next.rows > 0) break;
    last = next;
  }
  // How many rows page 2 holds moves with the other journeys' data; that it shows rows does not.
  const { rows, ...state } = last;
  return { ...state, hasRows: rows > 0 };
}

for (const { lang, mobile } of [
  { lang: 'en', mobile: false },
  { lang: 'ar', mobile: true },
] as const) {
  test.describe(`lists keep their state in the address (${lang}${mobile ? ', 375 px' : ''})`, () => {
    for (const who of [...new Set(LISTS.map((list) => list.who))]) {
      test(`${who}: reload, back and forward restore tab, search and page 2`, async ({ browser }) => {
        const lists = LISTS.filter((list) => list.who === who);
        test.setTimeout(20_000 + lists.length * 12_000);
        const context = await browser.newContext({
          storageState: storageStateFor(await sessionFor(who), lang),
          ...(mobile ? { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true } : {}),
        });
        const page = await context.newPage();
        for (const [index, { path, query, single }] of lists.entries()) {
          await page.goto(`${path}?${query}`);
          // On a phone in Arabic the menu covers the first page of the session; closed once, it stays closed.
          const menu = page.getByRole('button', { name: MENU[lang] });
          if (index === 0 && (await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
          const opened = await shown(page);
          expect(opened.address, path).toBe(`${path}?${query}`);
          const search = new URLSearchParams(query).get('q');
          if (search) expect(opened.search, path).toBe(search);

          await page.reload();
          expect(await shown(page), `${path} after a reload`).toEqual(opened);
          if (single) continue;
          expect(opened.page, path).toBe('2');

          await page.getByRole('button', { name: PREVIOUS[lang] }).click();
          const previous = await shown(page);
          expect(previous.address, path).not.toContain('page=2');
          expect(previous.page, path).toBe('1');

          await page.goBack();
          expect(await shown(page), `${path} after back`).toEqual(opened);
          await page.goForward();
          expect(await shown(page), `${path} after forward`).toEqual(previous);
        }
        await context.close();
      });
    }
  });
}

test('the profile keeps its tab in the address through reload, back and forward, in Arabic', async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: storageStateFor(await sessionFor('seller'), 'ar'),
  });
  const page = await context.newPage();
  await page.goto('/pages/profile');
  const identity = page.getByRole('tab', { name: 'الهوية' });
  await identity.click();
  await expect(page).toHaveURL(/\/pages\/profile\?tab=kyc$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'الهوية' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'كلمة المرور' }).click();
  await expect(page).toHaveURL(/\?tab=password$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'الهوية' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'كلمة المرور' })).toHaveAttribute('aria-selected', 'true');
  await context.close();
});

test('a page past the last, typed in the address, opens the last page with rows and no error', async ({
  browser,
}) => {
  for (const { lang, path } of [
    { lang: 'ar', path: '/store/orders?tab=pending&page=999' },
    { lang: 'en', path: '/pages/account?page=999' },
  ] as const) {
    const context = await browser.newContext({
      storageState: storageStateFor(await sessionFor('seller'), lang),
    });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page).not.toHaveURL(/page=999/);
    const opened = await shown(page);
    expect(opened.hasRows, path).toBe(true);
    expect(Number(opened.page), path).toBeGreaterThan(1);
    // Moving there is not a failure the user has to read about.
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    // The refused page was replaced, not kept as a history entry to go back to: back leaves the app.
    await page.goBack();
    expect(page.url(), path).toBe('about:blank');
    await context.close();
  }
});
