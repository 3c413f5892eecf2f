import { expect, test, type Page } from '@playwright/test';
import {
  call,
  expectAmountAsLoaded,
  money,
  pickPendingLine,
  walletAmounts,
  type PickedLine,
} from './support/orders';
import { apiLogin, DEMO_ACCOUNTS, newContextAs, type Lang } from './support/session';

const TEXT = {
  ar: {
    search: 'ابحث بالمنتج أو مرجع الطلب أو اسم المشتري أو هاتفه',
    statusOf: (line: PickedLine) => `حالة ${line.nameAr} في الطلب ${line.orderRef}`,
    updated: 'تم تحديث حالة الطلب بنجاح',
    notifications: 'إشعارات الطلبات',
    pending: 'الرصيد المعلق',
    ledgerSearch: 'ابحث باسم المنتج أو مرجع الطلب',
    ledger: 'سجل المعاملات',
    message: (line: PickedLine, status: string) =>
      `الطلب ${line.orderRef}: حالة المنتج ${line.nameAr} الآن «${status}»`,
    confirmed: 'مؤكد',
    shipped: 'تم الشحن',
    delivered: 'تم التوصيل',
  },
  en: {
    search: 'Search by product, order reference, buyer name or phone',
    statusOf: (line: PickedLine) => `Status of ${line.nameEn} in order ${line.orderRef}`,
    updated: 'Order status updated successfully',
    notifications: 'Order notifications',
    pending: 'Pending money',
    ledgerSearch: 'Search by product name or order reference',
    ledger: 'Ledger',
    message: (line: PickedLine, status: string) => `Order ${line.orderRef}: ${line.nameEn} is now ${status}`,
    confirmed: 'confirmed',
    shipped: 'shipped',
    delivered: 'delivered',
  },
} as const;

async function changeStatusAsAdmin(
  page: Page,
  lang: Lang,
  line: PickedLine,
  status: 'confirmed' | 'shipped',
) {
  const select = page.getByRole('combobox', { name: TEXT[lang].statusOf(line) });
  await select.selectOption(status);
  await expect(page.getByRole('alert').filter({ hasText: TEXT[lang].updated }).first()).toBeVisible();
  await expect(select).toHaveValue(status);
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

// Both take the seller's last pending line, each among its own share of the orders, as they may run at the same
// time: the order detail journey takes lines by their place from the start of the same list, and as lines leave
// the list a place from the start could come to name the first line.
for (const { lang, mobile, share } of [
  { lang: 'ar', mobile: false, share: { index: 0, of: 2 } },
  { lang: 'en', mobile: true, share: { index: 1, of: 2 } },
] as const) {
  test(`an admin confirms and ships a line; the seller sees it live and in the account summary (${lang}${
    mobile ? ', 375 px' : ''
  })`, async ({ browser }) => {
    const admin = await apiLogin(DEMO_ACCOUNTS.admin.email);
    const seller = await apiLogin(DEMO_ACCOUNTS.seller.email);
    const line = await pickPendingLine(admin.token, String(seller.profile._id), 'last', undefined, share);
    const text = TEXT[lang];

    const sellerContext = await newContextAs(browser, 'seller', { lang, mobile });
    const sellerPage = await sellerContext.newPage();
    const streamOpened = sellerPage.waitForResponse((response) =>
      response.url().endsWith('/api/v1/notifications/stream'),
    );
    await sellerPage.goto('/pages/notifications');
    await expect(sellerPage.getByRole('list', { name: text.notifications })).toBeVisible();
    await streamOpened;

    const adminContext = await newContextAs(browser, 'admin', { lang, mobile });
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/orders');
    await adminPage.getByRole('searchbox', { name: text.search }).fill(line.orderRef);
    await changeStatusAsAdmin(adminPage, lang, line, 'confirmed');

    // The seller, without reloading: an info toast in the page's language and the card at the top of the list
    // (on its first page: the journeys running beside this one push notifications to the same seller).
    await expect(
      sellerPage.getByRole('alert').filter({ hasText: text.message(line, text.confirmed) }),
    ).toBeVisible();
    await expect(
      sellerPage
        .getByRole('list', { name: text.notifications })
        .getByRole('listitem')
        .getByRole('button', { name: text.message(line, text.confirmed) })
        .first(),
    ).toBeVisible();
    if (mobile) await expectNoHorizontalOverflow(sellerPage);

    await changeStatusAsAdmin(adminPage, lang, line, 'shipped');
    await expect(
      sellerPage.getByRole('alert').filter({ hasText: text.message(line, text.shipped) }),
    ).toBeVisible();
    if (mobile) await expectNoHorizontalOverflow(adminPage);

    // Pending money now includes the line (confirmed and shipped, not yet delivered). The account page is a new
    // page load: the delivery below is reported once its notification stream is open again, or it is not live.
    const streamReopened = sellerPage.waitForResponse((response) =>
      response.url().endsWith('/api/v1/notifications/stream'),
    );
    await expectAmountAsLoaded(
      sellerPage,
      '/pages/account',
      () => sellerPage.getByRole('heading', { name: text.pending }).locator('..'),
      async () => (await walletAmounts(seller.token, lang)).pending,
    );

    await streamReopened;

    // Logistics reports the delivery: the seller is notified live and the ledger gets the credit row.
    await call(admin.token, 'PUT', `/admin/sourcing/orders/${line.orderId}/delivery-status`, {
      status: 'delivered',
      product_id: line.productId,
      order_ref_id: line.orderRef,
    });
    await expect(
      sellerPage.getByRole('alert').filter({ hasText: text.message(line, text.delivered) }),
    ).toBeVisible();
    await sellerPage.reload();
    await sellerPage.getByRole('searchbox', { name: text.ledgerSearch }).fill(line.orderRef);
    const ledger = mobile
      ? sellerPage.getByRole('region', { name: text.ledger }).getByRole('listitem')
      : sellerPage.getByRole('table').getByRole('row');
    await expect(ledger.filter({ hasText: money(line.amount, lang) }).first()).toBeVisible();
    if (mobile) await expectNoHorizontalOverflow(sellerPage);

    await adminContext.close();
    await sellerContext.close();
  });
}

test('a seller can only answer pending lines: the dropdown offers confirm and reject', async ({
  browser,
}) => {
  const context = await newContextAs(browser, 'seller', { lang: 'en' });
  const page = await context.newPage();
  await page.goto('/store/orders');
  await page.getByRole('button', { name: 'Delivered' }).click();
  const select = page.getByRole('combobox', { name: /^Status of / }).first();
  await expect(select).toHaveValue('delivered');
  await expect(select).toBeDisabled();
  await page.getByRole('button', { name: 'Pending' }).click();
  const pending = page.getByRole('combobox', { name: /^Status of / }).first();
  await expect(pending.getByRole('option', { name: 'Confirmed' })).toBeEnabled();
  await expect(pending.getByRole('option', { name: 'Rejected' })).toBeEnabled();
  await expect(pending.getByRole('option', { name: 'Pending' })).toBeDisabled();
  await expect(page.getByRole('link', { name: /Notifications, \d+ unread/ })).toBeVisible();
  await context.close();
});

// A laptop's 1280 pixels hold the whole line, its status control included, without scrolling the table sideways:
// the time goes under the date, the ship-by day takes the month's short name.
for (const { role, path, lang } of [
  { role: 'admin' as const, path: '/admin/orders', lang: 'en' as const },
  { role: 'seller' as const, path: '/store/orders', lang: 'ar' as const },
]) {
  test(`${path} shows every line's status control in view at 1280 px (${lang})`, async ({ browser }) => {
    const context = await newContextAs(browser, role, { lang });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const table = page.getByRole('table');
    await expect(table.getByRole('combobox').first()).toBeVisible();
    const box = await page.locator('.data-table').evaluate((element) => {
      const scroller = element.parentElement!;
      return {
        overflow: element.scrollWidth - scroller.clientWidth,
        view: scroller.getBoundingClientRect(),
      };
    });
    expect(box.overflow).toBeLessThanOrEqual(0);
    for (const select of await table.getByRole('combobox').all()) {
      const edges = await select.boundingBox();
      expect(edges!.x).toBeGreaterThanOrEqual(box.view.left);
      expect(edges!.x + edges!.width).toBeLessThanOrEqual(box.view.right);
    }
    await context.close();
  });
}
