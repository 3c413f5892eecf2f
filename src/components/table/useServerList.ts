import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../useDebouncedValue';
import { pageCount, usePagination } from './usePagination';

/**
 * Page, rows per page and search of a list paginated by the server (the inventory, orders and users
 * screens). The search is sent once typing pauses for `debounceMs`, and a new search starts from page 1,
 * adjusted while rendering so the old page is never requested with it. A page kept from an earlier visit
 * that no longer exists (the list shrank) moves to the last page once the count is known.
 */
export function useServerList(
  listId: string,
  {
    search,
    debounceMs,
    count,
    loading,
  }: { search: string; debounceMs: number; count: number; loading: boolean },
) {
  const pagination = usePagination(listId);
  const { page, setPage, resetPage } = pagination;
  const debouncedSearch = useDebouncedValue(search.trim(), debounceMs);
  const [appliedSearch, setAppliedSearch] = useState(debouncedSearch);
  if (appliedSearch !== debouncedSearch) {
    setAppliedSearch(debouncedSearch);
    resetPage();
  }

  const lastPage = pageCount(count, pagination.rowsPerPage);
  useEffect(() => {
    if (!loading && count > 0 && page > lastPage) setPage(lastPage);
  }, [loading, count, page, lastPage, setPage]);

  return { ...pagination, search: appliedSearch };
}
