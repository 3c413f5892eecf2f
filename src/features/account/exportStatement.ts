import type { LedgerQuery } from '../../api/types';
import type { Language } from '../../i18n';
import { saveFile } from '../../lib/saveFile';
import { XLSX_MIME_TYPE } from '../../lib/spreadsheet/templateFile';
import { loadStatement, type Statement } from './statement';
import type { StatementTranslate } from './statementWorkbook';

/** Writes a statement as an .xlsx file in the page's language and downloads it under the given name. */
export async function downloadStatement(
  statement: Statement,
  fileName: string,
  language: Language,
  t: StatementTranslate,
): Promise<void> {
  const { buildStatementWorkbook } = await import('./statementWorkbook');
  saveFile(await buildStatementWorkbook(statement, language, t), `${fileName}.xlsx`, XLSX_MIME_TYPE);
}

/**
 * Writes the statement of what the page shows (its search and date range, every page) and downloads it;
 * answers whether rows were left out by the limit.
 */
export async function exportStatement(
  query: LedgerQuery,
  language: Language,
  t: StatementTranslate,
): Promise<{ truncated: boolean }> {
  const { page: _page, limit: _limit, ...filters } = query;
  const statement = await loadStatement(filters);
  await downloadStatement(statement, t('account.statement.fileName'), language, t);
  return { truncated: statement.truncated };
}
