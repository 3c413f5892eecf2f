import { lazyPage, type FeatureRoutes } from '../../lib/routing';

export const categoriesRoutes: FeatureRoutes = {
  admin: [{ path: '/admin/categories', ...lazyPage(() => import('./CategoriesPage'), 'CategoriesPage') }],
};
