import type { FeatureRoutes } from '../../lib/routing';

export const productsRoutes: FeatureRoutes = {};
