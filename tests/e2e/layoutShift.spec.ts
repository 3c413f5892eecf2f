import { expect, test } from '@playwright/test';
import { layoutShiftOf, observeLayoutShifts } from './support/layoutShift';
import { newContextAs } from './support/session';

/**
 * Nothing on screen moves while a list loads (CLS 0): rows arriving push only what is below the
 * first screen, and the refreshing badge lies over the list.
 * See docs/performance.md.
 */
for (const { role, path, lang, mobile } of [
  { role: 'seller' as const, path: '/store/inventory', lang: 'ar' as const, mobile: false },
  { role: 'admin' as const, path: '/admin/products', lang: 'en' as const, mobile: false },
  { role: 'seller' as const, path: '/store/orders', lang: 'en' as const, mobile: true },
]) {
  test(`${path} loads its rows without moving anything on screen (${lang}${mobile ? ', 375 px' : ''})`, async ({
    browser,
  }) => {
    const context = await newContextAs(browser, role, { lang, mobile });
    await observeLayoutShifts(context);
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForFunction(
      () => document.querySelectorAll('tbody tr, [aria-busy="false"] li.card').length >= 5,
    );
    await page.waitForTimeout(500);
    expect(await layoutShiftOf(page)).toBeLessThan(0.01);
    await context.close();
  });
}

/**
 * A list whose answer comes late draws its status tabs before their counts: the counts arrive in room kept for
 * them, so the tabs never wrap onto one more line on a phone and push the list down.
 */
for (const { role, path, list, lang } of [
  { role: 'seller' as const, path: '/store/orders', list: '**/api/v1/orders/seller?**', lang: 'en' as const },
  { role: 'seller' as const, path: '/store/orders', list: '**/api/v1/orders/seller?**', lang: 'ar' as const },
  { role: 'admin' as const, path: '/admin/returns', list: '**/api/v1/returns?**', lang: 'ar' as const },
]) {
  test(`${path} keeps its tabs still when their counts come late (${lang}, 375 px)`, async ({ browser }) => {
    const context = await newContextAs(browser, role, { lang, mobile: true });
    await observeLayoutShifts(context);
    await context.route(list, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(path);
    const tabs = page.getByRole('group').first().getByRole('button');
    await expect(tabs.first()).toBeVisible();
    await expect(tabs.first()).toHaveAccessibleName(/\(\d/, { timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(await layoutShiftOf(page)).toBeLessThan(0.01);
    await context.close();
  });
}
