import { useCallback, useState } from 'react';
import { LIST_QUERY } from '../../lib/entities/listQuery';

export const PAGINATION_STORAGE_KEY = 'pagination';
/** The rows-per-page choice of each list, kept beside the page numbers for the same tab. */
export const ROWS_PER_PAGE_STORAGE_KEY = 'pagination-rows';
export const ROWS_PER_PAGE_OPTIONS = LIST_QUERY.pageSizes;
export const DEFAULT_ROWS_PER_PAGE = LIST_QUERY.pageSizes[0];

type StoredNumbers = Record<string, number>;

function readStored(key: string): StoredNumbers {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as StoredNumbers) : {};
  } catch {
    return {};
  }
}

function store(key: string, listId: string, value: number): void {
  sessionStorage.setItem(key, JSON.stringify({ ...readStored(key), [listId]: value }));
}

export function readStoredPage(listId: string): number {
  const page = readStored(PAGINATION_STORAGE_KEY)[listId];
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readStoredRowsPerPage(listId: string): number {
  const rows = readStored(ROWS_PER_PAGE_STORAGE_KEY)[listId];
  return ROWS_PER_PAGE_OPTIONS.find((option) => option === rows) ?? DEFAULT_ROWS_PER_PAGE;
}

export const storePage = (listId: string, page: number): void => store(PAGINATION_STORAGE_KEY, listId, page);

export const storeRowsPerPage = (listId: string, rows: number): void =>
  store(ROWS_PER_PAGE_STORAGE_KEY, listId, rows);

export interface PaginationState {
  /** 1-based. */
  page: number;
  rowsPerPage: number;
  setPage: (page: number) => void;
  setRowsPerPage: (rows: number) => void;
  /** Back to page 1, as a filter or search change requires. */
  resetPage: () => void;
}

/**
 * Page and rows per page of one list. The page number is kept in session storage under the `pagination`
 * key (one entry per list), and the rows-per-page choice beside it, so coming back to a list in the same
 * tab shows the same page at the same size. A page's own list keeps its query in the address instead
 * (useListQuery); this is for a list inside a page, such as the import history.
 */
export function usePagination(listId: string): PaginationState {
  const [page, setPageState] = useState(() => readStoredPage(listId));
  const [rowsPerPage, setRowsState] = useState<number>(() => readStoredRowsPerPage(listId));

  const setPage = useCallback(
    (next: number) => {
      const valid = Math.max(1, Math.floor(next));
      storePage(listId, valid);
      setPageState(valid);
    },
    [listId],
  );

  const setRowsPerPage = useCallback(
    (rows: number) => {
      storeRowsPerPage(listId, rows);
      setRowsState(rows);
      setPage(1);
    },
    [listId, setPage],
  );

  const resetPage = useCallback(() => setPage(1), [setPage]);

  return { page, rowsPerPage, setPage, setRowsPerPage, resetPage };
}

/** The rows of one page of a list paginated in the browser. */
export function pageOf<T>(rows: readonly T[], page: number, rowsPerPage: number): T[] {
  const start = (page - 1) * rowsPerPage;
  return rows.slice(start, start + rowsPerPage);
}

export const pageCount = (total: number, rowsPerPage: number): number =>
  Math.max(1, Math.ceil(total / rowsPerPage));

/** How many rows there are at least: past a count the server stopped at, there is one more row. */
export const rowsAtLeast = (total: number, totalIsLowerBound: boolean): number =>
  totalIsLowerBound ? total + 1 : total;
