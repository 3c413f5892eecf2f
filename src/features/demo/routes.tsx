import { lazyPage, type FeatureRoutes } from '../../lib/routing';

/** The seller's demonstration pages (SPEC.md §2): hard-coded sample data behind the seller guard. */
export const demoRoutes: FeatureRoutes = {
  seller: [
    { path: '/pages/product-list', ...lazyPage(() => import('./ProductListPage'), 'ProductListPage') },
    { path: '/pages/return', ...lazyPage(() => import('./ReturnsPage'), 'ReturnsPage') },
    { path: '/pages/canceled', ...lazyPage(() => import('./CanceledOrdersPage'), 'CanceledOrdersPage') },
  ],
};
