import { LIST_QUERY } from '../../lib/entities/listQuery';
import type { SortState } from './DataTable';
import { DEFAULT_ROWS_PER_PAGE, ROWS_PER_PAGE_OPTIONS } from './usePagination';
import { isValidDate } from '../../lib/enumerations';

/** What a list shows, as its address states it: `?tab=active&q=lamp&page=2&rows=10&sort=-code`. */
export interface ListQuery<Tab extends string = string> {
  tab: Tab;
  /** Trimmed; '' for no search. */
  search: string;
  /** 1-based. */
  page: number;
  rowsPerPage: number;
  sort: SortState | null;
  /** The list's own filters (`?seller=…&category=…`), by the names its rules declare; '' when unset. */
  filters: Record<string, string>;
}

/** How one list reads its address. */
export interface ListAddressRules<Tab extends string = string> {
  /** The tabs the address may name; the first is the default and is left out of the address. */
  tabs: readonly Tab[];
  /** The sort when the address names none (left out of the address too). */
  defaultSort?: SortState | null;
  /** The columns the address may sort by; any other `sort` is ignored. */
  sortKeys?: readonly string[];
  /** The names of the list's own filters, each a parameter of the address. */
  filters?: readonly string[];
}

/** What stands in for the page and rows when the address leaves them out (kept from the last visit). */
export interface ListFallback {
  page: number;
  rowsPerPage: number;
}

export const LIST_PARAMS = { tab: 'tab', search: 'q', page: 'page', rows: 'rows', sort: 'sort' } as const;

const wholeNumber = (value: string): number | null =>
  /^\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;

/** A page number typed or pasted into the address: a whole number from 1; anything else is page 1. */
export function parsePage(value: string): number {
  const page = wholeNumber(value.trim());
  return page !== null && page >= 1 && page <= LIST_QUERY.maxPage ? page : 1;
}

/** Rows per page from the address, only as the rows-per-page select offers them. */
export function parseRowsPerPage(value: string): number | null {
  const rows = wholeNumber(value.trim());
  return ROWS_PER_PAGE_OPTIONS.find((option) => option === rows) ?? null;
}

/** `code` sorts ascending, `-code` descending. */
export function parseSort(value: string, sortKeys?: readonly string[]): SortState | null {
  const descending = value.startsWith('-');
  const key = descending ? value.slice(1) : value;
  if (!key || (sortKeys && !sortKeys.includes(key))) return null;
  return { key, direction: descending ? 'desc' : 'asc' };
}

const formatSort = (sort: SortState): string => `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;

const sameSort = (a: SortState | null | undefined, b: SortState | null | undefined): boolean =>
  (a ?? null) === (b ?? null) || (Boolean(a && b) && a?.key === b?.key && a?.direction === b?.direction);

/** The query a list's address states; unknown or malformed parts fall back to the defaults. */
export function readListQuery<Tab extends string>(
  params: URLSearchParams,
  rules: ListAddressRules<Tab>,
  fallback: ListFallback,
): ListQuery<Tab> {
  const tab = params.get(LIST_PARAMS.tab);
  const page = params.get(LIST_PARAMS.page);
  const rows = params.get(LIST_PARAMS.rows);
  const sort = params.get(LIST_PARAMS.sort);
  const defaultTab = rules.tabs[0] as Tab;
  return {
    tab: rules.tabs.find((candidate) => candidate === tab) ?? defaultTab,
    search: (params.get(LIST_PARAMS.search) ?? '').trim(),
    page: page === null ? fallback.page : parsePage(page),
    rowsPerPage: (rows === null ? null : parseRowsPerPage(rows)) ?? fallback.rowsPerPage,
    sort: (sort === null ? null : parseSort(sort, rules.sortKeys)) ?? rules.defaultSort ?? null,
    filters: Object.fromEntries((rules.filters ?? []).map((name) => [name, (params.get(name) ?? '').trim()])),
  };
}

/**
 * The address of a list query, keeping the parameters that are not the list's. Defaults (first tab, no
 * search, page 1, 5 rows, default sort) are left out, so a list in its first state has a bare address.
 */
export function writeListQuery<Tab extends string>(
  params: URLSearchParams,
  query: ListQuery<Tab>,
  rules: ListAddressRules<Tab>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  set(LIST_PARAMS.tab, query.tab === rules.tabs[0] ? null : query.tab);
  set(LIST_PARAMS.search, query.search.trim() || null);
  set(LIST_PARAMS.page, query.page > 1 ? String(query.page) : null);
  set(LIST_PARAMS.rows, query.rowsPerPage === DEFAULT_ROWS_PER_PAGE ? null : String(query.rowsPerPage));
  set(
    LIST_PARAMS.sort,
    query.sort && !sameSort(query.sort, rules.defaultSort) ? formatSort(query.sort) : null,
  );
  for (const name of rules.filters ?? []) set(name, query.filters[name]?.trim() || null);
  return next;
}

const isDay = (value: string | undefined): value is string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') && isValidDate(value ?? '');

/**
 * The days of a list's range (`from`, `to` in the address) that are days of the calendar, as the API takes
 * them: a day mistyped in the address is left out of the call, and the range's box shows it as typed.
 */
export const daysOf = (filters: Record<string, string>): { from?: string; to?: string } => ({
  ...(isDay(filters.from) ? { from: filters.from } : {}),
  ...(isDay(filters.to) ? { to: filters.to } : {}),
});
