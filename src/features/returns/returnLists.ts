import type { ReturnListQuery } from '../../api/returns';
import type { ListQuery } from '../../components/table/listQuery';
import { isRecordId } from '../../lib/ids';
import { RETURN_TABS, type ReturnTab } from '../../lib/returns';
import { fetchReturns } from './returnsSlice';

/** A search waits for the typing to pause this long before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The admins' list may be narrowed to one seller (`seller` in the address). */
export const RETURN_FILTERS = ['seller'] as const;

/** One page of cases as the address asks for it: a seller id that is not an id is left out, not refused. */
export const requestReturnsPage = ({ tab, page, rowsPerPage, search, filters }: ListQuery<ReturnTab>) => {
  const query: ReturnListQuery = { page: String(page), limit: String(rowsPerPage) };
  if (tab !== 'all') query.status = tab;
  if (search) query.search = search;
  if (filters.seller && isRecordId(filters.seller)) query.seller_id = filters.seller;
  return fetchReturns(query);
};

export const SELLER_RETURNS_LIST = {
  id: 'returns',
  tabs: RETURN_TABS,
  debounceMs: SEARCH_DEBOUNCE_MS,
  request: requestReturnsPage,
};

export const ADMIN_RETURNS_LIST = { ...SELLER_RETURNS_LIST, id: 'admin-returns', filters: RETURN_FILTERS };
