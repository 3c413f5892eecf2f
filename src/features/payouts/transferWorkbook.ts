/**
 * The bank transfer file as .xlsx. This module imports exceljs, so the queue imports it only when an admin asks
 * for the file.
 */
import ExcelJS from 'exceljs';
import { toArrayBuffer } from '../../lib/saveFile';
import { TRANSFER_COLUMNS, type TransferColumn, type TransferRow } from './transferFile';

export async function buildTransferWorkbook(
  rows: readonly TransferRow[],
  headers: Record<TransferColumn, string>,
  sheetName: string,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = TRANSFER_COLUMNS.map((key) => ({
    header: headers[key],
    key,
    width: key === 'iban' ? 34 : key === 'beneficiary' || key === 'bank' ? 30 : 18,
    // Text format: the amount and the IBAN stay as written, never a number Excel rounds or shows in E notation.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  // String cells: exceljs writes a formula only when given one, whatever the text starts with.
  for (const row of rows) sheet.addRow(row);
  return toArrayBuffer(await workbook.xlsx.writeBuffer());
}
