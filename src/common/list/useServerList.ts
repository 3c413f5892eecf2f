import { useEffect, useEffectEvent } from 'react';
import { shallowEqual } from 'react-redux';
import type { PaginationProps } from '../../components/table/Pagination';
import { useLastPageKept, useListQuery, type ListQueryState } from '../../components/table/useListQuery';
import { rowsAtLeast } from '../../components/table/usePagination';
import { lastPageOf } from '../../api/pageMeta';
import { useAppDispatch, useAppSelector, type RootState } from '../hooks';
import { listQueryKey, takePrefetchedList, type PrefetchableList } from './listPrefetch';

/** The last page the API named when it refused a page past it (a rejected thunk carries the error as payload). */
const lastPageRefused = (action: unknown): number | null =>
  (action as { meta?: { requestStatus?: string } } | undefined)?.meta?.requestStatus === 'rejected'
    ? lastPageOf((action as { payload?: unknown }).payload)
    : null;

/** One page of a list as the store holds it. */
export interface ListPage<Row> {
  rows: readonly Row[];
  /** How many rows match the query over every page. */
  count: number;
  /** The server stopped counting at `count` (a search matching very many): there are at least that many. */
  countIsLowerBound?: boolean;
  loading: boolean;
}

/** A list the server filters, searches and paginates: how its address reads, the call, where it lands. */
export interface ServerListDefinition<Tab extends string, Row> extends PrefetchableList<Tab> {
  /** The loaded page in the store (compared field by field: return the store's own arrays). */
  select: (state: RootState) => ListPage<Row>;
}

export interface ServerList<Tab extends string, Row> extends ListQueryState<Tab>, ListPage<Row> {
  /** What the Pagination under the list needs. */
  paginationProps: PaginationProps;
  /** Loads the page again (after a change made from the page itself). */
  reload: () => void;
}

/**
 * The data of a list page paginated by the server: the query from the address (useListQuery), one
 * request per query (the one before it aborted), and the page the store holds. A list page is then
 *
 *   const list = useServerList({ id: 'sellers', tabs: ['all', 'pending'], debounceMs: 300,
 *     request: ({ tab, page, rowsPerPage, search }) => fetchSellers({ status: tab, page, limit: rowsPerPage, search }),
 *     select: ({ sellers }) => ({ rows: sellers.list, count: sellers.meta.count, loading: sellers.loading }) });
 *   <FilterTabs label=… options=… {...list.tabs} />  <SearchBox label=… {...list.searchBox} />
 *   <DataTable rows={list.rows} loading={list.loading} … />  <Pagination {...list.paginationProps} />
 */
export function useServerList<Tab extends string, Row>(
  definition: ServerListDefinition<Tab, Row>,
): ServerList<Tab, Row> {
  const dispatch = useAppDispatch();
  const list = useListQuery(definition);
  // While the query's answer is on its way, the rows the store holds (the last page shown, kept across visits
  // by the store's persistence) stand in, marked as refreshing by the table.
  const page: ListPage<Row> = useAppSelector(definition.select, shallowEqual);
  const queryKey = listQueryKey(list.query);
  const { tab, search, page: pageNumber, rowsPerPage, sort } = list.query;
  const sortKey = sort ? `${sort.direction}:${sort.key}` : '';
  const filtersKey = JSON.stringify(list.query.filters);

  // A call started while the page's code loaded (listPrefetch.ts) is adopted rather than made again.
  const request = useEffectEvent(() => {
    const pending = takePrefetchedList(definition.id, queryKey) ?? dispatch(definition.request(list.query));
    void Promise.resolve(pending).then((action) => {
      const lastPage = lastPageRefused(action);
      if (lastPage !== null) list.setPage(lastPage, { replace: true });
    });
    return pending;
  });
  useEffect(() => {
    const pending = request();
    return () => pending.abort();
  }, [definition.id, tab, search, pageNumber, rowsPerPage, sortKey, filtersKey]);

  useLastPageKept(list, rowsAtLeast(page.count, page.countIsLowerBound === true), !page.loading);

  return {
    ...list,
    ...page,
    paginationProps: { ...list.pagination(page.count), totalIsLowerBound: page.countIsLowerBound === true },
    reload: () => void dispatch(definition.request(list.query)),
  };
}
