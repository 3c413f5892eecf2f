/**
 * One entry point for every spreadsheet a seller uploads, used by the browser check (in a Web Worker) and by
 * the reference API (in its worker pool), so both read every file the same way.
 */
import { SheetReadError, type SheetRow } from './cells';
import { readCsv } from './csv';
import { deadlineIn } from './deadline';
import type { SheetLimits } from './limits';
import type { TemplateSchema } from './schemaSheet';
import { readXlsx } from './xlsx';
import { isZip } from './zip';

export interface ReadSheet {
  format: 'xlsx' | 'csv';
  rows: SheetRow[];
  schema: TemplateSchema | null;
}

/** The compound-file signature of Excel 97–2003 workbooks (and of password-protected .xlsx files). */
const isOleFile = (bytes: Uint8Array): boolean =>
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((byte, index) => bytes[index] === byte);

export const readSpreadsheet = (bytes: Uint8Array, limits: SheetLimits): ReadSheet => {
  if (bytes.length > limits.fileBytes) throw new SheetReadError('fileTooLarge');
  if (bytes.length === 0) throw new SheetReadError('unreadable');
  const deadline = deadlineIn(limits.readMs);
  if (isOleFile(bytes)) throw new SheetReadError('xlsFormat');
  if (isZip(bytes)) return { format: 'xlsx', ...readXlsx(bytes, limits, deadline) };
  return { format: 'csv', rows: readCsv(bytes, limits, deadline), schema: null };
};
