/**
 * Reads a chosen spreadsheet off the main thread with the same reader and rules as the reference API
 * (src/lib/spreadsheet), so a file of thousands of rows never freezes the page and both sides agree on it.
 */
import { cellText, SheetReadError } from '../../lib/spreadsheet/cells';
import { readSpreadsheet } from '../../lib/spreadsheet/read';
import { checkSheet } from '../../lib/spreadsheet/rules';
import type { CheckRequest, CheckResponse } from './spreadsheetCheck';

self.onmessage = async (event: MessageEvent<CheckRequest>) => {
  const { file, headers, limits, language, category } = event.data;
  let response: CheckResponse;
  try {
    if (file.size > limits.fileBytes) throw new SheetReadError('fileTooLarge');
    const sheet = readSpreadsheet(new Uint8Array(await file.arrayBuffer()), limits);
    const { products, ...check } = checkSheet(sheet, headers, { language, category });
    const rejected = new Set(check.rejectedRows);
    const rejectedCells = sheet.rows.flatMap((cells, index) =>
      rejected.has(index + 1) ? [{ row: index + 1, cells: cells.map((cell) => cellText(cell)) }] : [],
    );
    response = {
      status: 'checked',
      format: sheet.format,
      rejectedCells,
      validRows: products.length,
      ...check,
    };
  } catch (error) {
    response =
      error instanceof SheetReadError
        ? { status: 'unreadable', code: error.code, cell: error.cell }
        : { status: 'unreadable', code: 'unreadable', cell: null };
  }
  self.postMessage(response);
};
