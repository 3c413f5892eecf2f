import { listCancellations, type CancellationListQuery } from '../../api/returns';
import type { Cancellation } from '../../api/types';
import type { Language } from '../../i18n';
import { saveFile } from '../../lib/saveFile';
import { XLSX_MIME_TYPE } from '../../lib/spreadsheet/templateFile';
import type { CancellationsTranslate } from './cancellationsWorkbook';

/** Rows one file holds at most: beyond it the page says the file was cut, and a narrower range gets the rest. */
export const CANCELLATIONS_EXPORT_LIMIT = 5_000;
const PAGE_SIZE = 100;

/**
 * Writes every cancelled line the page's search and days select (not only the page shown) as an .xlsx file in
 * the page's language and downloads it; answers whether rows were left out by the limit.
 */
export async function exportCancellations(
  filters: Omit<CancellationListQuery, 'page' | 'limit'>,
  language: Language,
  t: CancellationsTranslate,
): Promise<{ truncated: boolean }> {
  const rows: Cancellation[] = [];
  let count = 0;
  for (let page = 1; rows.length < CANCELLATIONS_EXPORT_LIMIT; page += 1) {
    const answer = await listCancellations({ ...filters, page: String(page), limit: String(PAGE_SIZE) });
    count = answer.count;
    rows.push(...answer.cancellations);
    if (answer.cancellations.length < PAGE_SIZE || rows.length >= count) break;
  }
  const { buildCancellationsWorkbook } = await import('./cancellationsWorkbook');
  const kept = rows.slice(0, CANCELLATIONS_EXPORT_LIMIT);
  saveFile(
    await buildCancellationsWorkbook(kept, language, t),
    `${t('cancellations.fileName')}.xlsx`,
    XLSX_MIME_TYPE,
  );
  return { truncated: count > kept.length };
}
