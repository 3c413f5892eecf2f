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
