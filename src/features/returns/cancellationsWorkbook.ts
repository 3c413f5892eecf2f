/**
 * The cancelled lines as an .xlsx file in the page's language. This module imports exceljs, so only
 * exportCancellations.ts imports it, dynamically, when someone asks for the file.
 */
import ExcelJS from 'exceljs';
import type { Cancellation } from '../../api/types';
import type { Language } from '../../i18n';
import { orderReasonWords } from '../../lib/orderReasons';
import { toArrayBuffer } from '../../lib/saveFile';

export type CancellationsTranslate = (key: string, values?: Record<string, string>) => string;

export const CANCELLATION_COLUMNS = [
  'date',
  'order',
  'product',
  'sku',
  'quantity',
  'amount',
  'status',
  'by',
  'reason',
  'released',
] as const;

const MONEY_FORMAT = '#,##0.00';

/**
 * One row per cancelled or rejected line, newest first. Every text (a product name, a SKU, an order reference,
 * a reason typed by someone) is written as a text cell, so one that starts with =, +, - or @ is never a formula.
 */
export async function buildCancellationsWorkbook(
  rows: readonly Cancellation[],
  language: Language,
  t: CancellationsTranslate,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('cancellations.sheet'), {
    views: [{ rightToLeft: language === 'ar', state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = CANCELLATION_COLUMNS.map((key) => ({
    header: t(`cancellations.columns.${key}`),
    key,
    width: key === 'product' || key === 'reason' ? 36 : 16,
    ...(key === 'amount' || key === 'released' ? { style: { numFmt: MONEY_FORMAT } } : {}),
    ...(key === 'date' ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      date: new Date(row.at),
      order: row.order_ref_id,
      product: row.product.name[language] || row.product.name.en,
      sku: row.product.sku,
      quantity: row.quantity,
      amount: row.amount,
      status: t(`cancellations.status.${row.status}`),
      by: row.by ? t(`cancellations.by.${row.by.role}`) : t('cancellations.by.unknown'),
      reason: row.reason ? orderReasonWords(row.reason, language) : '',
      released: row.released_amount,
    });
  }
  return toArrayBuffer(await workbook.xlsx.writeBuffer());
}
