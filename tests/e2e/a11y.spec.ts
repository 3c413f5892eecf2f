import { expect, test, type Browser } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { E2E_BASE_URL } from './support/env';
import {
  apiLogin,
  DEMO_ACCOUNTS,
  storageStateFor,
  type ApiSession,
  type DemoRole,
  type Lang,
} from './support/session';
import { BUSINESS_INFO_BODY, KYC_BODY } from '../fixtures/onboarding';

/**
 * Issue 8 §2: axe on every page, as the role that uses it, in Arabic and in English: no serious or critical
 * violation. Adding a screen is one line in PAGES.
 */

/** Users part-way through onboarding are made on the fly, so /bi and /cr can be reached. */
type Who = DemoRole | 'guest' | 'afterKyc' | 'afterBusinessInfo';

export const PAGES: { who: Who; path: string }[] = [
  { who: 'guest', path: '/login' },
  { who: 'guest', path: '/become-a-seller' },
  { who: 'guest', path: '/forget-password' },
  { who: 'guest', path: '/signup' },
  { who: 'guest', path: '/password-reset/000000000000000000000000/bad-token' },
  { who: 'newseller', path: '/kyc' },
  { who: 'afterKyc', path: '/bi' },
  { who: 'afterBusinessInfo', path: '/cr' },
  { who: 'buyer', path: '/' },
  { who: 'buyer', path: '/pages/profile' },
  { who: 'seller', path: '/store/listing' },
  { who: 'seller', path: '/pages/item-listing' },
  { who: 'seller', path: '/store/product/detail?id={productId}' },
  { who: 'seller', path: '/store/inventory' },
  { who: 'seller', path: '/store/orders' },
  { who: 'seller', path: '/pages/account' },
  { who: 'seller', path: '/pages/notifications' },
  { who: 'seller', path: '/pages/product-list' },
  { who: 'seller', path: '/pages/return' },
  { who: 'seller', path: '/pages/canceled' },
  { who: 'seller', path: '/pages/requested-withdrawl' },
  { who: 'seller', path: '/pages/withdrawal' },
  { who: 'seller', path: '/pages/compensations' },
  { who: 'seller', path: '/no-such-page' },
  { who: 'ambassador', path: '/pages/recruits' },
  { who: 'admin', path: '/admin/products' },
  { who: 'admin', path: '/admin/orders' },
  { who: 'admin', path: '/pages/admin' },
  { who: 'admin', path: '/admin/categories' },
  { who: 'admin', path: `/pages/user/detail?id=${'0'.repeat(23)}2` },
];

async function put(token: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/api/v1${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

/** A new seller stopped after KYC (or after business info too). */
async function onboardingSeller(stage: 'afterKyc' | 'afterBusinessInfo'): Promise<ApiSession> {
  const phone = `015${String(Date.now() + Math.floor(Math.random() * 1e5)).slice(-8)}`;
  const response = await fetch(`${E2E_BASE_URL}/api/v1/accounts/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'A11y Seller',
      phone_number: phone,
      password: 'Access1234',
      is_seller: true,
    }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}`);
  const registered = (await response.json()) as { user: { token: string } };
  await put(registered.user.token, '/accounts/add-kyc', KYC_BODY);
  if (stage === 'afterBusinessInfo')
    await put(registered.user.token, '/accounts/add-business-info', BUSINESS_INFO_BODY);
  return apiLogin(phone, 'Access1234');
}

async function sessionFor(who: Who): Promise<ApiSession | null> {
  if (who === 'guest') return null;
  if (who === 'afterKyc' || who === 'afterBusinessInfo') return onboardingSeller(who);
  return apiLogin(DEMO_ACCOUNTS[who].email);
}

/** A product of the signed-in seller, for pages opened by id. */
async function firstProductId(session: ApiSession | null): Promise<string> {
  const response = await fetch(`${E2E_BASE_URL}/api/v1/products/seller?page=1&limit=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session?.token ?? ''}` },
    body: '{}',
  });
  const body = (await response.json()) as { items: { _id: string }[] };
  return body.items[0]?._id ?? 'missing';
}

async function openPage(browser: Browser, who: Who, lang: Lang) {
  const context = await browser.newContext({ storageState: storageStateFor(await sessionFor(who), lang) });
  return { context, page: await context.newPage() };
}

const groups = [...new Set(PAGES.map((entry) => entry.who))];

for (const lang of ['ar', 'en'] as const) {
  test.describe(`axe finds no serious or critical violation (${lang})`, () => {
    for (const who of groups) {
      const paths = PAGES.filter((entry) => entry.who === who).map((entry) => entry.path);
      test(`${who}: ${paths.join(', ')}`, async ({ browser }) => {
        test.setTimeout(30_000 + paths.length * 15_000);
        const session = await sessionFor(who);
        const context = await browser.newContext({ storageState: storageStateFor(session, lang) });
        const page = await context.newPage();
        const found: string[] = [];
        for (const path of paths) {
          await page.goto(
            path.includes('{productId}') ? path.replace('{productId}', await firstProductId(session)) : path,
          );
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // Lists fill in after their call; axe should see the loaded page, not the spinner.
          await expect(page.getByRole('status').filter({ hasText: /^$/ }))
            .toHaveCount(0, { timeout: 5_000 })
            .catch(() => undefined);
          await page.waitForTimeout(400);
          for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
        }
        await context.close();
        expect(found).toEqual([]);
      });
    }
  });
}

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to the main content; focus is visible', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, 'seller', 'en');
    await page.goto('/store/inventory');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return null;
      const style = getComputedStyle(active);
      return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
    });
    expect(outline).not.toBeNull();
    expect(outline?.outline !== 'none' || (outline?.shadow ?? 'none') !== 'none').toBe(true);
    await context.close();
  });

  test('a dialog traps focus, closes with Escape and returns focus to its opener (ar)', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, 'admin', 'ar');
    await page.goto('/admin/categories');
    const opener = page.getByRole('button', { name: /إضافة|Add/ }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let n = 0; n < 25; n += 1) {
      await page.keyboard.press(n % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await context.close();
  });

  test('the login form is usable by keyboard alone and announces errors', async ({ browser }) => {
    const { context, page } = await openPage(browser, 'guest', 'en');
    await page.goto('/login');
    await page.getByLabel('Email or phone number').focus();
    await page.keyboard.type('not an email');
    await page.keyboard.press('Tab');
    const error = page.locator('[aria-live]').filter({ hasText: /\w/ }).first();
    await expect(error).toBeVisible();
    await expect(page.getByLabel('Email or phone number')).toHaveAttribute('aria-invalid', 'true');
    await context.close();
  });
});
