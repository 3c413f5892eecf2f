import { apiClient, type Envelope } from './client';
import type { AccountData, Wallet } from './types';

/** The account summary: wallet, ledger (newest first) and user (DESIGN.md §4 GET /accounts/wallet). */
export async function fetchAccountData(): Promise<AccountData> {
  const response = await apiClient.get<Envelope<AccountData>>('/accounts/wallet');
  return response.data.data;
}

/** Just the balances: one short page of the ledger rides along, so the answer stays small however long the history. */
export async function fetchWallet(): Promise<Wallet> {
  const response = await apiClient.get<Envelope<AccountData>>('/accounts/wallet', {
    params: { page: 1, limit: 5 },
  });
  return response.data.data.wallet;
}
