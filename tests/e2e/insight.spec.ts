import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { seriousViolations } from './support/axe';
import { INSIGHT_SALES_THIS_MONTH } from './support/insightSales';
import { call } from './support/orders';
import { apiLogin, DEMO_ACCOUNTS, newContextAs, type Lang } from './support/session';

const TEXT = {
  ar: {
    title: 'تحليلات المبيعات',
    menu: 'تحليلات المبيعات',
    period: 'الفترة',
    thisMonth: 'هذا الشهر',
    lastMonth: 'الشهر الماضي',
    sales: 'المبيعات (المسلّمة)',
    export: 'تنزيل كملف Excel',
    chartTable: 'المبيعات (المسلّمة) خلال الفترة',
    sheetHeading: 'الرقم',
    market: 'تحليلات السوق',
    activeSellers: 'البائعون النشطون',
  },
  en: {
    title: 'Sales insight',
    menu: 'Sales insight',
    period: 'Period',
    thisMonth: 'This month',
    lastMonth: 'Last month',
    sales: 'Sales (delivered)',
    export: 'Download as Excel',
    chartTable: 'Sales (delivered) over the period',
    sheetHeading: 'Figure',
    market: 'Marketplace insight',
    activeSellers: 'Active sellers',
  },
} as const;

type Totals = { sales: number; orders: number; active_sellers?: number };
type Insight = { period: { from: string; to: string }; totals: { current: Totals; previous: Totals } };

/** The digits of a text, so an amount compares whatever the language's separators. */
const digitsOf = (text: string) => text.replace(/[^\d]/g, '');
const moneyDigits = (pounds: number) => pounds.toFixed(2).replace('.', '');

/** The figure box of a label: its value and the line comparing it with the previous period. */
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [lang, mobile] of [
  ['ar', false],
  ['en', true],
  ['ar', true],
  ['en', false],
] as [Lang, boolean][]) {
  test(`a seller reads this month’s sales against last month’s and downloads them (${lang}${mobile ? ', 375 px' : ''})`, async ({
    browser,
  }) => {
    const { token } = await apiLogin(DEMO_ACCOUNTS.seller2.email);
    const thisMonth = (await call<{ data: Insight }>(token, 'GET', '/insight/sales')).data;
    expect(thisMonth.totals.current.sales).toBeCloseTo(INSIGHT_SALES_THIS_MONTH, 2);
    const text = TEXT[lang];
    const context = await newContextAs(browser, 'seller2', { lang, mobile });
    const page = await context.newPage();
    await page.goto('/');
    // The menu may start closed (it does at every width in English, on a phone in Arabic it starts open).
    const menuButton = page.locator('button[aria-controls]');
    if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
    await page.getByRole('link', { name: text.menu }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('combobox', { name: text.period, exact: true })).toHaveValue('this_month');

    const sales = figure(page, text.sales);
    await expect(sales).toBeVisible();
    await expect
      .poll(async () => digitsOf((await sales.locator('bdi').first().textContent()) ?? ''))
      .toBe(moneyDigits(INSIGHT_SALES_THIS_MONTH));
    // The comparison names last month's same days' sales, as the API counts them.
    expect(digitsOf((await sales.textContent()) ?? '')).toContain(
      moneyDigits(thisMonth.totals.previous.sales),
    );
    await expect(page.getByRole('figure', { name: text.chartTable })).toBeVisible();
    await expect(page.getByRole('table', { name: text.chartTable })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.export }).click();
    const file = await (await download).path();
    const files = unzipSync(new Uint8Array(readFileSync(file)));
    const strings = strFromU8(files['xl/sharedStrings.xml']!);
    expect(strings).toContain(text.sheetHeading);
    expect(strings).toContain(text.sales);
    const figures = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(figures).toContain(`<v>${INSIGHT_SALES_THIS_MONTH}</v>`);

    // Last month: the address keeps the choice, and the figures follow it.
    await page.getByRole('combobox', { name: text.period, exact: true }).selectOption('last_month');
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
    const lastMonth = (
      await call<{ data: Insight }>(
        token,
        'GET',
        `/insight/sales?${new URL(page.url()).searchParams.toString()}`,
      )
    ).data;
    await expect
      .poll(async () => digitsOf((await sales.locator('bdi').first().textContent()) ?? ''))
      .toBe(moneyDigits(lastMonth.totals.current.sales));
    await page.goBack();
    await expect(page.getByRole('combobox', { name: text.period, exact: true })).toHaveValue('this_month');
    await context.close();
  });
}

for (const [lang, mobile] of [
  ['en', false],
  ['ar', true],
] as [Lang, boolean][]) {
  test(`an admin reads the marketplace’s sales and sellers by week (${lang}${mobile ? ', 375 px' : ''})`, async ({
    browser,
  }) => {
    const { token } = await apiLogin(DEMO_ACCOUNTS.admin.email);
    const query = 'from=2026-09-01&to=2026-10-31&grain=week';
    const answer = (await call<{ data: Insight }>(token, 'GET', `/admin/insight?${query}`)).data;
    const text = TEXT[lang];
    const page = await (await newContextAs(browser, 'admin', { lang, mobile })).newPage();
    await page.goto(`/admin/insight?${query}`);
    await expect(page.getByRole('heading', { level: 1, name: text.market })).toBeVisible();
    await expect
      .poll(async () => digitsOf((await figure(page, text.sales).locator('bdi').first().textContent()) ?? ''))
      .toBe(moneyDigits(answer.totals.current.sales));
    await expect(figure(page, text.activeSellers).locator('bdi').first()).toHaveText(
      String(answer.totals.current.active_sellers),
    );
    await expectNoHorizontalOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
