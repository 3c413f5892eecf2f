import { expect, test, type Page } from '@playwright/test';
import { newContextAs } from './support/session';

/**
 * Every SVG image a page paints is a document of its own, which the browser creates, lays out and paints apart
 * from the page (docs/performance.md, "Marks drawn in the page"). The marks every list screen shows (a select's
 * arrow, a ticked box, the sidebar button's lines) are drawn in the page instead: the only SVG image left on a
 * first screen is the logo, whose image carries the alternative text.
 */
const svgImagesDrawn = (page: Page) =>
  page.evaluate(() => {
    const isSvgImage = (value: string) => /url\(["']?(data:image\/svg|[^)]*\.svg)/.test(value);
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        for (const value of [style.backgroundImage, style.maskImage, style.listStyleImage])
          if (isSvgImage(value))
            found.push(`${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ''}`);
      }
    }
    return found;
  });

for (const { role, path, lang, tick } of [
  { role: 'seller' as const, path: '/store/inventory', lang: 'ar' as const, tick: true },
  { role: 'admin' as const, path: '/admin/orders', lang: 'en' as const, tick: false },
]) {
  test(`${path} draws its arrows, ticks and menu lines without SVG images (${lang})`, async ({ browser }) => {
    const context = await newContextAs(browser, role, { lang });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator('tbody tr').nth(4)).toBeVisible();
    await expect(page.locator('select.form-select').first()).toBeVisible();
    if (tick) await page.locator('tbody input[type="checkbox"]').first().check();
    expect(await svgImagesDrawn(page)).toEqual([]);
    await expect(page.locator('header svg.app-header__menu-icon')).toBeVisible();
    await context.close();
  });
}
