import { expect, test, type Page } from '@playwright/test';
import { firstProductId, PAGES, sessionFor, type Who } from './support/pages';
import { MOBILE_VIEWPORT, storageStateFor } from './support/session';

/**
 * Every text input carries the limit the API declares for it, so a long paste is cut where the
 * server would refuse it, and the field says so in the page's language.
 * See docs/screens.md.
 */

/** Forms that show only after a click: an editor or a dialog on top of a listed page. */
const EDITORS: { who: Who; path: string; open: (page: Page) => Promise<void> }[] = [
  {
    who: 'buyer',
    path: '/pages/profile',
    open: (page) => page.getByRole('button', { name: 'Edit profile' }).click(),
  },
  {
    who: 'seller',
    path: '/pages/profile',
    open: (page) => page.getByRole('button', { name: 'Edit profile' }).click(),
  },
  { who: 'seller', path: '/pages/profile?tab=password', open: async () => undefined },
  { who: 'seller', path: '/pages/profile?tab=kyc', open: async () => undefined },
  { who: 'seller', path: '/pages/profile?tab=bi', open: async () => undefined },
  { who: 'seller', path: '/pages/profile?tab=cr', open: async () => undefined },
  {
    who: 'seller',
    path: '/store/product/detail?id={productId}',
    open: async (page) => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(page.getByRole('form')).toBeVisible();
    },
  },
  {
    who: 'seller',
    path: '/store/product/detail?id={productId}',
    open: (page) => page.getByRole('button', { name: /photo/i }).first().click(),
  },
  {
    who: 'admin',
    path: '/admin/categories',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add category' }).click();
      await page.getByRole('button', { name: 'Add field' }).click();
    },
  },
];

/** The text inputs of the page that take no `maxlength`, named by their label or id. */
const unboundedInputs = (page: Page) =>
  page.evaluate(() => {
    const TEXT_TYPES = new Set(['text', 'email', 'tel', 'search', 'password', 'url', '']);
    return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
      .filter((input) => TEXT_TYPES.has((input.getAttribute('type') ?? '').toLowerCase()))
      .filter((input) => !input.hasAttribute('maxlength'))
      .map((input) => `${location.pathname}${location.search} ${input.labels?.[0]?.textContent ?? input.id}`);
  });

test.describe('input limits', () => {
  const groups = [...new Set([...PAGES, ...EDITORS].map((entry) => entry.who))];
  for (const who of groups) {
    test(`every text input has a maxlength: ${who}`, async ({ browser }) => {
      const pages = PAGES.filter((entry) => entry.who === who);
      const editors = EDITORS.filter((entry) => entry.who === who);
      test.setTimeout(30_000 + (pages.length + editors.length) * 6_000);
      const session = await sessionFor(who);
      const context = await browser.newContext({ storageState: storageStateFor(session, 'en') });
      const page = await context.newPage();
      const address = async (path: string) =>
        path.includes('{productId}') ? path.replace('{productId}', await firstProductId(session)) : path;
      const found: string[] = [];
      let inputsSeen = 0;
      for (const { path, open } of [...pages.map((entry) => ({ ...entry, open: undefined })), ...editors]) {
        await page.goto(await address(path));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (open) await open(page);
        await page.waitForTimeout(300);
        inputsSeen += await page
          .locator('input:not([type=checkbox]):not([type=radio]):not([type=file])')
          .count();
        found.push(...(await unboundedInputs(page)));
      }
      await context.close();
      expect(inputsSeen).toBeGreaterThan(0);
      expect(found).toEqual([]);
    });
  }
});

test('a 5,000-character paste into the KYC address at 375 px in Arabic keeps 300 and says so under the field', async ({
  browser,
}) => {
  const session = await sessionFor('newseller');
  const context = await browser.newContext({
    storageState: storageStateFor(session, 'ar'),
    viewport: MOBILE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await page.goto('/kyc');
  const address = page.getByLabel('العنوان');
  await address.click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), '٥ شارع الجيش، المنصورة '.repeat(220));
  await page.keyboard.press('Control+V');
  await expect(address).toHaveValue(/^٥ شارع الجيش/);
  expect((await address.inputValue()).length).toBe(300);
  const note = page.getByRole('status').filter({ hasText: 'لم يُحتفظ إلا بأول 300 حرف' });
  await expect(note).toBeVisible();
  // The note sits under the field it concerns and is read with it.
  const describedBy = (await address.getAttribute('aria-describedby')) ?? '';
  expect(describedBy.split(' ').length).toBeGreaterThan(0);
  await expect(page.locator(`#${describedBy.split(' ').at(-1) ?? ''}`)).toContainText('لم يُحتفظ');
  await context.close();
});
