import { lazyPage, type FeatureRoutes } from '../../lib/routing';
import { ledgerRouteHandle } from './ledgerQuery';

export const accountRoutes: FeatureRoutes = {
  seller: [
    {
      path: '/pages/account',
      handle: ledgerRouteHandle,
      ...lazyPage(() => import('./AccountPage'), 'AccountPage'),
    },
    { path: '/pages/account/statement', ...lazyPage(() => import('./StatementPage'), 'StatementPage') },
  ],
};
