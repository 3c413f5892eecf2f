import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LedgerEntry, LedgerPage, LedgerQuery } from '../../api/types';
import { takePrefetchedRead } from '../../common/list/listPrefetch';
import { lastPageOf } from '../../api/pageMeta';
import { fetchLedgerPage } from '../../api/wallet';
import { useLastPageKept, useListQuery } from '../../components/table/useListQuery';
import { findLedgerBreaks, oldestFirst } from './ledger';
import { LEDGER_LIST, ledgerQueryOf, RANGE_PARAMS } from './ledgerQuery';

/**
 * The account summary and one page of its ledger, paginated, searched and narrowed to a time range by the
 * server, with everything in the address. Each row's balance is the server's running balance over the whole
 * history, so rows are checked against the row before them on the same page.
 */
export function useAccountLedger() {
  const [params, setParams] = useSearchParams();
  const list = useListQuery(LEDGER_LIST);
  const range = { from: params.get(RANGE_PARAMS.from) ?? '', to: params.get(RANGE_PARAMS.to) ?? '' };
  const query = ledgerQueryOf(list.query, range);
  const queryKey = JSON.stringify(query);
  // The answer remembers which query it answers: the list is loading until the address's query is answered.
  const [answer, setAnswer] = useState<{ key: string; page: LedgerPage | null; failed: boolean } | null>(
    null,
  );
  const page = answer?.page ?? null;
  const loading = answer?.key !== queryKey;

  const moveToPage = useEffectEvent((page: number) => list.setPage(page, { replace: true }));
  useEffect(() => {
    const controller = new AbortController();
    // The read the router started while this page's code loaded (ledgerQuery.ts), when it asked the same.
    (
      takePrefetchedRead<Promise<LedgerPage>>(LEDGER_LIST.id, queryKey) ??
      fetchLedgerPage(JSON.parse(queryKey) as LedgerQuery, controller.signal)
    )
      .then((read) => setAnswer({ key: queryKey, page: read, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const lastPage = lastPageOf(error);
        if (lastPage !== null) moveToPage(lastPage);
        else setAnswer((before) => ({ key: queryKey, page: before?.page ?? null, failed: true }));
      });
    return () => controller.abort();
  }, [queryKey]);

  const items = useMemo<LedgerEntry[]>(() => page?.items ?? [], [page]);
  const chronological = useMemo(() => oldestFirst(items), [items]);
  const breaks = useMemo(() => findLedgerBreaks(chronological), [chronological]);
  const count = page?.meta.count ?? 0;
  useLastPageKept(list, count, Boolean(page) && !loading);

  /** A new range starts from page 1 and replaces the address, as a new search does. */
  const setRange = (next: { from: string; to: string }) => {
    const changed = new URLSearchParams(params);
    for (const key of ['from', 'to'] as const) {
      if (next[key]) changed.set(RANGE_PARAMS[key], next[key]);
      else changed.delete(RANGE_PARAMS[key]);
    }
    changed.delete('page');
    setParams(changed, { replace: true });
  };

  return {
    data: page?.data ?? null,
    failed: Boolean(answer?.failed) && !page,
    loading,
    query,
    chronological,
    breaks,
    searchBox: list.searchBox,
    range,
    setRange,
    pageRows: items,
    paginationProps: list.pagination(count),
  };
}
