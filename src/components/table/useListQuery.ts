import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../useDebouncedValue';
import type { SortState } from './DataTable';
import { readListQuery, writeListQuery, type ListAddressRules, type ListQuery } from './listQuery';
import type { PaginationProps } from './Pagination';
import {
  pageCount,
  pageOf,
  readStoredPage,
  readStoredRowsPerPage,
  storePage,
  storeRowsPerPage,
} from './usePagination';

export interface ListQueryOptions<Tab extends string = 'all'> extends Partial<ListAddressRules<Tab>> {
  /** Names the list where its page and rows per page are kept for the next visit (session storage). */
  id: string;
  /** How long typing must pause before the search applies. */
  debounceMs?: number;
}

export interface ListQueryState<Tab extends string = 'all'> {
  /** The query the address states: what the list shows and what is asked of the server. */
  query: ListQuery<Tab>;
  /** The search box shows what is typed at once; the query follows once typing pauses. */
  searchBox: { value: string; onChange: (text: string) => void };
  /** Typed text the query does not follow yet. */
  typing: boolean;
  /** The tab buttons: another tab starts from page 1. */
  tabs: { value: Tab; onChange: (tab: Tab) => void };
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setRowsPerPage: (rows: number) => void;
  setSort: (sort: SortState) => void;
  /** Sets one of the list's own filters ('' clears it), starting from page 1. */
  setFilter: (name: string, value: string) => void;
  /** Sets several of them in one change of the address (a range's two ends). */
  setFilters: (changes: Record<string, string>) => void;
  /** What the Pagination under the list needs, given how many rows match. */
  pagination: (total: number) => PaginationProps;
}

const NO_TABS: readonly string[] = ['all'];
const DEFAULT_DEBOUNCE_MS = 300;

/** How a list reads its address, from its options (a list without tabs has the one tab `all`). */
export const listAddressRules = <Tab extends string>(
  options: Partial<ListAddressRules<Tab>>,
): ListAddressRules<Tab> => ({
  tabs: options.tabs ?? (NO_TABS as readonly Tab[]),
  defaultSort: options.defaultSort,
  sortKeys: options.sortKeys,
  filters: options.filters,
});

/**
 * The query a list opens with at an address, before any change: a bare address shows the page and rows
 * per page kept for this browser tab (docs/screens.md).
 */
export const openingListQuery = <Tab extends string>(
  options: ListQueryOptions<Tab>,
  params: URLSearchParams,
): ListQuery<Tab> =>
  readListQuery(params, listAddressRules(options), {
    page: readStoredPage(options.id),
    rowsPerPage: readStoredRowsPerPage(options.id),
  });

/**
 * The query of one list page, kept in the address: tab, search, page, rows per page and sort
 * and the list's own filters (`?tab=active&q=lamp&page=2&seller=…`), so reload, back and forward show the same list. Tab and page changes are
 * new history entries; search, rows and sort changes replace the current one, and each starts from page 1.
 * Opened at a bare address (a sidebar link), a list shows the page it was left at in this browser tab
 * (docs/screens.md), and a rows-per-page choice is kept per list the same way.
 */
export function useListQuery<Tab extends string = 'all'>(
  options: ListQueryOptions<Tab>,
): ListQueryState<Tab> {
  const { id, debounceMs = DEFAULT_DEBOUNCE_MS } = options;
  const rules = listAddressRules(options);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [opening] = useState(() => ({ key: location.key, page: readStoredPage(id) }));
  const query = readListQuery(params, rules, {
    page: location.key === opening.key ? opening.page : 1,
    rowsPerPage: readStoredRowsPerPage(id),
  });

  const go = (changes: Partial<ListQuery<Tab>>, replace: boolean) =>
    setParams(writeListQuery(params, { ...query, ...changes }, rules), { replace });

  useEffect(() => storePage(id, query.page), [id, query.page]);

  // The box follows the address when something else changes the search (back, forward, a link). When the
  // address catches up with a search applied from the box, the text settled on is the address's: typing
  // may have gone on meanwhile and is kept.
  const [searchText, setSearchText] = useState(query.search);
  const typed = searchText.trim();
  const settled = useDebouncedValue(typed, debounceMs);
  const [addressSearch, setAddressSearch] = useState(query.search);
  if (addressSearch !== query.search) {
    setAddressSearch(query.search);
    if (query.search !== settled) setSearchText(query.search);
  }
  const applySearch = useEffectEvent((search: string) => go({ search, page: 1 }, true));
  useEffect(() => {
    if (settled === typed && settled !== query.search) applySearch(settled);
  }, [settled, typed, query.search]);

  const setPage = (page: number, { replace = false } = {}) =>
    go({ page: Math.max(1, Math.floor(page)) }, replace);
  const setRowsPerPage = (rows: number) => {
    storeRowsPerPage(id, rows);
    go({ rowsPerPage: rows, page: 1 }, true);
  };

  return {
    query,
    searchBox: { value: searchText, onChange: setSearchText },
    typing: typed !== query.search,
    tabs: { value: query.tab, onChange: (tab) => go({ tab, page: 1 }, false) },
    setPage,
    setRowsPerPage,
    setSort: (sort) => go({ sort, page: 1 }, true),
    setFilter: (name, value) => go({ filters: { ...query.filters, [name]: value }, page: 1 }, true),
    setFilters: (changes) => go({ filters: { ...query.filters, ...changes }, page: 1 }, true),
    pagination: (total) => ({
      page: query.page,
      rowsPerPage: query.rowsPerPage,
      total,
      onPageChange: setPage,
      onRowsPerPageChange: setRowsPerPage,
    }),
  };
}

/**
 * A page that no longer exists (kept from an earlier visit or typed in the address, and the list shrank)
 * moves to the last page once the count is known, without a history entry.
 */
export function useLastPageKept(
  list: Pick<ListQueryState<string>, 'query' | 'setPage'>,
  total: number,
  ready: boolean,
): void {
  const lastPage = pageCount(total, list.query.rowsPerPage);
  const { page } = list.query;
  const moveTo = useEffectEvent((last: number) => list.setPage(last, { replace: true }));
  useEffect(() => {
    if (ready && total > 0 && page > lastPage) moveTo(lastPage);
  }, [ready, total, page, lastPage]);
}

/**
 * One page of a list filtered in the browser (a short list loaded whole). Typing shows page 1 at once, as
 * the address will once typing pauses; a page past the end shows the last page.
 */
export function browserPage<Tab extends string, Row>(list: ListQueryState<Tab>, rows: readonly Row[]) {
  const { rowsPerPage } = list.query;
  const page = list.typing ? 1 : Math.min(list.query.page, pageCount(rows.length, rowsPerPage));
  return {
    pageRows: pageOf(rows, page, rowsPerPage),
    paginationProps: { ...list.pagination(rows.length), page } satisfies PaginationProps,
  };
}
