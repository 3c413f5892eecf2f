import { lazyPage, type FeatureRoutes } from '../../lib/routing';

export const ordersRoutes: FeatureRoutes = {
  seller: [
    { path: '/store/orders', ...lazyPage(() => import('./SellerOrdersPage'), 'SellerOrdersPage') },
    { path: '/store/orders/:id', ...lazyPage(() => import('./OrderDetailPage'), 'SellerOrderDetailPage') },
  ],
  admin: [
    { path: '/admin/orders', ...lazyPage(() => import('./AdminOrdersPage'), 'AdminOrdersPage') },
    { path: '/admin/orders/:id', ...lazyPage(() => import('./OrderDetailPage'), 'AdminOrderDetailPage') },
  ],
};
