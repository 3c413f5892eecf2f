import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { E2E_BASE_URL } from './support/env';
import { apiLogin, MOBILE_VIEWPORT, newContextAs, storageStateFor, type ApiSession } from './support/session';

/**
 * Issue 16: an admin reviewing at real volume. Each journey makes its own seller, so the counts it checks are
 * its own whatever else the suite does to the demo data.
 */

/** One seller's largest upload (SHEET_ROWS_LIMIT). */
const BACKLOG = 5_000;

const EN_TITLES = [
  'Name',
  'Brand',
  'Description',
  'Subcategory',
  'Origin',
  'Listing price',
  'Stock quantity',
  'Handling time',
];

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/** A new seller account, signed up through the API, and its session. */
async function newSeller(name: string): Promise<ApiSession & { refId: string; id: string }> {
  const id = unique();
  const email = `review-${id}@e2e.eg`;
  const registered = await fetch(`${E2E_BASE_URL}/api/v1/accounts/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      nickname: '',
      email,
      phone_number: `015${String(Date.now()).slice(-8)}`,
      referred_by: '',
      password: 'Demo@1234',
      is_seller: true,
      default_lang: 'en',
    }),
  });
  expect(registered.ok, await registered.clone().text()).toBe(true);
  const session = await apiLogin(email);
  return { ...session, refId: String(session.profile.ref_id), id: String(session.profile._id) };
}

/** The seller uploads one spreadsheet of `rows` new electronics products: all wait for review. */
async function uploadBacklog(seller: ApiSession, rows: number, prefix: string) {
  const book = XLSX.utils.book_new();
  const data = Array.from({ length: rows }, (_, index) => [
    `${prefix} ${index + 1}`,
    'Lumo',
    '',
    '',
    '',
    100,
    5,
    2,
  ]);
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([EN_TITLES, ...data]), 'Products');
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer)]),
    'backlog.xlsx',
  );
  const upload = await fetch(`${E2E_BASE_URL}/api/v1/products/upload-product-xls`, {
    method: 'POST',
    headers: { authorization: `Bearer ${seller.token}` },
    body: form,
  });
  expect(upload.ok, await upload.clone().text()).toBe(true);
  const route = ((await upload.json()) as { data: { url: string } }).data.url;
  const added = await fetch(`${E2E_BASE_URL}/api/v1/products/add-product-xls`, {
    method: 'POST',
    headers: json(seller.token),
    body: JSON.stringify({ route, lang: 'en', category: 'electronics' }),
  });
  expect(added.ok, await added.clone().text()).toBe(true);
}

/** How many of the seller's products are in each status, through the API. */
async function statusesOf(seller: ApiSession): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const status of ['pending', 'active', 'rejected']) {
    const response = await fetch(`${E2E_BASE_URL}/api/v1/products/seller?page=1&limit=5`, {
      method: 'POST',
      headers: json(seller.token),
      body: JSON.stringify({ filter: { status } }),
    });
    counts[status] = ((await response.json()) as { meta: { count: number } }).meta.count;
  }
  return counts;
}

async function closeSidebarIfOpen(page: Page, name: string) {
  const toggle = page.getByRole('button', { name });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('an admin clears one seller’s upload of 5,000 products', () => {
  test.setTimeout(180_000);

  test('in four actions from the products queue, in English on a desktop, then undoes it', async ({
    browser,
  }) => {
    const seller = await newSeller(`Backlog Trading ${unique()}`);
    await uploadBacklog(seller, BACKLOG, `Backlog lamp ${seller.refId}`);
    expect(await statusesOf(seller)).toEqual({ pending: BACKLOG, active: 0, rejected: 0 });

    const page = await (await newContextAs(browser, 'admin', { lang: 'en' })).newPage();
    await page.goto('/');
    const queues = page.getByRole('region', { name: 'Waiting for review' });
    await expect(queues.getByText(/products? waiting for review/)).toBeVisible();
    await queues.getByRole('link', { name: 'Review the products waiting' }).click();
    await expect(page).toHaveURL(/\/admin\/products\?tab=pending&order=waiting$/);

    // 1. Filter by the seller (their reference id, as the admin copies it from the user list).
    await page.getByLabel('Seller', { exact: true }).fill(seller.refId);
    await expect(page.getByText(`1–5 of ${BACKLOG.toLocaleString('en-GB')}`)).toBeVisible();
    // 2. Select every matching product, across all pages.
    await page.getByRole('button', { name: 'Select all 5,000 products matching this filter' }).click();
    await expect(page.getByText('All 5,000 products matching this filter are selected')).toBeVisible();
    // 3. Preview the approval.
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Set 5,000 products to Active?' });
    await expect(dialog.getByText('5,000 products will be set to Active.')).toBeVisible();
    await expect(dialog.getByRole('row', { name: 'Pending 5,000' })).toBeVisible();
    await expect(dialog.getByText('0 of them are in orders not yet delivered')).toBeVisible();
    // 4. Confirm.
    await dialog.getByRole('button', { name: 'Change 5,000 products' }).click();
    await expect(page.getByText('5000 products were updated')).toBeVisible();
    await expect.poll(() => statusesOf(seller)).toEqual({ pending: 0, active: BACKLOG, rejected: 0 });
    await expect(page.getByText('No data available for display')).toBeVisible();

    // The queue's own undo, while the server still takes it.
    await page
      .getByRole('status')
      .filter({ hasText: 'Last change: 5,000 products.' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect.poll(() => statusesOf(seller)).toEqual({ pending: BACKLOG, active: 0, rejected: 0 });
    await expect(page.getByText(`1–5 of ${BACKLOG.toLocaleString('en-GB')}`)).toBeVisible();
  });

  test('rejects them with a reason in Arabic at 375 px, and the seller reads why', async ({ browser }) => {
    const seller = await newSeller(`متجر المراجعة ${unique()}`);
    await uploadBacklog(seller, BACKLOG, `Backlog fan ${seller.refId}`);

    const page = await (await newContextAs(browser, 'admin', { lang: 'ar', mobile: true })).newPage();
    await page.goto('/admin/products?tab=pending&order=waiting');
    await closeSidebarIfOpen(page, 'إظهار أو إخفاء قائمة التنقل');
    await page.getByLabel('البائع', { exact: true }).fill(seller.refId);
    await page.getByRole('button', { name: 'تحديد المنتجات الـ5,000 المطابقة لهذه التصفية' }).click();
    await page.getByRole('button', { name: 'رفض…' }).click();
    const dialog = page.getByRole('dialog', { name: 'رفض 5,000 منتج؟' });
    await expect(dialog.getByText('ستتغير حالة 5,000 منتج إلى «مرفوض».')).toBeVisible();
    await noHorizontalOverflow(page);
    await dialog.getByLabel(/السبب/).selectOption({ label: 'الصور ناقصة أو غير واضحة' });
    await dialog.getByLabel(/تفاصيل/).fill('أضف صورة للعبوة من الأمام');
    await dialog.getByRole('button', { name: 'رفض 5,000 منتج' }).click();
    await expect.poll(() => statusesOf(seller)).toEqual({ pending: 0, active: 0, rejected: BACKLOG });

    // The seller: one notification on the reviews tab, and the reason on a product.
    const sellerPage = await (
      await browser.newContext({
        storageState: storageStateFor(seller, 'ar'),
        viewport: MOBILE_VIEWPORT,
        isMobile: true,
        hasTouch: true,
      })
    ).newPage();
    await sellerPage.goto('/pages/notifications?view=reviews');
    await closeSidebarIfOpen(sellerPage, 'إظهار أو إخفاء قائمة التنقل');
    const list = sellerPage.getByRole('list', { name: 'إشعارات المراجعات' });
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(list).toContainText(
      'عدد المنتجات: 5000: مرفوض. السبب: الصور ناقصة أو غير واضحة — أضف صورة للعبوة من الأمام',
    );
  });
});
