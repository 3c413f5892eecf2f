import { pageCount, pageOf, usePagination } from './usePagination';

/**
 * Pagination of a list filtered in the browser. A page kept from an earlier visit that no longer exists
 * (the list got shorter) shows the last page instead of an empty one.
 */
export function useClientList<Row>(listId: string, rows: readonly Row[]) {
  const pagination = usePagination(listId);
  const page = Math.min(pagination.page, pageCount(rows.length, pagination.rowsPerPage));
  return {
    ...pagination,
    page,
    total: rows.length,
    pageRows: pageOf(rows, page, pagination.rowsPerPage),
  };
}
