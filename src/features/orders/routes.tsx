import type { FeatureRoutes } from '../../lib/routing';

export const ordersRoutes: FeatureRoutes = {};
