import { listRouteHandle } from '../../common/list/listPrefetch';
import { lazyPage, type FeatureRoutes } from '../../lib/routing';
import { ORDER_LISTS } from './useOrdersList';

export const ordersRoutes: FeatureRoutes = {
  seller: [
    {
      path: '/store/orders',
      ...lazyPage(() => import('./SellerOrdersPage'), 'SellerOrdersPage'),
      handle: listRouteHandle(ORDER_LISTS.seller),
    },
    // Packing slips and invoices to print: a page of its own, which alone loads the QR code's encoder.
    {
      path: '/store/orders/print',
      ...lazyPage(() => import('./OrderDocumentsPage'), 'SellerOrderDocumentsPage'),
    },
    { path: '/store/orders/:id', ...lazyPage(() => import('./OrderDetailPage'), 'SellerOrderDetailPage') },
  ],
  admin: [
    {
      path: '/admin/orders',
      ...lazyPage(() => import('./AdminOrdersPage'), 'AdminOrdersPage'),
      handle: listRouteHandle(ORDER_LISTS.admin),
    },
    {
      path: '/admin/orders/print',
      ...lazyPage(() => import('./OrderDocumentsPage'), 'AdminOrderDocumentsPage'),
    },
    { path: '/admin/orders/:id', ...lazyPage(() => import('./OrderDetailPage'), 'AdminOrderDetailPage') },
  ],
};
