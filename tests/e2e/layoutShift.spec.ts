import { expect, test } from '@playwright/test';
import { newContextAs } from './support/session';

/**
 * Issue 17: nothing on screen moves while a list loads (CLS 0): rows arriving push only what is below the
 * first screen, and the refreshing badge lies over the list.
 */
declare global {
  interface Window {
    __layoutShift?: number;
  }
}

const observeLayoutShifts = () => {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

for (const { role, path, lang, mobile } of [
  { role: 'seller' as const, path: '/store/inventory', lang: 'ar' as const, mobile: false },
  { role: 'admin' as const, path: '/admin/products', lang: 'en' as const, mobile: false },
  { role: 'seller' as const, path: '/store/orders', lang: 'en' as const, mobile: true },
]) {
  test(`${path} loads its rows without moving anything on screen (${lang}${mobile ? ', 375 px' : ''})`, async ({
    browser,
  }) => {
    const context = await newContextAs(browser, role, { lang, mobile });
    await context.addInitScript(observeLayoutShifts);
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForFunction(
      () => document.querySelectorAll('tbody tr, [aria-busy="false"] li.card').length >= 5,
    );
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.01);
    await context.close();
  });
}
