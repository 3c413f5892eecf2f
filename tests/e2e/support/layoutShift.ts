import type { BrowserContext, Page } from '@playwright/test';

/** The cumulative layout shift of a page, from its very start (no input counted) (docs/performance.md). */
declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Sums every layout shift of each page the context opens from now on. */
export async function observeLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What the page's layout has shifted so far. */
export const layoutShiftOf = (page: Page): Promise<number | undefined> =>
  page.evaluate(() => window.__layoutShift);
