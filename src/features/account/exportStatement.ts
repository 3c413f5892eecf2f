import type { LedgerEntry, LedgerQuery } from '../../api/types';
import { fetchLedgerPage } from '../../api/wallet';
import type { Language } from '../../i18n';
import { LIST_QUERY } from '../../lib/entities/listQuery';
import { saveFile } from '../../lib/saveFile';
import { XLSX_MIME_TYPE } from '../../lib/spreadsheet/templateFile';
import type { StatementTranslate } from './statementWorkbook';

/** A statement holds at most this many rows; a longer history is exported a date range at a time. */
export const STATEMENT_ROW_LIMIT = 5_000;

/** Every ledger row the search and range match, newest first, page by page up to the limit. */
async function allRows(
  query: Omit<LedgerQuery, 'page' | 'limit'>,
): Promise<{ rows: LedgerEntry[]; count: number }> {
  const rows: LedgerEntry[] = [];
  let count = 0;
  for (let page = 1; rows.length < STATEMENT_ROW_LIMIT; page += 1) {
    const answer = await fetchLedgerPage({ ...query, page, limit: LIST_QUERY.maxPageSize });
    count = answer.meta.count;
    rows.push(...answer.items);
    if (answer.items.length === 0 || rows.length >= count) break;
  }
  return { rows: rows.slice(0, STATEMENT_ROW_LIMIT), count };
}

/**
 * Writes the statement of what the page shows (its search and date range, every page) in the page's
 * language and downloads it; answers whether rows were left out by the limit.
 */
export async function exportStatement(
  query: LedgerQuery,
  language: Language,
  t: StatementTranslate,
): Promise<{ truncated: boolean }> {
  const { page: _page, limit: _limit, ...filters } = query;
  const [{ buildStatementWorkbook }, { rows, count }] = await Promise.all([
    import('./statementWorkbook'),
    allRows(filters),
  ]);
  const bytes = await buildStatementWorkbook(rows, language, t);
  saveFile(bytes, `${t('account.statement.fileName')}.xlsx`, XLSX_MIME_TYPE);
  return { truncated: count > rows.length };
}
