import { apiClient, type Envelope } from './client';
import type { AccountData } from './types';

/** The account summary: wallet, ledger (newest first) and user (DESIGN.md §4 GET /accounts/wallet). */
export async function fetchAccountData(): Promise<AccountData> {
  const response = await apiClient.get<Envelope<AccountData>>('/accounts/wallet');
  return response.data.data;
}
