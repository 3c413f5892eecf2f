import { lazyPage, type FeatureRoutes } from '../../lib/routing';

export const notificationsRoutes: FeatureRoutes = {
  seller: [
    { path: '/pages/notifications', ...lazyPage(() => import('./NotificationsPage'), 'NotificationsPage') },
  ],
};
