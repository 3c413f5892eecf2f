import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { PRESENTATION_FORMS, pdfPages } from '../fixtures/pdfText';
import { seriousViolations } from './support/axe';
import { call } from './support/orders';
import { apiLogin, DEMO_ACCOUNTS, newContextAs, type Lang } from './support/session';

/**
 * An order's packing slip and invoice: downloaded as PDF from the order's page (their text read back as a
 * reader copies it), and printed from the print page, where only the documents reach the paper, each from a
 * page of its own. The journeys only read: they take orders whose lines were delivered, which no other
 * journey changes back.
 */
const TEXT = {
  ar: {
    actions: 'مستندات هذا الطلب',
    printInvoice: 'طباعة الفاتورة',
    printPackingSlip: 'طباعة قائمة التعبئة',
    downloadInvoice: 'تنزيل الفاتورة (PDF)',
    downloadPackingSlip: 'تنزيل قائمة التعبئة (PDF)',
    invoice: 'فاتورة',
    packingSlip: 'قائمة تعبئة',
    seller: 'شركة النيل للتجارة',
    taxLabel: 'الرقم الضريبي',
    invoicesTitle: 'فواتير للطباعة',
    packingSlipsTitle: 'قوائم تعبئة للطباعة',
    print: 'طباعة',
    qr: (ref: string) => `رمز QR للطلب ${ref}`,
    menu: 'إظهار أو إخفاء قائمة التنقل',
  },
  en: {
    actions: 'Documents of this order',
    printInvoice: 'Print invoice',
    printPackingSlip: 'Print packing slip',
    downloadInvoice: 'Download invoice (PDF)',
    downloadPackingSlip: 'Download packing slip (PDF)',
    invoice: 'Invoice',
    packingSlip: 'Packing slip',
    seller: 'Nile Trading Co.',
    taxLabel: 'Tax number',
    invoicesTitle: 'Invoices to print',
    packingSlipsTitle: 'Packing slips to print',
    print: 'Print',
    qr: (ref: string) => `QR code of order ${ref}`,
    menu: 'Toggle navigation menu',
  },
} as const;

type DocumentData = {
  order_id: string;
  order_ref_id: string;
  seller: { tax_number: string; reg_nb: string };
  buyer: { name: string } | null;
  lines: { sku: string; name: { en: string; ar: string } }[];
};

type ListedOrder = {
  _id: string;
  product: { status: string; data: { seller: { _id: string } } }[];
};

/** Orders with a delivered line of seller@demo.eg, from the admin's list, and what their documents show. */
async function deliveredOrders(count: number): Promise<DocumentData[]> {
  const admin = await apiLogin(DEMO_ACCOUNTS.admin.email);
  const seller = await apiLogin(DEMO_ACCOUNTS.seller.email);
  const { data } = await call<{ data: { orders: ListedOrder[] } }>(
    admin.token,
    'GET',
    '/admin/sourcing/orders?status=delivered&limit=100&page=1',
  );
  const ids = [
    ...new Set(
      data.orders
        .filter((order) =>
          order.product.some(
            (line) => line.status === 'delivered' && line.data.seller._id === String(seller.profile._id),
          ),
        )
        .map((order) => order._id),
    ),
  ].slice(0, count);
  expect(ids).toHaveLength(count);
  const documents = await call<{ data: DocumentData[] }>(seller.token, 'POST', '/orders/documents/content', {
    order_ids: ids,
  });
  return documents.data;
}

const downloaded = async (page: Page, button: string): Promise<{ download: Download; text: string }> => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { download, text: (await pdfPages(new Uint8Array(bytes))).join('\n') };
};

for (const { lang, mobile } of [
  { lang: 'ar', mobile: false },
  { lang: 'en', mobile: true },
  { lang: 'en', mobile: false },
  { lang: 'ar', mobile: true },
] as const) {
  test(`a seller downloads an order's invoice and packing slip as PDF and prints them from the print page (${lang}${mobile ? ', 375 px' : ''})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const text = TEXT[lang as Lang];
    const [order, other] = await deliveredOrders(2);
    const context = await newContextAs(browser, 'seller', { lang, mobile });
    // The sidebar would open over the page on a phone in Arabic: it starts closed here.
    await context.addInitScript(() => sessionStorage.setItem('sidebar-open', 'false'));
    const page = await context.newPage();
    await page.goto(`/store/orders/${order!.order_id}`);
    const actions = page.getByRole('group', { name: text.actions });
    await expect(actions).toBeVisible();

    // The invoice as a PDF: its words in the page's language, in reading order, and the seller's numbers.
    const invoice = await downloaded(page, text.downloadInvoice);
    expect(invoice.download.suggestedFilename()).toBe(`invoice-${order!.order_ref_id}.pdf`);
    expect(invoice.text).not.toMatch(PRESENTATION_FORMS);
    for (const expected of [
      text.invoice,
      text.seller,
      text.taxLabel,
      order!.order_ref_id,
      order!.seller.tax_number,
      order!.seller.reg_nb,
      order!.buyer!.name,
      order!.lines[0]!.name[lang as Lang],
    ]) {
      expect(invoice.text).toContain(expected);
    }
    expect(invoice.text).toContain(' LE');
    expect(invoice.text).not.toContain(lang === 'ar' ? TEXT.en.invoice : TEXT.ar.invoice);

    const slip = await downloaded(page, text.downloadPackingSlip);
    expect(slip.download.suggestedFilename()).toBe(`packing-slip-${order!.order_ref_id}.pdf`);
    for (const expected of [text.packingSlip, text.seller, order!.order_ref_id, order!.lines[0]!.sku]) {
      expect(slip.text).toContain(expected);
    }
    expect(slip.text).not.toMatch(/\d LE\b/);

    // The print page of this order: the documents on screen, and on paper without the app around them.
    await actions.getByRole('link', { name: text.printInvoice }).click();
    await expect(page).toHaveURL(/\/store\/orders\/print\?kind=invoice&ids=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.invoicesTitle);
    const sheet = page.getByRole('article').first();
    await expect(sheet).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(sheet.getByRole('img', { name: text.qr(order!.order_ref_id) })).toBeVisible();
    await expect(sheet).toContainText(order!.seller.tax_number);
    await expect(page.getByRole('button', { name: text.print, exact: true })).toBeEnabled();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`print-page-${lang}${mobile ? '-375' : ''}.png`),
      fullPage: true,
    });

    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    for (const chrome of ['.app-header', '.app-sidebar', '.app-footer', '.order-documents-toolbar']) {
      await expect(page.locator(chrome)).toBeHidden();
    }
    await page.emulateMedia({ media: 'screen' });

    // Two orders' packing slips: printed, each starts a page of its own and the app is not on the paper.
    await page.goto(`/store/orders/print?kind=packing_slip&ids=${order!.order_id},${other!.order_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.packingSlipsTitle);
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('article').first()).toHaveCSS('break-after', 'page');
    // The paper as the browser prints it, with the page's own @page size.
    const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const paper = await pdfPages(new Uint8Array(printed));
    const firstPage = paper.findIndex((printed) => printed.includes(order!.order_ref_id));
    const secondPage = paper.findIndex((printed) => printed.includes(other!.order_ref_id));
    expect(firstPage).toBeGreaterThanOrEqual(0);
    expect(secondPage).toBeGreaterThan(firstPage);
    // The header's app name ("Souq B2B", "سوق B2B") is not on the paper. Chromium writes Arabic into its own PDF
    // as shaped forms, so the documents' words are compared in English only.
    expect(paper.join('\n')).not.toContain('B2B');
    if (lang === 'en') {
      expect(paper.join('\n')).toContain(text.packingSlip);
      expect(paper.join('\n')).not.toContain(text.packingSlipsTitle);
    }
    await context.close();
  });
}

test('an admin prints one invoice per seller of an order of two sellers', async ({ browser }) => {
  const admin = await apiLogin(DEMO_ACCOUNTS.admin.email);
  const { data } = await call<{ data: { orders: ListedOrder[] } }>(
    admin.token,
    'GET',
    '/admin/sourcing/orders?status=delivered&limit=100&page=1',
  );
  // Delivered lines of two sellers in one order: both stay on its documents whatever other journeys do.
  const sellersOf = (order: ListedOrder) =>
    new Set(order.product.filter((line) => line.status === 'delivered').map((line) => line.data.seller._id));
  const mixed = data.orders.find((order) => sellersOf(order).size > 1);
  expect(mixed).toBeDefined();
  const page = await (await newContextAs(browser, 'admin', { lang: 'en' })).newPage();
  await page.goto(`/admin/orders/print?kind=invoice&ids=${mixed!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.invoicesTitle);
  const sheets = page.getByRole('article');
  await expect(sheets).toHaveCount(2);
  await expect(sheets.nth(0)).not.toContainText(
    await sheets.nth(1).locator('.order-document-seller').innerText(),
  );
  await page.context().close();
});
