import type { FeatureRoutes } from '../../lib/routing';

export const notificationsRoutes: FeatureRoutes = {};
