/**
 * The account statement as an .xlsx file in the page's language. This module imports exceljs, so only
 * exportStatement.ts imports it, dynamically, when a seller asks for the file.
 */
import ExcelJS from 'exceljs';
import type { Language } from '../../i18n';
import { toArrayBuffer } from '../../lib/saveFile';
import { ledgerEntryLabel } from './ledger';
import type { Statement } from './statement';

export type StatementTranslate = (key: string, values?: Record<string, string>) => string;

const COLUMNS = ['date', 'name', 'sku', 'orderId', 'credit', 'debit', 'balanceAfter'] as const;
const MONEY_FORMAT = '#,##0.00';

/**
 * The balance it opened at, one row per ledger entry oldest first, the sums of credits and debits, and the
 * balance it closed at (opening + credits − debits; the wallet's, when the statement reaches today). Every text
 * (a product name, a SKU, an order reference) is written as a text cell, so one that starts with =, +, - or @
 * is never read as a formula.
 */
export async function buildStatementWorkbook(
  statement: Statement,
  language: Language,
  t: StatementTranslate,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('account.statement.sheet'), {
    views: [{ rightToLeft: language === 'ar', state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((key) => ({
    header: t(`account.columns.${key}`),
    key,
    width: key === 'name' ? 40 : 18,
    ...(key === 'credit' || key === 'debit' || key === 'balanceAfter'
      ? { style: { numFmt: MONEY_FORMAT } }
      : {}),
    ...(key === 'date' ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const boldRow = (values: Record<string, string | number>) => {
    sheet.addRow(values).font = { bold: true };
  };
  boldRow({ name: t('account.statement.opening'), balanceAfter: statement.opening });
  for (const entry of statement.entries) {
    const { transaction } = entry;
    sheet.addRow({
      date: new Date(transaction.transaction_time),
      // Texts are string cells: exceljs writes a formula only when given one, whatever the first character.
      name: ledgerEntryLabel(entry, language, t),
      sku: entry.product.data?.sku ?? '',
      orderId: transaction.order_ref_id ?? '',
      credit: transaction.type === 'CR' ? transaction.amount : null,
      debit: transaction.type === 'DR' ? transaction.amount : null,
      balanceAfter: transaction.balance_after,
    });
  }
  boldRow({ name: t('account.statement.totals'), credit: statement.credits, debit: statement.debits });
  boldRow({ name: t('account.statement.closing'), balanceAfter: statement.closing });
  return toArrayBuffer(await workbook.xlsx.writeBuffer());
}
