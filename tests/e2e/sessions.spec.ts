import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, newContextAs } from './support/session';

test.describe('several tabs', () => {
  test('a log out and a log in as someone else in one tab are followed by the other, in Arabic', async ({
    browser,
  }) => {
    const context = await newContextAs(browser, 'seller');
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/store/inventory');
    await expect(first.getByRole('banner').getByRole('link', { name: 'Ahmed Hassan' })).toBeVisible();
    await second.goto('/');

    // Tab 2 logs out: tab 1 stops acting as the seller, says why and shows the login form.
    await second.getByRole('button', { name: 'إظهار أو إخفاء قائمة التنقل' }).click();
    await second.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(first).toHaveURL(/\/login/);
    await expect(
      first.getByText('سجّلت الخروج في علامة تبويب أخرى. سجّل الدخول مجددًا للمتابعة.'),
    ).toBeVisible();

    // Tab 2 logs in as the admin: tab 1 reloads as the admin and says so.
    await second.getByLabel('البريد الإلكتروني أو رقم الهاتف').fill(DEMO_ACCOUNTS.admin.email);
    await second.getByLabel('كلمة المرور', { exact: false }).first().fill(DEMO_PASSWORD);
    await second.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(first.getByRole('banner').getByRole('link', { name: 'Karim Mostafa' })).toBeVisible();
    await context.close();
  });

  test('a tab whose user was replaced in another tab sends no call with the other user’s token', async ({
    browser,
  }) => {
    const seller = await newContextAs(browser, 'seller', { lang: 'en' });
    const admin = await newContextAs(browser, 'admin', { lang: 'en' });
    const adminSession = (await admin.storageState()).origins[0]?.localStorage ?? [];
    await admin.close();
    const page = await seller.newPage();
    await page.goto('/store/inventory');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ahmed Hassan' })).toBeVisible();
    const sellerToken = await page.evaluate(() => localStorage.getItem('jwtToken'));

    // Another tab (simulated by writing its storage) signs in as the admin; this tab has not noticed yet.
    const adminToken = adminSession.find((item) => item.name === 'jwtToken')?.value;
    let reloaded = false;
    const tokensBeforeReload: (string | null)[] = [];
    // `load` fires only when a document loads (a reload), not on the app's own route changes.
    page.on('load', () => {
      reloaded = true;
    });
    page.on('request', (request) => {
      if (!reloaded && request.url().includes('/api/v1/')) {
        tokensBeforeReload.push(request.headers().authorization?.replace('Bearer ', '') ?? null);
      }
    });
    await page.evaluate((items) => {
      for (const { name, value } of items) if (name !== 'persist:root-1') localStorage.setItem(name, value);
    }, adminSession);

    // The page still shows the seller: its next call is refused before it is sent, and the tab reloads as the admin.
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await page.getByRole('link', { name: 'Order management' }).first().click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Karim Mostafa' })).toBeVisible();
    await expect(page.getByText('You signed in as another user in another tab')).toBeVisible();
    expect(reloaded).toBe(true);
    expect(tokensBeforeReload).not.toContain(adminToken);
    expect(sellerToken).not.toBe(adminToken);
    await seller.close();
  });

  test('a signed-in user opening /login goes on, not to the login form', async ({ browser }) => {
    const context = await newContextAs(browser, 'seller', { lang: 'en' });
    const page = await context.newPage();
    await page.goto('/login?next=%2Fstore%2Forders');
    await expect(page).toHaveURL(/\/store\/orders$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to the Seller Center' })).toBeVisible();
    await context.close();
  });

  test('each role’s home says what to do: the ambassador’s code to share, the buyer’s way to sell', async ({
    browser,
  }) => {
    const ambassador = await newContextAs(browser, 'ambassador', { lang: 'ar' });
    const page = await ambassador.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'رمز الإحالة الخاص بك' })).toBeVisible();
    // The code, and the sign-up link that carries it.
    await expect(page.locator('code').filter({ hasText: /^[A-Z]{4}-[A-Z0-9]{6}$/ })).toBeVisible();
    await expect(page.getByTestId('referral-link')).toHaveText(/\/signup\?ref=[A-Z]{4}-[A-Z0-9]{6}$/);
    await expect(page.getByText(/برمزك/)).toBeVisible();
    await ambassador.close();

    const buyer = await newContextAs(browser, 'buyer', { lang: 'en' });
    const buyerPage = await buyer.newPage();
    await buyerPage.goto('/');
    await expect(buyerPage.getByText('This back office is for sellers', { exact: false })).toBeVisible();
    await expect(buyerPage.getByRole('link', { name: 'Become a seller' })).toHaveAttribute(
      'href',
      '/become-a-seller',
    );
    await buyer.close();
  });
});
