import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { BUSINESS_INFO_BODY, COMPANY_REGISTRATION_BODY, KYC_BODY } from '../fixtures/onboarding';
import { E2E_BASE_URL } from './support/env';
import { apiLogin, MOBILE_VIEWPORT, newContextAs, storageStateFor, type ApiSession } from './support/session';

/**
 * An admin reviewing at real volume (docs/review.md). Each journey makes its own seller, so the counts it checks are
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
    // Through onboarding, so the seller's own pages open (a seller part-way is sent to the next step).
    const seller = await onboardedSeller(`متجر المراجعة ${unique()}`);
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

/** A 24×16 PNG (an ID card's shape), so the viewer has something to zoom and turn. */
const ID_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAACl0lEQVR4nBXTERuGMBSG4XEyicfJJB4nk3icTOJxMonHySR+OJnE42TS7/j6zg+4r/c65z1CCDpBL1CCQTAKjGASzAInWASrIAg2wS5IgkNwChBcgltQBY/gFQgh6SS9REkGySgxkkkyS5xkkaySINkkuyRJDskpQXJJbkmVPJJXfpCiU/QKpRgUo8IoJsWscIpFsSqCYlPsiqQ4FKcCxaW4FVXxKF71QZpO02uUZtCMGqOZNLPGaRbNqgmaTbNrkubQnBo0l+bWVM2jefUHGTpDb1CGwTAajGEyzAZnWAyrIRg2w25IhsNwGjBchttQDY/hNR9k6Sy9RVkGy2gxlskyW5xlsayWYNksuyVZDstpwXJZbku1PJbXfpCjc/QO5Rgco8M4JsfscI7FsTqCY3PsjuQ4HKcDx+W4HdXxOF73QZ7O03uUZ/CMHuOZPLPHeRbP6gmezbN7kufwnB48l+f2VM/jef0HBbpAH1CBITAGTGAKzAEXWAJrIAS2wB5IgSNwBghcgTtQA0/gDR8U6SJ9REWGyBgxkSkyR1xkiayRENkieyRFjsgZIXJF7kiNPJE3flCiS/QJlRgSY8IkpsSccIklsSZCYkvsiZQ4EmeCxJW4EzXxJN70QZku02dUZsiMGZOZMnPGZZbMmgmZLbNnUubInBkyV+bO1MyTefMHQQf9v6sMMP4rwgTz/zIssP4Xwgb7PwcHnPznghsqPPB+zycKXaEvqMJQGAumMBXmgisshbUQClthL6TCUTgLFK7CXaiFp/CWD6p0lb6iKkNlrJjKVJkrrrJU1kqobJW9kipH5az/JFflrtTKU3nrBzW6Rt9QjaExNkxjaswN11gaayM0tsbeSI2jcTZoXI27URtP4238AJLfY1/1zWpIAAAAAElFTkSuQmCC',
  'base64',
);

/** A seller through every onboarding step with both sides of the ID uploaded: everything waits for review. */
async function onboardedSeller(name: string) {
  const seller = await newSeller(name);
  for (const [path, body] of [
    ['/accounts/add-kyc', KYC_BODY],
    ['/accounts/add-business-info', BUSINESS_INFO_BODY],
    ['/accounts/add-cr', COMPANY_REGISTRATION_BODY],
  ] as const) {
    const response = await fetch(`${E2E_BASE_URL}/api/v1${path}`, {
      method: 'PUT',
      headers: json(seller.token),
      body: JSON.stringify(body),
    });
    expect(response.ok, `${path}: ${await response.clone().text()}`).toBe(true);
  }
  for (const path of ['/accounts/add-front-id', '/accounts/add-back-id']) {
    const form = new FormData();
    form.append('language', 'en');
    form.append('image', new Blob([new Uint8Array(ID_IMAGE)], { type: 'image/png' }), 'id.png');
    const response = await fetch(`${E2E_BASE_URL}/api/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}` },
      body: form,
    });
    expect(response.ok, `${path}: ${await response.clone().text()}`).toBe(true);
  }
  return { ...seller, profile: (await apiLogin(String(seller.profile.email))).profile };
}

const REVIEW_CASES = [
  {
    lang: 'en' as const,
    mobile: true,
    t: {
      region: 'ID card beside the typed data',
      image: "Front ID, user's file",
      approval: 'Approval of Front ID',
      rejected: 'Rejected',
      dialog: 'Reject Front ID?',
      reason: 'Does not match the data you typed',
      confirm: 'Reject',
      task: 'The front of your ID was not accepted: upload it again.',
      reasonShown: 'Does not match the data you typed: The photo is of another card',
      words: 'The photo is of another card',
      idLabel: 'ID number',
    },
  },
  {
    lang: 'ar' as const,
    mobile: false,
    t: {
      region: 'البطاقة بجانب البيانات المُدخلة',
      image: 'وجه البطاقة، ملف المستخدم',
      approval: 'اعتماد وجه البطاقة',
      rejected: 'مرفوض',
      dialog: 'رفض وجه البطاقة؟',
      reason: 'لا يطابق البيانات التي أدخلتها',
      confirm: 'رفض',
      task: 'لم يُقبل وجه بطاقتك: ارفعه مرة أخرى.',
      reasonShown: 'لا يطابق البيانات التي أدخلتها: الصورة لبطاقة أخرى',
      words: 'الصورة لبطاقة أخرى',
      idLabel: 'رقم الهوية',
    },
  },
];

for (const { lang, mobile, t } of REVIEW_CASES) {
  test(`an admin reads the ID beside the typed data and rejects it with a reason the seller then reads (${lang}${mobile ? ', 375 px' : ''})`, async ({
    browser,
  }) => {
    const seller = await onboardedSeller(`Review ${lang} ${unique()}`);
    const admin = await (await newContextAs(browser, 'admin', { lang, mobile })).newPage();
    await admin.goto(`/pages/user/detail?id=${seller.id}`);
    await closeSidebarIfOpen(admin, lang === 'ar' ? 'إظهار أو إخفاء قائمة التنقل' : 'Toggle navigation menu');

    // The ID image and the data it proves, side by side (stacked on a phone).
    const check = admin.getByRole('region', { name: t.region });
    const image = check.getByRole('img', { name: t.image });
    await expect(image).toBeVisible();
    await expect(
      check.getByText(t.idLabel, { exact: true }).locator('xpath=following-sibling::*[1]'),
    ).toHaveText(KYC_BODY.id);
    await check
      .getByRole('button', { name: lang === 'ar' ? 'تدوير 90° مع عقارب الساعة' : 'Rotate 90° clockwise' })
      .click();
    await check.getByRole('button', { name: lang === 'ar' ? 'تكبير' : 'Zoom in', exact: true }).click();
    await expect(image).toHaveAttribute('style', /rotate\(90deg\)/);
    await noHorizontalOverflow(admin);

    // Rejected, with a reason from the list and the admin's own words.
    await admin.getByRole('combobox', { name: t.approval }).first().selectOption({ label: t.rejected });
    const dialog = admin.getByRole('dialog', { name: t.dialog });
    await dialog.getByLabel(/Reason|السبب/).selectOption({ label: t.reason });
    await dialog.getByRole('textbox').fill(t.words);
    await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();

    // The seller reads why on their home and on their profile.
    const page = await (
      await browser.newContext({
        storageState: storageStateFor(seller, lang),
        ...(mobile ? { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true } : {}),
      })
    ).newPage();
    await page.goto('/');
    await closeSidebarIfOpen(page, lang === 'ar' ? 'إظهار أو إخفاء قائمة التنقل' : 'Toggle navigation menu');
    const task = page.getByRole('listitem').filter({ hasText: t.task });
    await expect(task).toContainText(t.reasonShown);
    await task.getByRole('link').click();
    await expect(page).toHaveURL(/\/pages\/profile\?tab=kyc$/);
    await expect(page.getByText(t.reasonShown).first()).toBeVisible();
    await noHorizontalOverflow(page);
  });
}
