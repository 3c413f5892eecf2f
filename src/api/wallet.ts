import { apiClient } from './client';
import type { LedgerPage, LedgerQuery, Reply, Wallet } from './types';

/** Just the balances: one short page of the ledger rides along, so the answer stays small however long the history. */
export async function fetchWallet(): Promise<Wallet> {
  return (await fetchLedgerPage({ page: 1, limit: 5 })).data.wallet;
}

/** One page of the ledger, newest first, narrowed by a search and a time range; balances over all history. */
export async function fetchLedgerPage(query: LedgerQuery, signal?: AbortSignal): Promise<LedgerPage> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  const response = await apiClient.get<Reply<'GET /accounts/wallet'>>('/accounts/wallet', {
    params,
    signal,
  });
  const { data, items, meta } = response.data;
  // Asked with list parameters, the API always answers the page (the summary alone has neither).
  if (!items || !meta) throw new Error('The ledger answer has no page');
  return { data, items, meta };
}
