import { expect, test, type Page } from '@playwright/test';
import { RateLimitError } from '../../server/lib/rateLimiter';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, newContextAs } from './support/session';

/** The API going away and a session ending mid-way never lose work and always say why (docs/quality.md). */

/**
 * Resolves once a seller's page has listed the notifications, which its stream does when it opens after the page's
 * load event: from then on the page is mid-session (rows may be on screen before that).
 */
const listedNotifications = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/notifications' && response.ok(),
  );

const NETWORK_ERROR = {
  en: 'Cannot reach the server. Check your connection and try again.',
  ar: 'تعذّر الوصول إلى الخادم. تحقق من اتصالك وحاول مرة أخرى.',
};

test('the API going away mid-session shows a clear error, keeps what was typed, and recovers (en)', async ({
  browser,
}) => {
  const context = await newContextAs(browser, 'seller', { lang: 'en' });
  const page = await context.newPage();
  const notificationsListed = listedNotifications(page);
  await page.goto('/store/inventory');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' }).first()).toBeEnabled();
  // Mid-session: the page has loaded and its notification stream is open.
  await notificationsListed;

  // The server disappears: every API call fails at the network level.
  await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Next page' }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: NETWORK_ERROR.en }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/store\/inventory/);

  // A form submitted while the server is away keeps every value.
  await page.goto('/forget-password');
  const login = page.getByLabel('Email or phone number');
  await login.fill(DEMO_ACCOUNTS.seller.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: NETWORK_ERROR.en }).first()).toBeVisible();
  await expect(login).toHaveValue(DEMO_ACCOUNTS.seller.email);

  // The server is back: the same submit goes through without retyping.
  await page.unroute('**/api/v1/**');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email or sms for your reset link').first()).toBeVisible();
  await context.close();
});

test('a token expiring mid-session sends the seller to /login and back to the same page (ar)', async ({
  browser,
}) => {
  const context = await newContextAs(browser, 'seller', { lang: 'ar' });
  const page = await context.newPage();
  // The rows can be on screen before the page's load event; the notification stream opens after it and lists
  // the notifications with the stored token. Both are done before the token goes bad, so the next call is the
  // one that finds out.
  const notificationsListed = listedNotifications(page);
  await page.goto('/store/inventory');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await notificationsListed;

  // The server no longer accepts the stored token (expired, or revoked by a password change elsewhere).
  await page.evaluate(() => {
    const [header, payload] = (localStorage.getItem('jwtToken') ?? '').split('.');
    localStorage.setItem('jwtToken', `${header}.${payload}.expired-signature`);
  });
  await page
    .getByRole('button', { name: /التالي|الصفحة التالية/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?next=%2Fstore%2Finventory/);

  await page.getByLabel('البريد الإلكتروني أو رقم الهاتف').fill(DEMO_ACCOUNTS.seller.email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  // The page asked for is in the address, so the seller comes back to it.
  await expect(page).toHaveURL(/\/store\/inventory\?page=2$/);
  await expect(page.getByRole('table').first()).toBeVisible();
  await context.close();
});

test("the login rate limit shows the server's message in the reader's language", async ({ browser }) => {
  for (const lang of ['ar', 'en'] as const) {
    const context = await newContextAs(browser, null, { lang });
    const page = await context.newPage();
    // The real limits are exercised in tests/server/abuse.test.ts; here the app's handling of their answer.
    const refusal = new RateLimitError(42).bilingual;
    await page.route('**/api/v1/accounts/login', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '42' },
        body: JSON.stringify({ success: false, error: refusal }),
      }),
    );
    await page.goto('/login');
    const labels =
      lang === 'ar'
        ? ['البريد الإلكتروني أو رقم الهاتف', 'تسجيل الدخول']
        : ['Email or phone number', 'Log in'];
    await page.getByLabel(labels[0] as string).fill(DEMO_ACCOUNTS.seller.email);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: labels[1] as string, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: refusal[lang] }).first()).toBeVisible();
    await expect(page.getByLabel(labels[0] as string)).toHaveValue(DEMO_ACCOUNTS.seller.email);
    await context.close();
  }
});

/** Fills the page's local storage to its quota, as something else on the site might. */
const fillStorage = (page: Page) =>
  page.evaluate(() => {
    for (let size = 1 << 20, index = 0; size >= 16;) {
      try {
        localStorage.setItem(`filler-${index}`, 'x'.repeat(size));
        index += 1;
      } catch {
        size /= 2;
      }
    }
  });

test('a log in with the browser’s storage full says why, keeps what was typed, and works once there is room (ar)', async ({
  browser,
}) => {
  const context = await newContextAs(browser, null, { lang: 'ar' });
  const page = await context.newPage();
  await page.goto('/login');
  // Something else on this site filled local storage to its quota.
  await fillStorage(page);
  const login = page.getByLabel('البريد الإلكتروني أو رقم الهاتف');
  await login.fill(DEMO_ACCOUNTS.seller.email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'مساحة التخزين في متصفحك لهذا الموقع ممتلئة' }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(login).toHaveValue(DEMO_ACCOUNTS.seller.email);
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();

  // Once the person has cleared some of it, the same submit signs them in.
  await page.evaluate(() => localStorage.removeItem('filler-0'));
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(/\/store\/listing/);
  await context.close();
});

test('a log in makes room in a full storage from what the app rebuilds by itself (en)', async ({
  browser,
}) => {
  const context = await newContextAs(browser, null, { lang: 'en' });
  const page = await context.newPage();
  await page.goto('/login');
  // The app's own records for the next start, then something else, fill local storage to its quota.
  await page.evaluate(() => {
    localStorage.setItem('boot-request', JSON.stringify({ '/elsewhere': { user: 'u', reads: [] } }));
    localStorage.setItem(
      'boot-preload',
      JSON.stringify({ '/elsewhere': ['/assets/a.js'], pad: 'x'.repeat(200_000) }),
    );
  });
  await fillStorage(page);
  await page.getByLabel('Email or phone number').fill(DEMO_ACCOUNTS.seller.email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/store\/listing/);
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).not.toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('filler-1'))).not.toBeNull();
  await context.close();
});
