import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { egyptianIban, formatIban } from '../../src/lib/iban';
import { call, money } from './support/orders';
import { apiLogin, DEMO_ACCOUNTS, newContextAs, type Lang } from './support/session';

/**
 * Sellers paid out of their balance, in the browser against the reference API: a compensation credited, a
 * request made with an IBAN typed in Arabic-Indic digits, paid by an admin with the bank's reference, and a
 * request rejected whose money comes back. seller2's balance is this file's alone.
 */
const TEXT = {
  ar: {
    available: 'المتاح للسحب',
    holder: 'اسم صاحب الحساب',
    bank: 'البنك',
    bankName: 'البنك الأهلي المصري',
    iban: 'رقم الحساب الدولي (IBAN)',
    amount: 'المبلغ',
    submit: 'طلب السحب',
    statuses: 'حالات السحب',
    sent: /تم إرسال طلب السحب WD-/,
    pending: 'قيد الانتظار',
    paidTab: /^مدفوع/,
    rejectedTab: /^مرفوض/,
    approvedTab: /^معتمد/,
    approve: (reference: string) => `اعتماد طلب السحب ${reference}`,
    select: (reference: string) => new RegExp(reference),
    csv: 'ملف التحويل (.csv)',
    xlsx: 'ملف التحويل (.xlsx)',
    payBatch: 'تسجيل دفع المحدد',
    payButton: 'تسجيل الدفع',
    bankReference: 'مرجع التحويل البنكي',
    reject: (reference: string) => `رفض طلب السحب ${reference}`,
    rejectButton: 'رفض',
    reason: 'الحساب البنكي مغلق أو موقوف',
    compensations: 'التعويضات',
    compensationReason: 'فقدت شركة الشحن الشحنة',
    statement: /^كشف الحساب: /,
    money: 'أموالك',
    statementFile: 'تنزيل كشف الحساب (.xlsx)',
    toggleMenu: 'إظهار أو إخفاء قائمة التنقل',
    mainNav: 'التنقل الرئيسي',
  },
  en: {
    available: 'Available to withdraw',
    holder: 'Account holder name',
    bank: 'Bank',
    bankName: 'National Bank of Egypt',
    iban: 'IBAN',
    amount: 'Amount',
    submit: 'Request withdrawal',
    statuses: 'Withdrawal statuses',
    sent: /Withdrawal request WD-[0-9A-F]+ sent/,
    pending: 'Pending',
    paidTab: /^Paid/,
    rejectedTab: /^Rejected/,
    approvedTab: /^Approved/,
    approve: (reference: string) => `Approve withdrawal request ${reference}`,
    select: (reference: string) => new RegExp(reference),
    csv: 'Transfer file (.csv)',
    xlsx: 'Transfer file (.xlsx)',
    payBatch: 'Mark the selected paid',
    payButton: 'Mark paid',
    bankReference: 'Bank transfer reference',
    reject: (reference: string) => `Reject withdrawal request ${reference}`,
    rejectButton: 'Reject',
    reason: 'Bank account closed or blocked',
    compensations: 'Compensations',
    compensationReason: 'Shipment lost by the carrier',
    statement: /^Account statement: /,
    money: 'Your money',
    statementFile: 'Download statement (.xlsx)',
    toggleMenu: 'Toggle navigation menu',
    mainNav: 'Main navigation',
  },
} as const;

const arabicDigits = (value: string) => value.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);

const availableOf = async (token: string): Promise<number> =>
  (await call<{ data: { wallet: { net_balance: number } } }>(token, 'GET', '/accounts/wallet')).data.wallet
    .net_balance;

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** On a phone the sidebar may start open over the page: close it. */
async function closeMenu(page: Page, lang: Lang) {
  const nav = page.getByRole('navigation', { name: TEXT[lang].mainNav });
  if (await nav.isVisible()) await page.getByRole('button', { name: TEXT[lang].toggleMenu }).click();
}

/** Makes a request through the form; answers its reference as the statuses page shows it. */
async function requestThroughForm(page: Page, lang: Lang, amount: string): Promise<string> {
  const text = TEXT[lang];
  await page.goto('/pages/requested-withdrawl');
  await closeMenu(page, lang);
  await page.getByRole('textbox', { name: text.holder }).fill('Omar Adel');
  await page.getByRole('combobox', { name: text.bank }).selectOption({ label: text.bankName });
  await page
    .getByRole('textbox', { name: text.iban })
    .fill(arabicDigits(formatIban(egyptianIban('0019000500000000263180002'))));
  await page.getByRole('textbox', { name: text.amount }).fill(amount);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(/\/pages\/withdrawal$/);
  await expect(page.getByRole('heading', { level: 1, name: text.statuses })).toBeVisible();
  // The toast names the request made (the list may first show the page kept from the last visit).
  const toast = await page.getByText(text.sent).first().innerText();
  const reference = /WD-[0-9A-F]{10}/.exec(toast)?.[0];
  if (!reference) throw new Error(`no reference in "${toast}"`);
  await expect(page.getByText(reference).first()).toBeVisible();
  return reference;
}

for (const { lang, mobile } of [
  { lang: 'ar', mobile: false },
  { lang: 'en', mobile: true },
] as const) {
  test(`a seller is paid out of their balance, and a rejected request gives the money back (${lang}${
    mobile ? ', 375 px' : ''
  })`, async ({ browser }) => {
    const text = TEXT[lang];
    const admin = await apiLogin(DEMO_ACCOUNTS.admin.email);
    const seller = await apiLogin(DEMO_ACCOUNTS.seller2.email);
    const sellerId = String(seller.payload.id ?? seller.payload._id);

    // A compensation credits the balance and is listed on the seller's page.
    const granted = await call<{ data: { reference: string } }>(admin.token, 'POST', '/compensations', {
      user_id: sellerId,
      amount: 500,
      reason: { code: 'lost_shipment' },
    });
    const sellerContext = await newContextAs(browser, 'seller2', { lang, mobile });
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto('/pages/compensations');
    await closeMenu(sellerPage, lang);
    await expect(sellerPage.getByRole('heading', { level: 1, name: text.compensations })).toBeVisible();
    await expect(sellerPage.getByText(granted.data.reference)).toBeVisible();
    // The reason as a row states it (the reason filter's option holds the same words, hidden in its list).
    await expect(sellerPage.getByText(text.compensationReason).locator('visible=true').first()).toBeVisible();
    if (mobile) await expectNoHorizontalOverflow(sellerPage);

    // The request leaves the available balance at once.
    const before = await availableOf(seller.token);
    await sellerPage.goto('/pages/requested-withdrawl');
    await expect(sellerPage.getByRole('region', { name: text.available })).toContainText(money(before, lang));
    if (mobile) await expectNoHorizontalOverflow(sellerPage);
    const paidReference = await requestThroughForm(sellerPage, lang, lang === 'ar' ? '١٢٠٫٥' : '120.5');
    await expect(sellerPage.getByText(text.pending).first()).toBeVisible();
    expect(await availableOf(seller.token)).toBeCloseTo(before - 120.5, 2);
    await sellerPage.goto('/pages/requested-withdrawl');
    await expect(sellerPage.getByRole('region', { name: text.available })).toContainText(
      money(before - 120.5, lang),
    );

    // An admin approves it and marks it paid with the bank's reference.
    const adminContext = await newContextAs(browser, 'admin', { lang, mobile });
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/payouts');
    await closeMenu(adminPage, lang);
    await adminPage.getByRole('button', { name: text.approve(paidReference) }).click();
    await adminPage.getByRole('button', { name: text.approvedTab }).click();
    // The batch's bank transfer file, then the batch marked paid in one action.
    await adminPage.getByRole('checkbox', { name: text.select(paidReference) }).check();
    const [csv] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: text.csv }).click(),
    ]);
    const csvText = readFileSync(await csv.path(), 'utf8');
    expect(csvText).toContain(
      `Omar Adel,${egyptianIban('0019000500000000263180002')},National Bank of Egypt,120.50,${paidReference}`,
    );
    const [xlsx] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: text.xlsx }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    const cells = workbook.worksheets[0]?.getRow(2).values as unknown[];
    expect(cells).toContain(paidReference);
    expect(cells).toContain('120.50');
    await adminPage.getByRole('button', { name: text.payBatch }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByRole('textbox', { name: text.bankReference }).fill(`FT-${paidReference.slice(3)}`);
    await dialog.getByRole('button', { name: text.payButton }).click();
    await expect(dialog).toBeHidden();
    if (mobile) await expectNoHorizontalOverflow(adminPage);

    await sellerPage.goto('/pages/withdrawal');
    await sellerPage.getByRole('button', { name: text.paidTab }).click();
    await expect(sellerPage.getByText(`FT-${paidReference.slice(3)}`)).toBeVisible();

    // A rejected request: the money comes back and the seller reads why.
    const beforeRejected = await availableOf(seller.token);
    const rejectedReference = await requestThroughForm(sellerPage, lang, '110');
    expect(await availableOf(seller.token)).toBeCloseTo(beforeRejected - 110, 2);
    await adminPage.goto('/admin/payouts');
    await adminPage.getByRole('button', { name: text.reject(rejectedReference) }).click();
    const reasonDialog = adminPage.getByRole('dialog');
    await reasonDialog.getByRole('combobox').selectOption({ label: text.reason });
    await reasonDialog.getByRole('button', { name: text.rejectButton }).click();
    await expect(reasonDialog).toBeHidden();
    expect(await availableOf(seller.token)).toBeCloseTo(beforeRejected, 2);
    await sellerPage.goto('/pages/withdrawal');
    await sellerPage.getByRole('button', { name: text.rejectedTab }).click();
    await expect(sellerPage.getByText(text.reason).first()).toBeVisible();
    if (mobile) await expectNoHorizontalOverflow(sellerPage);
    // The seller's home says where the newest request stands, and why it was rejected.
    await sellerPage.goto('/');
    const moneyCard = sellerPage.getByRole('region', { name: text.money });
    await expect(moneyCard).toContainText(rejectedReference);
    await expect(moneyCard).toContainText(text.reason);

    // This month's statement lists the compensation and both requests, and closes at the wallet's balance,
    // on screen and in its file.
    await sellerPage.goto('/pages/account/statement');
    const statement = sellerPage.getByRole('table', { name: text.statement });
    for (const reference of [granted.data.reference, paidReference, rejectedReference])
      await expect(statement).toContainText(reference);
    const wallet = await availableOf(seller.token);
    await expect(statement.getByRole('row').last()).toContainText(money(wallet, lang));
    if (mobile) await expectNoHorizontalOverflow(sellerPage);
    const [file] = await Promise.all([
      sellerPage.waitForEvent('download'),
      sellerPage.getByRole('button', { name: text.statementFile }).click(),
    ]);
    const statementBook = new ExcelJS.Workbook();
    await statementBook.xlsx.readFile(await file.path());
    const sheet = statementBook.worksheets[0];
    expect(sheet?.views[0]?.rightToLeft).toBe(lang === 'ar');
    expect(sheet?.getRow(sheet.rowCount).getCell(7).value).toBeCloseTo(wallet, 2);

    await adminContext.close();
    await sellerContext.close();
  });
}
