import { expect, test, type Page, type Route } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, newContextAs } from './support/session';

/**
 * A guest's first screen is drawn into its page at build time (build/prerender.ts), so it is on screen
 * before the app's code has arrived; the app then takes it over without losing anything typed and without
 * moving anything (src/common/prerendered.ts). The app's code is held back here until the test lets it through.
 * See docs/performance.md.
 */
const APP_CODE = /\/assets\/app-[\w-]+\.js$/;

/** Holds the app's code back; answers the function that lets it through. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_CODE, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Where the screen's pieces are drawn, to compare before and after the app takes it over. */
const boxesOf = (page: Page) =>
  page.evaluate(() =>
    ['h1', 'input[name="email"]', 'input[name="password"]', 'button[type="submit"]', 'a[href="/signup"]'].map(
      (selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box
          ? [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)]
          : null;
      },
    ),
  );

const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { __shifts: number }).__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { __shifts: number }).__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

test('the Arabic login screen is there before the app, keeps what was typed and sends it once the app has loaded', async ({
  browser,
}) => {
  const context = await newContextAs(browser, null, { lang: 'ar' });
  const page = await context.newPage();
  const release = await holdAppCode(page);
  await page.goto('/login?next=%2Fstore%2Forders', { waitUntil: 'commit' });

  // Drawn, in Arabic, right to left, with the start-up spinner out of its way, and no app yet.
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى حسابك' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(/^تسجيل الدخول إلى حسابك \| /);
  await expect(page.locator('#root')).toBeEmpty();

  // The guest types before the app has loaded (clicks reach the fields through the spinner), and sends.
  await page.getByLabel('البريد الإلكتروني أو رقم الهاتف').click();
  await page.keyboard.type(DEMO_ACCOUNTS.seller.email);
  await page.getByRole('checkbox', { name: 'تذكرني' }).check();
  await page.locator('input[name="password"]').click();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  // Nothing typed went into the address.
  await page.waitForTimeout(300);
  expect(page.url()).not.toContain('Demo');
  expect(page.url()).toMatch(/\/login\?next=%2Fstore%2Forders$/);

  const loginCall = page.waitForRequest((request) => request.url().endsWith('/api/v1/accounts/login'));
  release();
  // The app took over: one form, with what was typed, and it sent it.
  const sent = await loginCall;
  expect(sent.postDataJSON()).toMatchObject({ email: DEMO_ACCOUNTS.seller.email, password: DEMO_PASSWORD });
  await expect(page).toHaveURL(/\/store\/orders/);
  await expect(page.locator('#prerendered-screen')).toHaveCount(0);
  await context.close();
});

test('the app takes the screen over without moving it, with the focus and caret where the guest left them', async ({
  browser,
}) => {
  const context = await newContextAs(browser, null, { lang: 'ar' });
  const page = await context.newPage();
  await watchLayoutShifts(page);
  const release = await holdAppCode(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#prerendered-screen h1')).toBeVisible();
  // The browser paints only once the head's stylesheets are in, but a script can measure earlier: wait for them.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
      (link) => link.sheet,
    ),
  );
  await page.evaluate(() => document.fonts.ready);
  const drawn = await boxesOf(page);
  await page.locator('#prerendered-screen input[name="email"]').fill('٠١٠٠٠٠٠٠٠٠٢');
  await page.locator('#prerendered-screen input[name="email"]').press('Home');

  release();
  await expect(page.locator('#prerendered-screen')).toHaveCount(0);
  await expect(page.locator('#root form')).toHaveCount(1);
  const email = page.locator('#root input[name="email"]');
  await expect(email).toHaveValue('٠١٠٠٠٠٠٠٠٠٢');
  await expect(email).toBeFocused();
  expect(await email.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(0);
  expect(await boxesOf(page)).toEqual(drawn);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
  // Typing goes on in the app's form, which writes the digits of a login ASCII as it takes the keystroke.
  await page.keyboard.type('x');
  await expect(email).toHaveValue('x01000000002');
  expect(await email.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(1);
  await context.close();
});

test('a guest who chose English never sees the Arabic screen: the start-up screen covers it until the app draws it in English (375 px)', async ({
  browser,
}) => {
  const context = await newContextAs(browser, null, { lang: 'en', mobile: true });
  const page = await context.newPage();
  const release = await holdAppCode(page);
  await page.goto('/forget-password', { waitUntil: 'commit' });
  await expect(page.locator('#initial-spinner .initial-spinner__logo')).toBeVisible();
  await expect(page.locator('#prerendered-screen')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('#prerendered-screen')).toHaveCount(0);
  await expect(page.locator('input[name="email"]')).toHaveCount(1);
  await context.close();
});

test('a signed-in user opening /login never sees the guest screen: the start-up spinner covers it until sent on', async ({
  browser,
}) => {
  const context = await newContextAs(browser, 'seller', { lang: 'ar' });
  const page = await context.newPage();
  const release = await holdAppCode(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#initial-spinner .initial-spinner__logo')).toBeVisible();
  await expect(page.locator('#prerendered-screen')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
