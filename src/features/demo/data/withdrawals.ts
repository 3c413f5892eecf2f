import type { WithdrawalRequest, WithdrawalStatus } from '../types';

const BANKS = ['NBE', 'CIB', 'BM', 'QNB'];
const AMOUNTS = [2500, 5000, 1250.5, 8000, 3200, 600, 12000, 4500, 950.25, 7000, 1800];

/** Sample withdrawal requests for /pages/withdrawal, newest first. */
export const SAMPLE_WITHDRAWALS: readonly WithdrawalRequest[] = AMOUNTS.map((amount, index) => {
  const status: WithdrawalStatus = index < 3 || index === 6 ? 'pending' : 'paid';
  const requested = Date.UTC(2025, 3, 28 - index * 2, 10, 0);
  return {
    _id: `demo-withdrawal-${index + 1}`,
    ref_id: `WD-${String(7801 - index)}`,
    amount,
    status,
    bank_code: BANKS[index % BANKS.length] ?? 'NBE',
    account_last4: String(4821 + index * 137).slice(-4),
    requestedAt: new Date(requested).toISOString(),
    paidAt: status === 'paid' ? new Date(requested + 3 * 86_400_000).toISOString() : undefined,
  };
});
