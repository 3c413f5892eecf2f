import { expect, test, type Browser } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { firstProductId, PAGES, sessionFor, type Who } from './support/pages';
import { storageStateFor, type Lang } from './support/session';

/**
 * Axe on every page, as the role that uses it, in Arabic and in English: no serious or critical
 * violation. Adding a screen is one line in PAGES.
 * See docs/quality.md.
 */

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
