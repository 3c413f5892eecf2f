/**
 * One entry point for every spreadsheet a seller uploads, used by the browser check (in a Web Worker) and by
 * the reference API (in its worker pool), so both read every file the same way.
 */
import { SheetReadError, type SheetRow } from './cells';
import { readCsv } from './csv';
import { deadlineIn } from './deadline';
import type { SheetLimits } from './limits';
import type { TemplateSchema } from './schemaSheet';
import { readXlsx, type SheetChooser } from './xlsx';
import { isZip } from './zip';

export interface ReadSheet {
  format: 'xlsx' | 'csv';
  rows: SheetRow[];
  schema: TemplateSchema | null;
  /** The workbook sheet read; null for a CSV file. */
  sheet: string | null;
  /** Row numbers (1-based) hidden or filtered out, among the rows with data. */
  hiddenRows: number[];
  /** Column indexes (0-based) hidden. */
  hiddenColumns: number[];
}

/** The compound-file signature of Excel 97–2003 workbooks (and of password-protected .xlsx files). */
const isOleFile = (bytes: Uint8Array): boolean =>
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((byte, index) => bytes[index] === byte);

/** Reads the file; `choose` picks a workbook's product sheet (see productSheetChooser in rules.ts). */
export const readSpreadsheet = (bytes: Uint8Array, limits: SheetLimits, choose?: SheetChooser): ReadSheet => {
  if (bytes.length > limits.fileBytes) throw new SheetReadError('fileTooLarge');
  if (bytes.length === 0) throw new SheetReadError('unreadable');
  const deadline = deadlineIn(limits.readMs);
  if (isOleFile(bytes)) throw new SheetReadError('xlsFormat');
  if (isZip(bytes)) return { format: 'xlsx', ...readXlsx(bytes, limits, deadline, choose) };
  return {
    format: 'csv',
    rows: readCsv(bytes, limits, deadline),
    schema: null,
    sheet: null,
    hiddenRows: [],
    hiddenColumns: [],
  };
};
