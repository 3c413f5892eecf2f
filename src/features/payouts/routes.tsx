import { lazyPage, type FeatureRoutes } from '../../lib/routing';
import { COMPENSATIONS_PATH, PAYOUT_QUEUE_PATH, REQUEST_WITHDRAWAL_PATH, WITHDRAWALS_PATH } from './paths';

/** The seller's money out (withdrawals, compensations) and the admins' payout queue. */
export const payoutsRoutes: FeatureRoutes = {
  seller: [
    {
      path: REQUEST_WITHDRAWAL_PATH,
      ...lazyPage(() => import('./RequestWithdrawalPage'), 'RequestWithdrawalPage'),
    },
    { path: WITHDRAWALS_PATH, ...lazyPage(() => import('./WithdrawalsPage'), 'WithdrawalsPage') },
    { path: COMPENSATIONS_PATH, ...lazyPage(() => import('./CompensationsPage'), 'CompensationsPage') },
  ],
  admin: [{ path: PAYOUT_QUEUE_PATH, ...lazyPage(() => import('./PayoutQueuePage'), 'PayoutQueuePage') }],
};
