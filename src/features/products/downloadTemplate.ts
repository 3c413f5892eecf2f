import type { Category } from '../../api/types';
import type { Language } from '../../i18n';
import { templateColumns, templateFileName } from '../../lib/spreadsheetTemplate';

/**
 * Writes the category's template and hands it to the browser as a download. xlsx is imported here,
 * on demand, so its weight never lands in the entry or a page chunk; it only ever writes (DESIGN.md §2).
 */
export async function downloadTemplate(category: Category, language: Language): Promise<void> {
  const { utils, writeFile } = await import('xlsx');
  const columns = templateColumns(category.headers, language);
  const sheet = utils.aoa_to_sheet([columns.map((column) => column.label)]);
  sheet['!cols'] = columns.map((column) => ({ wch: Math.max(14, column.label.length + 4) }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, category.code.slice(0, 31) || 'Products');
  if (language === 'ar') book.Workbook = { Views: [{ RTL: true }] };
  writeFile(book, templateFileName(category.code));
}
