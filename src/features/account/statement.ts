import type { LedgerEntry, LedgerQuery } from '../../api/types';
import { fetchLedgerPage } from '../../api/wallet';
import { LIST_QUERY } from '../../lib/entities/listQuery';
import { oldestFirst, openingBalance } from './ledger';

/** The page of one month's statement (`?month=2026-11`, this month without it). */
export const STATEMENT_PATH = '/pages/account/statement';

/** A statement holds at most this many rows; a longer history is read a month or a date range at a time. */
export const STATEMENT_ROW_LIMIT = 5_000;

/** What a statement states: where it opened, each entry oldest first, their sums, and where it closed. */
export interface Statement {
  entries: LedgerEntry[];
  opening: number;
  credits: number;
  debits: number;
  closing: number;
  /** More entries matched than the limit: the oldest were left out. */
  truncated: boolean;
}

type StatementFilters = Omit<LedgerQuery, 'page' | 'limit'>;

/** Every ledger row the search and range match, newest first, page by page up to the limit. */
async function allRows(filters: StatementFilters): Promise<{ rows: LedgerEntry[]; count: number }> {
  const rows: LedgerEntry[] = [];
  let count = 0;
  for (let page = 1; rows.length < STATEMENT_ROW_LIMIT; page += 1) {
    const answer = await fetchLedgerPage({ ...filters, page, limit: LIST_QUERY.maxPageSize });
    count = answer.meta.count;
    rows.push(...answer.items);
    if (answer.items.length === 0 || rows.length >= count) break;
  }
  return { rows: rows.slice(0, STATEMENT_ROW_LIMIT), count };
}

/** The balance after the newest entry at or before an instant: 0 before the first one. */
async function balanceAt(instant: string): Promise<number> {
  const answer = await fetchLedgerPage({ page: 1, limit: LIST_QUERY.minPageSize, to: instant });
  return answer.items[0]?.transaction.balance_after ?? 0;
}

const sum = (entries: readonly LedgerEntry[], type: 'CR' | 'DR') =>
  Math.round(
    entries.reduce(
      (total, entry) => total + (entry.transaction.type === type ? entry.transaction.amount : 0),
      0,
    ) * 100,
  ) / 100;

/**
 * The statement of the entries a query names. Its opening balance is the ledger's just before the range
 * starts, so a month without entries still opens and closes at the balance the seller had; a search has no
 * such balance, and opens where its oldest entry started.
 */
export async function loadStatement(filters: StatementFilters): Promise<Statement> {
  const { from } = filters;
  const [{ rows, count }, before] = await Promise.all([
    allRows(filters),
    from && !filters.search
      ? balanceAt(new Date(Date.parse(String(from)) - 1).toISOString())
      : Promise.resolve(null),
  ]);
  const entries = oldestFirst(rows);
  const opening = before ?? openingBalance(entries);
  return {
    entries,
    opening,
    credits: sum(entries, 'CR'),
    debits: sum(entries, 'DR'),
    closing: entries.at(-1)?.transaction.balance_after ?? opening,
    truncated: count > rows.length,
  };
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A calendar month as the address names it (`2026-11`). */
export const isMonth = (value: string | null | undefined): value is string => MONTH.test(value ?? '');

/** The month an instant falls in, in the seller's own time zone. */
export const monthOf = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The months a statement may be asked for, newest first: this one and the `count - 1` before it. */
export function recentMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, back) =>
    monthOf(new Date(now.getFullYear(), now.getMonth() - back, 1)),
  );
}

/** The first and last instants of a month in the seller's own time zone, as the ledger's range takes them. */
export function monthRange(month: string): { from: string; to: string } {
  const [, year, number] = MONTH.exec(month) ?? [];
  const start = new Date(Number(year), Number(number) - 1, 1);
  const next = new Date(Number(year), Number(number), 1);
  return { from: start.toISOString(), to: new Date(next.getTime() - 1).toISOString() };
}

/** The statement of one calendar month. */
export const loadMonthStatement = (month: string): Promise<Statement> => loadStatement(monthRange(month));
