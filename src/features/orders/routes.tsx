import { lazyPage, type FeatureRoutes } from '../../lib/routing';

export const ordersRoutes: FeatureRoutes = {
  seller: [{ path: '/store/orders', ...lazyPage(() => import('./SellerOrdersPage'), 'SellerOrdersPage') }],
  admin: [{ path: '/admin/orders', ...lazyPage(() => import('./AdminOrdersPage'), 'AdminOrdersPage') }],
};
