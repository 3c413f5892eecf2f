import { expect, test, type Page } from '@playwright/test';
import {
  call,
  expectAmountAsLoaded,
  pickPendingLine,
  walletAmounts,
  type PickedLine,
} from './support/orders';
import { apiLogin, DEMO_ACCOUNTS, newContextAs, type Lang } from './support/session';

/**
 * An order read in full and changed without fear (docs/orders.md). Each journey takes pending lines of its own
 * (positions no other spec file uses), so the runs never change the same line.
 */
const TEXT = {
  ar: {
    answer: 'الرد',
    notifications: 'إشعارات الطلبات',
    history: 'السجل',
    buyer: 'المشتري',
    statusOf: (line: PickedLine) => `حالة ${line.nameAr} في الطلب ${line.orderRef}`,
    rejectTitle: 'رفض بند الطلب هذا؟',
    reason: 'السبب',
    details: 'تفاصيل (اختياري)',
    reject: 'رفض البند',
    outOfStock: 'نفد المخزون',
    confirmedMove: 'من قيد الانتظار إلى مؤكد',
    rejectedMove: 'من قيد الانتظار إلى مرفوض',
    undo: 'تراجع',
    undone: 'تم التراجع عن التغيير',
    available: 'الرصيد المتاح',
    withdrawable: 'المتاح للسحب',
  },
  en: {
    answer: 'Answer',
    notifications: 'Order notifications',
    history: 'History',
    buyer: 'Buyer',
    statusOf: (line: PickedLine) => `Status of ${line.nameEn} in order ${line.orderRef}`,
    rejectTitle: 'Reject this order line?',
    reason: 'Reason',
    details: 'Details (optional)',
    reject: 'Reject the line',
    outOfStock: 'Out of stock',
    confirmedMove: 'Pending → Confirmed',
    rejectedMove: 'Pending → Rejected',
    undo: 'Undo',
    undone: 'The change was undone',
    available: 'Available money',
    withdrawable: 'Available to withdraw',
  },
} as const;

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { lang, mobile, first } of [
  { lang: 'ar', mobile: false, first: 3 },
  { lang: 'en', mobile: true, first: 8 },
] as const) {
  test(`a seller opens an order from a notification, rejects a line with a reason the admin then reads, and an admin's confirm is undone (${lang}${mobile ? ', 375 px' : ''})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[lang as Lang];
    const admin = await apiLogin(DEMO_ACCOUNTS.admin.email);
    const seller = await apiLogin(DEMO_ACCOUNTS.seller.email);
    const sellerId = String(seller.profile._id);
    const notified = await pickPendingLine(admin.token, sellerId, first);
    const rejected = await pickPendingLine(admin.token, sellerId, first + 1);
    const undone = await pickPendingLine(admin.token, sellerId, first + 2);

    const sellerContext = await newContextAs(browser, 'seller', { lang, mobile });
    const sellerPage = await sellerContext.newPage();
    // The home lists the lines waiting for an answer and leads to them.
    await sellerPage.goto('/');
    const menu = sellerPage.getByRole('button', {
      name: lang === 'ar' ? 'إظهار أو إخفاء قائمة التنقل' : 'Toggle navigation menu',
    });
    if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
    await sellerPage.getByRole('link', { name: text.answer }).click();
    await expect(sellerPage).toHaveURL(/\/store\/orders\?tab=pending$/);

    // An admin confirms one line: its notification opens the order, with buyer and history.
    await call(admin.token, 'PUT', `/orders/${notified.orderId}/update-status`, {
      status: 'confirmed',
      product_id: notified.productId,
      order_ref_id: notified.orderRef,
    });
    await sellerPage.goto('/pages/notifications');
    const list = sellerPage.getByRole('list', { name: text.notifications });
    await list.getByRole('button').filter({ hasText: notified.orderRef }).first().click();
    await expect(sellerPage).toHaveURL(new RegExp(`/store/orders/${notified.orderId}$`));
    await expect(sellerPage.getByRole('heading', { level: 1 })).toContainText(notified.orderRef);
    await expect(sellerPage.getByRole('region', { name: text.buyer })).not.toBeEmpty();
    await expect(sellerPage.getByRole('region', { name: text.history })).toContainText(text.confirmedMove);
    if (mobile) await expectNoHorizontalOverflow(sellerPage);

    // A shared link to another order: the seller rejects a line, after confirming and giving a reason.
    await sellerPage.goto(`/store/orders/${rejected.orderId}`);
    await sellerPage.getByRole('combobox', { name: text.statusOf(rejected) }).selectOption('rejected');
    const dialog = sellerPage.getByRole('dialog', { name: text.rejectTitle });
    await dialog.getByLabel(text.reason).selectOption('out_of_stock');
    await dialog
      .getByLabel(text.details)
      .fill(lang === 'ar' ? 'المقاس المطلوب غير متوفر' : 'Size not in stock');
    await dialog.getByRole('button', { name: text.reject }).click();
    await expect(dialog).toBeHidden();
    const history = sellerPage.getByRole('region', { name: text.history });
    await expect(history).toContainText(text.rejectedMove);
    await expect(history).toContainText(text.outOfStock);

    // The admin reads the same reason; their control offers only the moves the server allows.
    const adminContext = await newContextAs(browser, 'admin', { lang, mobile });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/admin/orders/${rejected.orderId}`);
    await expect(adminPage.getByRole('region', { name: text.history })).toContainText(text.outOfStock);

    await adminPage.goto(`/admin/orders/${undone.orderId}`);
    const select = adminPage.getByRole('combobox', { name: text.statusOf(undone) });
    await expect(select.locator('option[value="shipped"]')).toBeDisabled();
    await expect(select.locator('option[value="delivered"]')).toBeDisabled();
    await select.selectOption('confirmed');
    await expect(select).toHaveValue('confirmed');
    await adminPage.getByRole('button', { name: text.undo }).click();
    await expect(adminPage.getByRole('alert').filter({ hasText: text.undone })).toBeVisible();
    await expect(select).toHaveValue('pending');
    if (mobile) await expectNoHorizontalOverflow(adminPage);

    // One balance: the account summary and the withdrawal request show the available money the API has. The
    // other journeys running beside this one change the demo seller's balance, so each page is compared with
    // the balance just before and just after it loaded.
    const available = async () => (await walletAmounts(seller.token, lang)).available;
    await expectAmountAsLoaded(
      sellerPage,
      '/pages/account',
      () => sellerPage.getByRole('heading', { name: text.available }).locator('..'),
      available,
    );
    await expectAmountAsLoaded(
      sellerPage,
      '/pages/requested-withdrawl',
      () => sellerPage.getByRole('region', { name: text.withdrawable }),
      available,
    );

    await adminContext.close();
    await sellerContext.close();
  });
}
