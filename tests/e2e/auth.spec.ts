import { expect, test } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  MOBILE_VIEWPORT,
  newContextAs,
  storageStateFor,
  apiLogin,
} from './support/session';

test.describe('signing in', () => {
  test('a seller logs in by e-mail in Arabic and lands on the listing page', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول إلى حسابك');
    await page.getByLabel('البريد الإلكتروني أو رقم الهاتف').fill(DEMO_ACCOUNTS.seller.email);
    await page.getByLabel('كلمة المرور', { exact: false }).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/store\/listing$/);
    // The header names the user and links to the profile.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ahmed Hassan' })).toHaveAttribute(
      'href',
      '/pages/profile',
    );
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('jwtToken'),
      user: JSON.parse(localStorage.getItem('authUser') ?? 'null') as { email?: string; exp?: number } | null,
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.user?.email).toBe(DEMO_ACCOUNTS.seller.email);
    expect(stored.user?.exp).toBeGreaterThan(Date.now() / 1000);
    await context.close();
  });

  test('a seller logs in by phone typed on a Persian keyboard, in English', async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStateFor(null, 'en') });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email or phone number').fill('۰۱۰۰۰۰۰۰۰۰۲');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/store\/listing$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ahmed Hassan' })).toBeVisible();
    await context.close();
  });

  test('a wrong password shows the bilingual server message and keeps the typed values', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('البريد الإلكتروني أو رقم الهاتف').fill(DEMO_ACCOUNTS.seller.phone);
    await page.locator('input[name="password"]').fill('Wrong1234');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /[\u0600-\u06FF]/ })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('البريد الإلكتروني أو رقم الهاتف')).toHaveValue(DEMO_ACCOUNTS.seller.phone);
    await context.close();
  });

  test('logging in from /become-a-seller leads to /kyc', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/become-a-seller');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('كن بائعًا');
    await page.getByLabel('البريد الإلكتروني أو رقم الهاتف').fill(DEMO_ACCOUNTS.newseller.email);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/kyc$/);
    await context.close();
  });

  test('a guest opening a guarded page is sent to /login and comes back after logging in', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/pages/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fpages%2Fprofile$/);
    await page.getByLabel('البريد الإلكتروني أو رقم الهاتف').fill(DEMO_ACCOUNTS.buyer.email);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/pages\/profile$/);
    await context.close();
  });
});

test.describe('language', () => {
  test('the toggle flips direction, language and texts without a reload, and is kept', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    const marker = await page.evaluate(
      () => ((window as unknown as { __marker: number }).__marker = Math.random()),
    );
    await page.getByRole('button', { name: 'English: تغيير اللغة إلى الإنجليزية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your account');
    await expect(page.locator('link[rel="stylesheet"][data-dir="ltr"]')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"][data-dir="rtl"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __marker: number }).__marker)).toBe(marker);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.getByRole('button', { name: 'العربية: switch language to Arabic' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    await context.close();
  });
});

test.describe('the session', () => {
  test('logging out clears local storage and all client state', async ({ browser }) => {
    const context = await newContextAs(browser, 'seller', { lang: 'en' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to the Seller Center' })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The page moves to /login first, then the session ends (the server is told, the storage cleared).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
    const storage = await page.evaluate(() => ({
      token: localStorage.getItem('jwtToken'),
      user: localStorage.getItem('authUser'),
      persisted: localStorage.getItem('persist:root-1'),
    }));
    expect(storage.token).toBeNull();
    expect(storage.user).toBeNull();
    if (storage.persisted) {
      const auth = JSON.parse((JSON.parse(storage.persisted) as { auth: string }).auth) as Record<
        string,
        unknown
      >;
      expect(auth).toMatchObject({ isAuthenticated: false, user: null, userdata: null, lang: 'en' });
    }
    // The chosen language is the one thing a log out keeps.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your account');
    await page.goto('/store/inventory');
    await expect(page).toHaveURL(/\/login\?next=/);
    await context.close();
  });

  test('an expired stored session logs out on reload and goes to /login', async ({ browser }) => {
    const session = await apiLogin(DEMO_ACCOUNTS.seller.email);
    const expired = { ...session, payload: { ...session.payload, exp: Math.floor(Date.now() / 1000) - 60 } };
    const context = await browser.newContext({ storageState: storageStateFor(expired, 'ar') });
    const page = await context.newPage();
    await page.goto('/pages/profile');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
    await context.close();
  });

  test('a token the server no longer accepts logs out and returns to /login', async ({ browser }) => {
    const session = await apiLogin(DEMO_ACCOUNTS.seller.email);
    const forged = { ...session, token: `${session.token.slice(0, -4)}AAAA` };
    const context = await browser.newContext({ storageState: storageStateFor(forged, 'en') });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    await context.close();
  });
});

test.describe('at 375 px', () => {
  test('a seller logs in on a phone in Arabic; the sidebar starts open and the layout fits', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/login');
    // The phone as an Arabic keyboard types it.
    await page.getByLabel('البريد الإلكتروني أو رقم الهاتف').fill('٠١٠٠٠٠٠٠٠٠١');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/store\/listing$/);
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(navigation).toBeVisible();
    await expect(page.getByRole('link', { name: 'إدارة المستخدمين' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Once closed, a reload or a deep link does not cover the page with it again.
    await page.getByRole('button', { name: 'إظهار أو إخفاء قائمة التنقل' }).click();
    await expect(navigation).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(navigation).toBeHidden();
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(navigation).toBeHidden();
    await context.close();
  });

  test('in English on a phone the sidebar starts collapsed', async ({ browser }) => {
    const context = await newContextAs(browser, 'seller', { lang: 'en', mobile: true });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await expect(page.getByRole('link', { name: 'Inventory management' })).toBeVisible();
    await context.close();
  });
});
