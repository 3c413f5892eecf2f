import type { PaginationProps } from './Pagination';
import { pageCount, pageOf, usePagination } from './usePagination';

/**
 * Pagination of a list filtered in the browser. A page kept from an earlier visit that no longer exists
 * (the list got shorter) shows the last page instead of an empty one.
 */
export function useClientList<Row>(listId: string, rows: readonly Row[]) {
  const pagination = usePagination(listId);
  const page = Math.min(pagination.page, pageCount(rows.length, pagination.rowsPerPage));
  /** What the Pagination under the list needs. */
  const paginationProps: PaginationProps = {
    page,
    rowsPerPage: pagination.rowsPerPage,
    total: rows.length,
    onPageChange: pagination.setPage,
    onRowsPerPageChange: pagination.setRowsPerPage,
  };
  return {
    ...pagination,
    page,
    pageRows: pageOf(rows, page, pagination.rowsPerPage),
    paginationProps,
  };
}
