import { useEffect, useMemo, useState } from 'react';
import type { AccountData } from '../../api/types';
import { fetchAccountData } from '../../api/wallet';
import { browserPage, useListQuery } from '../../components/table/useListQuery';
import { filterLedger, findLedgerBreaks, oldestFirst } from './ledger';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The account summary and its ledger: loaded whole, checked for rows that do not add up, searched and
 * paginated in the browser with the search and page in the address.
 */
export function useAccountLedger() {
  const [data, setData] = useState<AccountData | null>(null);
  const [failed, setFailed] = useState(false);
  const list = useListQuery({ id: 'account-ledger', debounceMs: SEARCH_DEBOUNCE_MS });
  const { search } = list.query;

  useEffect(() => {
    let current = true;
    fetchAccountData()
      .then((account) => current && setData(account))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  const transactions = useMemo(() => data?.transactions ?? [], [data]);
  const chronological = useMemo(() => oldestFirst(transactions), [transactions]);
  const breaks = useMemo(() => findLedgerBreaks(chronological), [chronological]);
  const rows = useMemo(() => filterLedger(transactions, search), [transactions, search]);

  return { data, failed, chronological, breaks, searchBox: list.searchBox, ...browserPage(list, rows) };
}
