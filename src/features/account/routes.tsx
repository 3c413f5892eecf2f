import { lazyPage, type FeatureRoutes } from '../../lib/routing';

export const accountRoutes: FeatureRoutes = {
  seller: [{ path: '/pages/account', ...lazyPage(() => import('./AccountPage'), 'AccountPage') }],
};
