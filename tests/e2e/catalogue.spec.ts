import { expect, test, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import * as XLSX from 'xlsx';
import { E2E_BASE_URL } from './support/env';
import { apiLogin, DEMO_ACCOUNTS, newContextAs, visibleText } from './support/session';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Writing is safe with xlsx (DESIGN.md §2): the test fills the template the way a seller would. */
const workbook = (rows: unknown[][]): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Products');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const EN_TITLES = [
  'Name', 'Brand', 'Description', 'Subcategory', 'Origin', 'Listing price', 'Stock quantity', 'Handling time',
  'Battery type', 'Battery size', 'Warranty months', 'Image URL 1', 'Image URL 2', 'Image URL 3', 'Image URL 4',
]; // prettier-ignore

/** Creates pending electronics products for seller2 through the API, so journeys own the rows they change. */
async function createProducts(names: string[]): Promise<{ _id: string; sku: string }[]> {
  const { token } = await apiLogin(DEMO_ACCOUNTS.seller2.email);
  const headers = { authorization: `Bearer ${token}` };
  const form = new FormData();
  const rows = names.map((name, index) => [name, 'Lumo', '', '', '', 100 + index, 5, 2]);
  form.append('file', new Blob([new Uint8Array(workbook([EN_TITLES, ...rows]))]), 'products.xlsx');
  const upload = await fetch(`${E2E_BASE_URL}/api/v1/products/upload-product-xls`, {
    method: 'POST',
    headers,
    body: form,
  });
  const route = ((await upload.json()) as { data: { url: string } }).data.url;
  const added = await fetch(`${E2E_BASE_URL}/api/v1/products/add-product-xls`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ route, lang: 'en', category: 'electronics' }),
  });
  expect(added.ok).toBe(true);
  const list = await fetch(`${E2E_BASE_URL}/api/v1/products/seller?page=1&limit=15`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ search: names[0]?.split(' ').slice(0, -1).join(' ') ?? '' }),
  });
  return ((await list.json()) as { items: { _id: string; sku: string }[] }).items;
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('catalogue', () => {
  test('a seller downloads a template in Arabic, sees the errors of a bad file, fixes it and finds the new pending products', async ({
    browser,
  }) => {
    const context = await newContextAs(browser, 'seller2', { lang: 'ar' });
    const page = await context.newPage();
    await page.goto('/store/listing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إدراج المنتجات');

    await page.getByRole('button', { name: 'تنزيل النموذج' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'يرجى اختيار الفئة أولًا' }).first()).toBeVisible();

    await page.getByLabel('الفئة', { exact: true }).selectOption('electronics');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'تنزيل النموذج' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('electronics.xlsx');
    const [titles] = (await readSheet(await download.path())) as string[][];
    expect(titles).toEqual([
      'الاسم', 'العلامة التجارية', 'الوصف', 'الفئة الفرعية', 'بلد المنشأ', 'سعر البيع', 'الكمية المتاحة',
      'مدة التجهيز', 'نوع البطارية', 'حجم البطارية', 'مدة الضمان بالشهور',
      'رابط الصورة 1', 'رابط الصورة 2', 'رابط الصورة 3', 'رابط الصورة 4',
    ]); // prettier-ignore

    const name = unique('مصباح اختبار');
    const fileInput = page.getByLabel(/جدول بيانات المنتجات/);
    await fileInput.setInputFiles({
      name: 'bad.xlsx',
      mimeType: 'application/octet-stream',
      buffer: workbook([
        titles ?? [],
        ['', 'لومو', '', '', '', 'مئة', '٥'],
        [`${name} ب`, '', '', '', '', 120, 'ثلاثة'],
      ]),
    });
    const table = page.getByRole('table', { name: 'المشكلات في الملف' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveText([
      /الصف.*العمود.*المشكلة/,
      /2.*الاسم.*هذه القيمة مطلوبة/,
      /2.*سعر البيع.*يجب أن تكون رقمًا/,
      /3.*الكمية المتاحة.*يجب أن تكون رقمًا/,
    ]);
    const uploadButton = page.getByRole('button', { name: 'رفع المنتجات' });
    await expect(uploadButton).toBeDisabled();

    await fileInput.setInputFiles({
      name: 'good.xlsx',
      mimeType: 'application/octet-stream',
      buffer: workbook([
        [...(titles ?? []), 'الحالة'],
        [`${name} أ`, 'لومو', '', '', '', '١٥٠٫٥', '٥', '', '', '', '', '', '', '', '', 'active'],
        [`${name} ب`, 'لومو', '', '', '', 120, 3, 2, '', '', '', '', '', '', '', 'active'],
      ]),
    });
    await expect(page.getByText('الملف سليم: 2 منتج جاهز للرفع.')).toBeVisible();
    await uploadButton.click();
    await expect(page.getByRole('alert').filter({ hasText: 'تمت إضافة 2 منتج بنجاح!' })).toBeVisible();

    await page.getByRole('link', { name: 'اعرضها في المخزون' }).click();
    await expect(page.getByRole('button', { name: 'غير نشط' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('searchbox', { name: 'البحث باسم المنتج' }).fill(name.replace('اختبار', 'أختبار'));
    const rows = page.getByRole('row', { name: new RegExp(name) });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row.getByText('قيد المراجعة')).toBeVisible();
    await expect(page.getByRole('row', { name: `فتح ${name} أ` })).toContainText('150.50 LE');
    expect(await visibleText(page)).not.toMatch(/products\.|sheetErrors\./);
    await context.close();
  });

  test('a seller filters, searches and pages the inventory in English and the recommended box survives a reload', async ({
    browser,
  }) => {
    const [product] = await createProducts([unique('Recommend Lamp')]);
    const context = await newContextAs(browser, 'seller2', { lang: 'en' });
    const page = await context.newPage();
    await page.goto('/store/inventory');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inventory management');
    await expect(page.getByRole('row')).toHaveCount(6);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Active', exact: true }).click();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    for (const row of await page.getByRole('row', { name: /^Open / }).all()) {
      await expect(row.getByText('Active', { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Not active' }).click();
    await expect(
      page
        .getByRole('row', { name: /^Open / })
        .first()
        .getByText('Active', { exact: true }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByLabel('Rows per page').selectOption('10');
    await expect(page.getByRole('row', { name: /^Open / })).toHaveCount(10);
    const search = page.getByRole('searchbox', { name: 'Search by product name' });
    await search.fill('recommend lamp');
    const row = page.getByRole('row', { name: /Recommend Lamp/ }).filter({ hasText: product?.sku ?? '' });
    await expect(row).toHaveCount(1);
    const box = row.getByRole('checkbox', { name: /^Recommended: / });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(page.getByRole('alert').filter({ hasText: 'Product updated succesfully!' })).toBeVisible();
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search by product name' }).fill('recommend lamp');
    await expect(
      page
        .getByRole('row', { name: /Recommend Lamp/ })
        .filter({ hasText: product?.sku ?? '' })
        .getByRole('checkbox', { name: /^Recommended: / }),
    ).toBeChecked();
    await context.close();
  });

  test('a seller edits a product and changes its photo by file and by link, at 375 px', async ({
    browser,
  }) => {
    const name = unique('Editable Lamp');
    const [product] = await createProducts([name]);
    const context = await newContextAs(browser, 'seller2', { lang: 'en', mobile: true });
    const page = await context.newPage();
    await page.goto('/store/inventory');
    await page.getByRole('searchbox', { name: 'Search by product name' }).fill(name.toLowerCase());
    const card = page.getByRole('button', { name: `Open ${name}` });
    await expect(card).toContainText('Editable Lamp …');
    await noHorizontalOverflow(page);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/store/product/detail\\?id=${product?._id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('img', { name })).toHaveAttribute('src', '/placeholder-product.svg');
    await noHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Name (AR)').fill('مصباح معدل');
    await page.getByLabel('Listing price', { exact: false }).fill('٢٥٠');
    await page.getByLabel('Warranty months').fill('18');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Product updated succesfully!' })).toBeVisible();
    await expect(page.getByText('250.00 LE')).toBeVisible();
    await page.reload();
    await expect(page.getByText('مصباح معدل')).toBeVisible();
    await expect(page.getByText('250.00 LE')).toBeVisible();

    await page.getByRole('button', { name: 'Upload photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a product photo' });
    await dialog.getByLabel(/Photo from your device/).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Image uploaded succesfully!' })).toBeVisible();
    await expect(page.getByRole('img', { name })).toHaveAttribute(
      'src',
      /^\/api\/v1\/files\/[a-f0-9]{32}\.png$/,
    );

    await page.getByRole('button', { name: 'Upload photo' }).click();
    await dialog.getByLabel('Image link').fill(`${E2E_BASE_URL}/api/v1/health`);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not a valid image url' })).toBeVisible();
    const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
    await dialog.getByLabel('Image link').fill(dataUrl);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('img', { name })).toHaveAttribute('src', dataUrl);
    await context.close();
  });

  test('an admin changes three pending products to active at once, in Arabic', async ({ browser }) => {
    const prefix = unique('Bulk Lamp');
    const created = await createProducts([`${prefix} 1`, `${prefix} 2`, `${prefix} 3`]);
    expect(created).toHaveLength(3);
    const context = await newContextAs(browser, 'admin', { lang: 'ar' });
    const page = await context.newPage();
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مخزون المنتجات');
    await page.getByRole('button', { name: 'قيد المراجعة' }).click();
    await page.getByRole('searchbox', { name: 'البحث باسم المنتج' }).fill(prefix.toLowerCase());
    const rows = page.getByRole('row', { name: new RegExp(prefix) });
    await expect(rows).toHaveCount(3);
    for (const n of [1, 2, 3]) await page.getByRole('checkbox', { name: `تحديد ${prefix} ${n}` }).check();
    await expect(page.getByText('تم تحديد 3')).toBeVisible();
    await page.getByLabel('تغيير الحالة إلى').selectOption('active');
    await page.getByRole('button', { name: 'تطبيق على المحدد' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'تم تحديث الحالة بنجاح' })).toBeVisible();
    for (const row of await rows.all()) await expect(row.getByText('نشط', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'متاح' }).click();
    await expect(rows).toHaveCount(3);
    await context.close();
  });

  test('the listing page works at 375 px in English and Arabic without sideways scrolling', async ({
    browser,
  }) => {
    for (const lang of ['en', 'ar'] as const) {
      const context = await newContextAs(browser, 'seller2', { lang, mobile: true });
      const page = await context.newPage();
      await page.goto('/store/listing');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Product listing' : 'إدراج المنتجات',
      );
      await noHorizontalOverflow(page);
      const text = await visibleText(page);
      expect(text).not.toMatch(/products\./);
      if (lang === 'ar') expect(text).not.toMatch(/Download template|Upload products/);
      await context.close();
    }
  });
});
