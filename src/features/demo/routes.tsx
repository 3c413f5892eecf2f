import { lazyPage, type FeatureRoutes } from '../../lib/routing';

/** The seller's demonstration page: hard-coded sample data behind the seller guard. */
export const demoRoutes: FeatureRoutes = {
  seller: [
    { path: '/pages/product-list', ...lazyPage(() => import('./ProductListPage'), 'ProductListPage') },
  ],
};
