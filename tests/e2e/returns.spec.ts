import { expect, test, type Page } from '@playwright/test';
import { call, pickPendingLine } from './support/orders';
import { apiLogin, DEMO_ACCOUNTS, newContextAs } from './support/session';

/**
 * After the sale, for real: customer service opens a return case for a delivered line, the seller accepts it,
 * logistics reports the goods back and the refund is in the seller's ledger; a refused case shows its reason to
 * the admin; the cancelled lines page shows a real rejection with its reason.
 */

type ApiLine = {
  status: string;
  quantity: number;
  returned_quantity: number;
  data: { _id: string; seller: { _id: string }; en: { name: string }; ar: { name: string } };
};
type ApiOrder = { _id: string; order_ref_id: string; product: ApiLine[] };

/** A delivered line of seller@demo.eg nothing has come back of, counted from the end of the list. */
async function deliveredLine(adminToken: string, sellerId: string, fromEnd: number) {
  const { data } = await call<{ data: { orders: ApiOrder[] } }>(
    adminToken,
    'GET',
    '/admin/sourcing/orders?status=delivered&limit=100&page=1',
  );
  const lines = data.orders.flatMap((order) =>
    order.product
      .filter(
        (line) =>
          line.status === 'delivered' && line.data.seller._id === sellerId && line.returned_quantity === 0,
      )
      .map((line) => ({ order, line })),
  );
  const picked = lines[lines.length - 1 - fromEnd];
  if (!picked) throw new Error('no delivered line of seller@demo.eg left');
  return picked;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const badge = (page: Page, text: string) => page.locator('.badge', { hasText: text }).first();

test('an admin opens a return, the seller accepts it, logistics brings it back and the refund is in the ledger (ar)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const adminSession = await apiLogin(DEMO_ACCOUNTS.admin.email);
  const sellerSession = await apiLogin(DEMO_ACCOUNTS.seller.email);
  const { order, line } = await deliveredLine(adminSession.token, String(sellerSession.profile._id), 0);
  const admin = await newContextAs(browser, 'admin', { lang: 'ar' });
  const seller = await newContextAs(browser, 'seller', { lang: 'ar' });
  const adminPage = await admin.newPage();
  const sellerPage = await seller.newPage();

  await adminPage.goto(`/admin/orders/${order._id}`);
  await adminPage.getByRole('button', { name: `فتح حالة إرجاع لـ ${line.data.ar.name}` }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByLabel('الوحدات المرتجعة').fill('١');
  await dialog.getByRole('combobox').selectOption('وصل تالفًا');
  // The customer's photo of the damage, uploaded before the case is opened.
  await dialog
    .getByLabel('إضافة صورة')
    .setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    dialog.getByRole('img', { name: 'الصورة ١' }).or(dialog.getByRole('img', { name: 'الصورة 1' })),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'فتح الحالة' }).click();
  await expect(adminPage).toHaveURL(/\/pages\/return\/[0-9a-f]{24}$/);
  // The case page's code may still be on its way when the address changes: wait for its own heading.
  const heading = adminPage.getByRole('heading', { level: 1, name: /RT-[0-9A-F]{10}/ });
  await expect(heading).toBeVisible();
  const reference = /RT-[0-9A-F]{10}/.exec((await heading.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  await expect(badge(adminPage, 'مطلوب')).toBeVisible();
  // The photo is shown (signed for the reader) on the case.
  const photo = adminPage.locator('main img').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );

  // The seller finds it among their cases and accepts it.
  await sellerPage.goto('/pages/return?tab=requested');
  await sellerPage.getByRole('link', { name: `فتح حالة الإرجاع ${reference}` }).click();
  await expect(sellerPage.getByText('وصل تالفًا')).toBeVisible();
  await sellerPage.getByRole('button', { name: 'قبول الإرجاع' }).click();
  await sellerPage.getByRole('dialog').getByRole('button', { name: 'قبول الإرجاع' }).click();
  await expect(badge(sellerPage, 'مقبول')).toBeVisible();

  // Logistics reports the goods back: the refund leaves the seller's balance.
  await adminPage.reload();
  await adminPage.getByRole('button', { name: 'استُلمت البضاعة المرتجعة' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'استُلمت البضاعة المرتجعة' }).click();
  await expect(badge(adminPage, 'أُعيدت البضاعة')).toBeVisible();

  // The seller's order shows what came back, and the ledger the refund against that order.
  await sellerPage.goto(`/store/orders/${order._id}`);
  await expect(sellerPage.getByText('أُرجعت وحدة واحدة')).toBeVisible();
  await sellerPage.getByRole('link', { name: 'حالات الإرجاع لهذا الطلب' }).click();
  await expect(sellerPage.getByRole('link', { name: `فتح حالة الإرجاع ${reference}` })).toBeVisible();
  await sellerPage.goto(`/pages/account?q=${encodeURIComponent(order.order_ref_id)}`);
  await expect(sellerPage.getByRole('table').first()).toContainText(`استرداد الإرجاع ${reference}`);
  const ledger = await call<{ items: { transaction: { reference: string | null; type: string } }[] }>(
    sellerSession.token,
    'GET',
    `/accounts/wallet?page=1&limit=100&search=${encodeURIComponent(order.order_ref_id)}`,
  );
  const refund = ledger.items.find((entry) => entry.transaction.reference === reference);
  expect(refund?.transaction.type).toBe('DR');
  await admin.close();
  await seller.close();
});

test('a seller refuses a return on a phone, and the admin reads why (en, 375 px)', async ({ browser }) => {
  const adminSession = await apiLogin(DEMO_ACCOUNTS.admin.email);
  const sellerSession = await apiLogin(DEMO_ACCOUNTS.seller.email);
  const { order, line } = await deliveredLine(adminSession.token, String(sellerSession.profile._id), 1);
  const opened = await call<{ data: { _id: string; reference: string } }>(
    adminSession.token,
    'POST',
    '/returns',
    {
      order_id: order._id,
      product_id: line.data._id,
      quantity: 1,
      reason: { code: 'not_as_described' },
    },
  );
  const seller = await newContextAs(browser, 'seller', { lang: 'en', mobile: true });
  const sellerPage = await seller.newPage();
  await sellerPage.goto(`/pages/return/${opened.data._id}`);
  await expect(sellerPage.getByText('Not as described')).toBeVisible();
  await sellerPage.getByRole('button', { name: 'Refuse…' }).click();
  const dialog = sellerPage.getByRole('dialog');
  await dialog.getByRole('combobox').selectOption('Used or damaged by the buyer');
  await dialog.getByRole('button', { name: 'Refuse…' }).click();
  await expect(badge(sellerPage, 'Refused')).toBeVisible();
  const overflow = await sellerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const admin = await newContextAs(browser, 'admin', { lang: 'en' });
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/returns?tab=refused');
  await adminPage.getByRole('link', { name: `Open return case ${opened.data.reference}` }).click();
  await expect(adminPage.getByText('Used or damaged by the buyer')).toBeVisible();
  await admin.close();
  await seller.close();
});

test('the cancelled lines page shows a real rejection with its reason (ar)', async ({ browser }) => {
  const adminSession = await apiLogin(DEMO_ACCOUNTS.admin.email);
  const sellerSession = await apiLogin(DEMO_ACCOUNTS.seller.email);
  const line = await pickPendingLine(adminSession.token, String(sellerSession.profile._id), 8);
  await call(sellerSession.token, 'PUT', `/orders/${line.orderId}/update-status`, {
    product_id: line.productId,
    status: 'rejected',
    reason: { code: 'out_of_stock' },
  });
  const seller = await newContextAs(browser, 'seller', { lang: 'ar' });
  const page = await seller.newPage();
  await page.goto(`/pages/canceled?q=${encodeURIComponent(line.orderRef)}`);
  const row = page.getByRole('row', { name: new RegExp(line.orderRef) });
  await expect(row).toContainText('نفد المخزون');
  await expect(row).toContainText('أنت (البائع)');
  await expect(row).toContainText('مرفوض');
  await seller.close();
});
