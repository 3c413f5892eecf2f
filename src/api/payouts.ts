import type { ApiBodies, ApiQueries } from '../lib/api.generated';
import type { ReviewReason } from '../lib/reviewReasons';
import type { WithdrawalStatus } from '../lib/payouts';
import { apiClient } from './client';
import type { Compensation, Reply, Wallet, Withdrawal } from './types';

export type WithdrawalRequest = ApiBodies['POST /withdrawals'];
export type WithdrawalListQuery = ApiQueries['GET /withdrawals'];
export type CompensationRequest = ApiBodies['POST /compensations'];
export type CompensationListQuery = ApiQueries['GET /compensations'];

/** A request or a change of one, with the seller's wallet after it. */
export interface WithdrawalChange {
  withdrawal: Withdrawal;
  wallet: Wallet;
}

export interface WithdrawalPage {
  withdrawals: Withdrawal[];
  count: number;
  /** Requests per status under the same filters (the tabs' counts). */
  counts: Record<WithdrawalStatus, number>;
  /** The least amount a seller may ask for, in pounds. */
  minimum: number;
}

const changeOf = (reply: Reply<'POST /withdrawals'>): WithdrawalChange => ({
  withdrawal: reply.data,
  wallet: reply.wallet,
});

/**
 * createWithdrawal. `idempotencyKey` is made once per request the seller means to make and sent again with each
 * retry of it, so a retry after a lost answer never makes a second request.
 */
export async function createWithdrawal(
  body: WithdrawalRequest,
  idempotencyKey: string,
): Promise<WithdrawalChange> {
  const response = await apiClient.post<Reply<'POST /withdrawals'>>('/withdrawals', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return changeOf(response.data);
}

/**
 * getPayoutAccount: the bank account the seller's last request saved (null before the first), and how many hours
 * requests to a changed account wait on this deployment.
 */
export async function getPayoutAccount() {
  const response = await apiClient.get<Reply<'GET /payout-account'>>('/payout-account');
  return { account: response.data.data, holdHours: response.data.hold_hours };
}

/** listWithdrawals: a seller's own newest first; every seller's for admins, oldest first. */
export async function listWithdrawals(query: WithdrawalListQuery): Promise<WithdrawalPage> {
  const response = await apiClient.get<Reply<'GET /withdrawals'>>('/withdrawals', { params: query });
  const { items, meta, counts, minimum } = response.data;
  return { withdrawals: items, count: meta.count, counts, minimum };
}

const path = (id: string, action: string) => `/withdrawals/${encodeURIComponent(id)}/${action}`;

export async function cancelWithdrawal(id: string): Promise<WithdrawalChange> {
  const response = await apiClient.post<Reply<'POST /withdrawals/{id}/cancel'>>(path(id, 'cancel'));
  return changeOf(response.data);
}

export async function approveWithdrawal(id: string): Promise<WithdrawalChange> {
  const response = await apiClient.post<Reply<'POST /withdrawals/{id}/approve'>>(path(id, 'approve'));
  return changeOf(response.data);
}

export async function payWithdrawal(
  id: string,
  payment: ApiBodies['POST /withdrawals/{id}/pay'],
): Promise<WithdrawalChange> {
  const response = await apiClient.post<Reply<'POST /withdrawals/{id}/pay'>>(path(id, 'pay'), payment);
  return changeOf(response.data);
}

export async function rejectWithdrawal(id: string, reason: ReviewReason): Promise<WithdrawalChange> {
  const body: ApiBodies['POST /withdrawals/{id}/reject'] = {
    reason: {
      code: reason.code as ApiBodies['POST /withdrawals/{id}/reject']['reason']['code'],
      ...(reason.text ? { text: reason.text } : {}),
    },
  };
  const response = await apiClient.post<Reply<'POST /withdrawals/{id}/reject'>>(path(id, 'reject'), body);
  return changeOf(response.data);
}

export async function createCompensation(body: CompensationRequest): Promise<Compensation> {
  const response = await apiClient.post<Reply<'POST /compensations'>>('/compensations', body);
  return response.data.data;
}

export async function listCompensations(query: CompensationListQuery) {
  const response = await apiClient.get<Reply<'GET /compensations'>>('/compensations', { params: query });
  return { compensations: response.data.items, count: response.data.meta.count };
}
