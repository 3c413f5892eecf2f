import { lazyPage, type FeatureRoutes } from '../../lib/routing';

/** The seller's money out (withdrawals, compensations) and the admins' payout queue. */
export const payoutsRoutes: FeatureRoutes = {
  seller: [
    {
      path: '/pages/requested-withdrawl',
      ...lazyPage(() => import('./RequestWithdrawalPage'), 'RequestWithdrawalPage'),
    },
    { path: '/pages/withdrawal', ...lazyPage(() => import('./WithdrawalsPage'), 'WithdrawalsPage') },
    { path: '/pages/compensations', ...lazyPage(() => import('./CompensationsPage'), 'CompensationsPage') },
  ],
  admin: [{ path: '/admin/payouts', ...lazyPage(() => import('./PayoutQueuePage'), 'PayoutQueuePage') }],
};
