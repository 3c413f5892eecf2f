import { lazyPage, type FeatureRoutes } from '../../lib/routing';
import { userDetailRouteHandle } from './userDetailRead';

export const usersRoutes: FeatureRoutes = {
  admin: [{ path: '/pages/admin', ...lazyPage(() => import('./UserManagementPage'), 'UserManagementPage') }],
  adminOrAmbassador: [
    {
      path: '/pages/user/detail',
      handle: userDetailRouteHandle,
      ...lazyPage(() => import('./UserDetailPage'), 'UserDetailPage'),
    },
  ],
  ambassador: [{ path: '/pages/recruits', ...lazyPage(() => import('./RecruitsPage'), 'RecruitsPage') }],
};
