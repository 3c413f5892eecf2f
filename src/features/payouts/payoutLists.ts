import { typedNumberOf } from '../../lib/entities/typedNumber';
import { numberProblem } from '../../lib/entities/numberRule';
import { isRecordId } from '../../lib/ids';
import { PAYOUT_AMOUNT, WITHDRAWAL_STATUSES } from '../../lib/payouts';
import { daysOf } from '../../components/table/listQuery';
import { fetchWithdrawals } from './payoutsSlice';

/**
 * How the payout lists read their addresses and ask for their pages: the seller's requests, the admins' queue
 * and the compensations. What the address holds that the API would refuse (an amount or a day mistyped in it)
 * is left out of the call; the filter's box shows it with its message.
 */

/** The queue's filters beside its tabs and search, each a parameter of the address. */
export const PAYOUT_QUEUE_FILTERS = ['seller', 'min', 'max', 'from', 'to'] as const;
export type PayoutQueueFilter = (typeof PAYOUT_QUEUE_FILTERS)[number];

/** A bound typed with any digits (١٢٠٠٫٥٠ or 1,200.50) as the API takes it, '' when empty, null when not an amount. */
export function amountBound(typed: string): string | null {
  if (!typed.trim()) return '';
  const amount = typedNumberOf(PAYOUT_AMOUNT, typed);
  return amount !== null && numberProblem(PAYOUT_AMOUNT, amount) === null ? String(amount) : null;
}

/** A search waits for the typing to pause this long before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The tabs: every request, then each status. */
export const WITHDRAWAL_TABS = ['all', ...WITHDRAWAL_STATUSES] as const;
export type WithdrawalTab = (typeof WITHDRAWAL_TABS)[number];

/**
 * The page of withdrawal requests a list's address asks for: its tab (a status, or all), page, search and, in
 * the admins' queue, its filters (a seller, an amount range, a range of days).
 */
export const requestWithdrawalsPage = ({
  tab,
  page,
  rowsPerPage,
  search,
  filters = {},
}: {
  tab: WithdrawalTab;
  page: number;
  rowsPerPage: number;
  search: string;
  filters?: Record<string, string>;
}) => {
  const min = amountBound(filters.min ?? '');
  const max = amountBound(filters.max ?? '');
  return fetchWithdrawals({
    page: String(page),
    limit: String(rowsPerPage),
    ...(tab === 'all' ? {} : { status: tab }),
    ...(search ? { search } : {}),
    ...(isRecordId(filters.seller) ? { user_id: filters.seller } : {}),
    ...(min ? { min_amount: min } : {}),
    ...(max ? { max_amount: max } : {}),
    ...daysOf(filters),
  });
};
