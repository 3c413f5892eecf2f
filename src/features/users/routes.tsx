import type { FeatureRoutes } from '../../lib/routing';

export const usersRoutes: FeatureRoutes = {};
