import type { Language } from '../../i18n';
import { saveFile } from '../../lib/saveFile';
import { XLSX_MIME_TYPE } from '../../lib/spreadsheet/templateFile';
import type { SheetTable } from './insightWorkbook';

/** Writes the insight's tables as an .xlsx file and downloads it; exceljs loads only now. */
export async function downloadInsight(tables: readonly SheetTable[], fileName: string, language: Language) {
  const { buildInsightWorkbook } = await import('./insightWorkbook');
  saveFile(await buildInsightWorkbook(tables, language), `${fileName}.xlsx`, XLSX_MIME_TYPE);
}
