import { listRouteHandle } from '../../app/list/listPrefetch';
import { lazyPage, type FeatureRoutes } from '../../lib/routing';
import { ORDER_LISTS } from './useOrdersList';

export const ordersRoutes: FeatureRoutes = {
  seller: [
    {
      path: '/store/orders',
      ...lazyPage(() => import('./SellerOrdersPage'), 'SellerOrdersPage'),
      handle: listRouteHandle(ORDER_LISTS.seller),
    },
    { path: '/store/orders/:id', ...lazyPage(() => import('./OrderDetailPage'), 'SellerOrderDetailPage') },
  ],
  admin: [
    {
      path: '/admin/orders',
      ...lazyPage(() => import('./AdminOrdersPage'), 'AdminOrdersPage'),
      handle: listRouteHandle(ORDER_LISTS.admin),
    },
    { path: '/admin/orders/:id', ...lazyPage(() => import('./OrderDetailPage'), 'AdminOrderDetailPage') },
  ],
};
