import type { FeatureRoutes } from '../../lib/routing';

export const categoriesRoutes: FeatureRoutes = {};
