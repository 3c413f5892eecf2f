/**
 * The browser's check of a chosen spreadsheet, without the Web Worker around it: the same reader and rules as
 * the reference API, so a test can hold both answers for one file side by side.
 */
import { cellText, SheetReadError } from '../../lib/spreadsheet/cells';
import { readSpreadsheet } from '../../lib/spreadsheet/read';
import { checkSheet, productSheetChooser } from '../../lib/spreadsheet/rules';
import type { CheckRequest, CheckResponse } from './spreadsheetCheck';

export function checkFileBytes(bytes: Uint8Array, request: Omit<CheckRequest, 'file'>): CheckResponse {
  const { headers, limits, language, category, includeHidden } = request;
  try {
    if (bytes.length > limits.fileBytes) throw new SheetReadError('fileTooLarge');
    if (headers === null) {
      return { status: 'template', category: readSpreadsheet(bytes, limits).schema?.category || null };
    }
    const sheet = readSpreadsheet(bytes, limits, productSheetChooser(headers, language));
    const { products, ...check } = checkSheet(sheet, headers, { language, category, includeHidden });
    const rejected = new Set(check.rejectedRows);
    const rejectedCells = sheet.rows.flatMap((cells, index) =>
      rejected.has(index + 1) ? [{ row: index + 1, cells: cells.map((cell) => cellText(cell)) }] : [],
    );
    return { status: 'checked', format: sheet.format, rejectedCells, validRows: products.length, ...check };
  } catch (error) {
    return error instanceof SheetReadError
      ? { status: 'unreadable', code: error.code, cell: error.cell }
      : { status: 'unreadable', code: 'unreadable', cell: null };
  }
}
