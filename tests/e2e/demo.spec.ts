import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_CATALOGUE } from '../../src/features/demo/data/catalogue';
import { newContextAs, type Lang } from './support/session';

type Text = Record<Lang, string>;

interface DemoPage {
  path: string;
  nav: Text;
  title: Text;
  /** A filter button, and how many rows it leaves out of how many. */
  filter?: { label: Text; shown: number; total: number };
}

const PAGES: DemoPage[] = [
  {
    path: '/pages/product-list',
    nav: { ar: 'البحث في الكتالوج', en: 'Catalogue search' },
    title: { ar: 'البحث في الكتالوج', en: 'Catalogue search' },
    filter: {
      label: { ar: 'منسوجات', en: 'Textiles' },
      shown: SAMPLE_CATALOGUE.filter((entry) => entry.category === 'textiles').length,
      total: SAMPLE_CATALOGUE.length,
    },
  },
];

const SAMPLE_NOTE: Text = { ar: 'بيانات تجريبية للعرض', en: 'Sample data for demonstration' };
const PAGINATION: Text = { ar: 'ترقيم الصفحات', en: 'Pagination' };
const OF: Text = { ar: 'من', en: 'of' };
const TOGGLE_MENU: Text = { ar: 'إظهار أو إخفاء قائمة التنقل', en: 'Toggle navigation menu' };
const MAIN_NAV: Text = { ar: 'التنقل الرئيسي', en: 'Main navigation' };

const range = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: PAGINATION[lang] }).getByText(/–/);

/** The page's title, its sample-data note, its texts in the language, and its filter changing the rows. */
async function checkPage(page: Page, demo: DemoPage, lang: Lang) {
  await expect(page.getByRole('heading', { level: 1, name: demo.title[lang], exact: true })).toBeVisible();
  await expect(page.getByText(SAMPLE_NOTE[lang])).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\bdemo\.[a-z]/);
  if (lang === 'ar') expect(text).not.toMatch(/\b(Sample|Status|Amount|Product|Requested)\b/);
  if (!demo.filter) return;
  const { label, shown, total } = demo.filter;
  await expect(range(page, lang)).toHaveText(`1–5 ${OF[lang]} ${total}`);
  await page.getByRole('button', { name: label[lang], exact: true }).click();
  await expect(page.getByRole('button', { name: label[lang], exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(range(page, lang)).toHaveText(`1–${Math.min(5, shown)} ${OF[lang]} ${shown}`);
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('demonstration pages', () => {
  test('a seller reaches every demonstration page from the sidebar in Arabic and filters its rows', async ({
    browser,
  }) => {
    const context = await newContextAs(browser, 'seller', { lang: 'ar' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: TOGGLE_MENU.ar }).click();
    const nav = page.getByRole('navigation', { name: MAIN_NAV.ar });
    for (const demo of PAGES) {
      await nav.getByRole('link', { name: demo.nav.ar, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${demo.path}$`));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await checkPage(page, demo, 'ar');
    }
    await context.close();
  });

  test('in English every page renders and filters', async ({ browser }) => {
    const context = await newContextAs(browser, 'seller', { lang: 'en' });
    const page = await context.newPage();
    for (const demo of PAGES) {
      await page.goto(demo.path);
      await checkPage(page, demo, 'en');
    }

    await page.goto('/pages/product-list');
    await page.getByRole('searchbox').fill('ماء ورد');
    await expect(range(page, 'en')).toHaveText('1–1 of 1');
    await expect(page.getByRole('img', { name: /^[\d.]+ of 5 stars$/ })).toBeVisible();

    await context.close();
  });

  for (const lang of ['ar', 'en'] as const) {
    test(`at 375 px in ${lang === 'ar' ? 'Arabic' : 'English'} every page fits, shows cards and filters`, async ({
      browser,
    }) => {
      const context = await newContextAs(browser, 'seller', { lang, mobile: true });
      const page = await context.newPage();
      for (const demo of PAGES) {
        await page.goto(demo.path);
        await expect(
          page.getByRole('heading', { level: 1, name: demo.title[lang], exact: true }),
        ).toBeVisible();
        // On a phone in Arabic the sidebar starts open over the page; close it to use the filters.
        const nav = page.getByRole('navigation', { name: MAIN_NAV[lang] });
        if (await nav.isVisible()) await page.getByRole('button', { name: TOGGLE_MENU[lang] }).click();
        await expect(nav).toBeHidden();
        await checkPage(page, demo, lang);
        if (demo.filter) {
          await expect(page.getByRole('table')).toHaveCount(0);
          await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(
            Math.min(5, demo.filter.shown),
          );
        }
        await expectNoHorizontalOverflow(page);
      }
      await context.close();
    });
  }

  test('guests are sent to log in and buyers are refused in place (seller guard)', async ({ browser }) => {
    const guest = await newContextAs(browser, null, { lang: 'en' });
    const guestPage = await guest.newPage();
    await guestPage.goto('/pages/return');
    await expect(guestPage).toHaveURL(/\/login\?next=%2Fpages%2Freturn$/);
    await guest.close();

    const buyer = await newContextAs(browser, 'buyer', { lang: 'en' });
    const buyerPage = await buyer.newPage();
    for (const demo of PAGES) {
      await buyerPage.goto(demo.path);
      // Refused in place, saying why, with the way to become a seller.
      await expect(
        buyerPage.getByRole('heading', { level: 1, name: 'You can’t open this page' }),
      ).toBeVisible();
      await expect(buyerPage.getByRole('link', { name: 'Become a seller' })).toBeVisible();
      await expect(
        buyerPage.getByRole('heading', { level: 1, name: demo.title.en, exact: true }),
      ).toHaveCount(0);
    }
    await buyerPage.getByRole('button', { name: TOGGLE_MENU.en }).click();
    await expect(buyerPage.getByRole('link', { name: 'Order returns' })).toHaveCount(0);
    await buyer.close();
  });
});
