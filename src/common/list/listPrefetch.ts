import type { AsyncThunkAction } from '@reduxjs/toolkit';
import type { ListQuery } from '../../components/table/listQuery';
import { openingListQuery, type ListQueryOptions } from '../../components/table/useListQuery';
import type { AppDispatch } from '../hooks';

// The thunk's argument and config differ per list; only its abort is used here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageRequest = AsyncThunkAction<unknown, any, any>;
/** A dispatched page request: what matters here is that it can be aborted. */
export type StartedPageRequest = { abort: () => void };

/** What a list needs to be asked for before its page has loaded: how it reads its address, and its call. */
export interface PrefetchableList<Tab extends string> extends ListQueryOptions<Tab> {
  request: (query: ListQuery<Tab>) => PageRequest;
}

/** A request's identity: the same list asked the same query. */
export const listQueryKey = (query: ListQuery<string>): string => JSON.stringify(query);

const started = new Map<string, { key: string; pending: StartedPageRequest }>();

/**
 * Starts a list's first call for the address being opened, while its page's code is still loading (docs/performance.md:
 * no waterfall of chunk, then render, then call). The page adopts the call when it mounts with the same query
 * (takePrefetchedList); a call no page adopts is aborted when the list asks for something else.
 */
export function prefetchList<Tab extends string>(
  dispatch: AppDispatch,
  list: PrefetchableList<Tab>,
  params: URLSearchParams,
): void {
  const query = openingListQuery(list, params);
  started.get(list.id)?.pending.abort();
  const pending: StartedPageRequest = dispatch(list.request(query));
  started.set(list.id, { key: listQueryKey(query), pending });
}

/** The call started ahead for this list and query, if there is one; any other started one is aborted. */
export function takePrefetchedList(id: string, key: string): StartedPageRequest | undefined {
  const found = started.get(id);
  started.delete(id);
  if (!found) return undefined;
  if (found.key === key) return found.pending;
  found.pending.abort();
  return undefined;
}

const startedReads = new Map<string, { key: string; answer: Promise<unknown> }>();

/**
 * Starts the first read of a page that keeps its data in the page rather than in the store (the account's ledger),
 * while the page's code loads; the page takes it when it asks the same (takePrefetchedRead).
 */
export function prefetchRead(id: string, key: string, read: () => Promise<unknown>): void {
  const answer = read();
  // A read no page takes is dropped; its failure is the page's to report when it asks again.
  answer.catch(() => undefined);
  startedReads.set(id, { key, answer });
}

/** The read started ahead for this page and query, once; nothing when another query was started. */
export function takePrefetchedRead<Answer extends Promise<unknown>>(
  id: string,
  key: string,
): Answer | undefined {
  const found = startedReads.get(id);
  startedReads.delete(id);
  return found?.key === key ? (found.answer as Answer) : undefined;
}

/** What a route tells the router about its data (its `handle`): how to start its page's first call. */
export interface PageDataHandle {
  prefetch: (dispatch: AppDispatch, params: URLSearchParams) => void;
}

/** The `handle` of a list page's route: its list is asked for as soon as the route is being opened. */
export const listRouteHandle = <Tab extends string>(list: PrefetchableList<Tab>): PageDataHandle => ({
  prefetch: (dispatch, params) => prefetchList(dispatch, list, params),
});
