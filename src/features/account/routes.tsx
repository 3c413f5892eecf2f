import type { FeatureRoutes } from '../../lib/routing';

export const accountRoutes: FeatureRoutes = {};
