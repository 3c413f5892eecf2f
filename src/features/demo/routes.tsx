import type { FeatureRoutes } from '../../lib/routing';

export const demoRoutes: FeatureRoutes = {};
