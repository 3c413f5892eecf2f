import { useCallback, useState } from 'react';

export const PAGINATION_STORAGE_KEY = 'pagination';
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 15] as const;
export const DEFAULT_ROWS_PER_PAGE = 5;

type StoredPages = Record<string, number>;

function readStoredPages(): StoredPages {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PAGINATION_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as StoredPages) : {};
  } catch {
    return {};
  }
}

export function readStoredPage(listId: string): number {
  const page = readStoredPages()[listId];
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 ? page : 1;
}

function storePage(listId: string, page: number): void {
  sessionStorage.setItem(PAGINATION_STORAGE_KEY, JSON.stringify({ ...readStoredPages(), [listId]: page }));
}

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
 * key (one entry per list), so coming back to a list in the same tab shows the same page.
 */
export function usePagination(listId: string): PaginationState {
  const [page, setPageState] = useState(() => readStoredPage(listId));
  const [rowsPerPage, setRowsState] = useState<number>(DEFAULT_ROWS_PER_PAGE);

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
      setRowsState(rows);
      setPage(1);
    },
    [setPage],
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
