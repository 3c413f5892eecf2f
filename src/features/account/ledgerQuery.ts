import type { LedgerQuery } from '../../api/types';
import { fetchLedgerPage } from '../../api/wallet';
import { prefetchRead, type PageDataHandle } from '../../common/list/listPrefetch';
import { openingListQuery, type ListQueryOptions } from '../../components/table/useListQuery';

/** The ledger's list: its page, rows and search live in the address like every list's. */
export const LEDGER_LIST: ListQueryOptions<'all'> = { id: 'account-ledger', debounceMs: 300 };

/** The time range lives in the address beside the list's own query (`?from=2026-10-01&to=2026-10-31`). */
export const RANGE_PARAMS = { from: 'from', to: 'to' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day typed in the page, as the instant it starts or ends in the seller's own time zone. */
const dayBound = (day: string, end: boolean): string | undefined =>
  DAY.test(day) ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined;

/** The ledger query the address states, as the API takes it. */
export function ledgerQueryOf(
  list: { page: number; rowsPerPage: number; search: string },
  range: { from: string; to: string },
): LedgerQuery {
  return {
    page: list.page,
    limit: list.rowsPerPage,
    ...(list.search ? { search: list.search } : {}),
    ...(dayBound(range.from, false) ? { from: dayBound(range.from, false) } : {}),
    ...(dayBound(range.to, true) ? { to: dayBound(range.to, true) } : {}),
  };
}

/** The query the account page opens with at an address (its list query and time range). */
export const openingLedgerQuery = (params: URLSearchParams): LedgerQuery =>
  ledgerQueryOf(openingListQuery(LEDGER_LIST, params), {
    from: params.get(RANGE_PARAMS.from) ?? '',
    to: params.get(RANGE_PARAMS.to) ?? '',
  });

/** The account route's `handle`: the ledger page is asked for while the page's code loads (docs/performance.md). */
export const ledgerRouteHandle: PageDataHandle = {
  prefetch: (_dispatch, params) => {
    const query = openingLedgerQuery(params);
    prefetchRead(LEDGER_LIST.id, JSON.stringify(query), () => fetchLedgerPage(query));
  },
};
