import type { AsyncThunkAction } from '@reduxjs/toolkit';
import { useEffect, useEffectEvent } from 'react';
import { shallowEqual } from 'react-redux';
import type { ListQuery } from '../../components/table/listQuery';
import type { PaginationProps } from '../../components/table/Pagination';
import {
  useLastPageKept,
  useListQuery,
  type ListQueryOptions,
  type ListQueryState,
} from '../../components/table/useListQuery';
import { useAppDispatch, useAppSelector } from '../hooks';
import type { RootState } from '../store';

/** One page of a list as the store holds it. */
export interface ListPage<Row> {
  rows: readonly Row[];
  /** How many rows match the query over every page. */
  count: number;
  loading: boolean;
}

// The thunk's argument and config differ per list; only its abort is used here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageRequest = AsyncThunkAction<unknown, any, any>;

/** A list the server filters, searches and paginates: how its address reads, the call, where it lands. */
export interface ServerListDefinition<Tab extends string, Row> extends ListQueryOptions<Tab> {
  /** The thunk that loads the page the query names. */
  request: (query: ListQuery<Tab>) => PageRequest;
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
  const page = useAppSelector(definition.select, shallowEqual);
  const { tab, search, page: pageNumber, rowsPerPage, sort } = list.query;
  const sortKey = sort ? `${sort.direction}:${sort.key}` : '';
  const filtersKey = JSON.stringify(list.query.filters);

  const request = useEffectEvent(() => dispatch(definition.request(list.query)));
  useEffect(() => {
    const pending = request();
    return () => pending.abort();
  }, [definition.id, tab, search, pageNumber, rowsPerPage, sortKey, filtersKey]);

  useLastPageKept(list, page.count, !page.loading);

  return {
    ...list,
    ...page,
    paginationProps: list.pagination(page.count),
    reload: () => void dispatch(definition.request(list.query)),
  };
}
