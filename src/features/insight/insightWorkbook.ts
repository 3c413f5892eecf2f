/**
 * The insight's tables as an .xlsx file in the page's language, one sheet each. This module imports exceljs, so
 * only exportInsight.ts imports it, dynamically, when the user asks for the file.
 */
import ExcelJS from 'exceljs';
import type { Language } from '../../i18n';
import { toArrayBuffer } from '../../lib/saveFile';

export type CellKind = 'text' | 'money' | 'count' | 'share';

export type SheetTable = {
  name: string;
  columns: readonly { key: string; header: string; kind: CellKind }[];
  rows: readonly Record<string, string | number | null>[];
  /** A kind per row, for a sheet whose rows hold different things (money, counts, shares) in the same columns. */
  rowKinds?: readonly CellKind[];
};

const NUMBER_FORMATS: Record<CellKind, string | undefined> = {
  text: undefined,
  money: '#,##0.00',
  count: '#,##0',
  share: '0.0%',
};

/**
 * Each table as a sheet: headings in bold and frozen, numbers as numbers (a spreadsheet sums them), money with two
 * decimals, shares as percentages; right to left for Arabic. Texts are string cells, never formulas.
 */
export async function buildInsightWorkbook(
  tables: readonly SheetTable[],
  language: Language,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name, {
      views: [{ rightToLeft: language === 'ar', state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = table.columns.map((column) => ({
      header: column.header,
      key: column.key,
      width: column.kind === 'text' ? 32 : 18,
      ...(NUMBER_FORMATS[column.kind] ? { style: { numFmt: NUMBER_FORMATS[column.kind] } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    table.rows.forEach((values, index) => {
      const row = sheet.addRow(values);
      const kind = table.rowKinds?.[index];
      const format = kind ? NUMBER_FORMATS[kind] : undefined;
      if (!format) return;
      table.columns.forEach((column, columnIndex) => {
        if (column.kind !== 'text') row.getCell(columnIndex + 1).numFmt = format;
      });
    });
  }
  return toArrayBuffer(await workbook.xlsx.writeBuffer());
}
