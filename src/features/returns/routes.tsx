import { lazyPage, type FeatureRoutes } from '../../lib/routing';
import { ADMIN_RETURNS_PATH, CANCELLATIONS_PATH, RETURNS_PATH } from './paths';

/** After the sale: the seller's return cases and cancelled lines, and the admins' cases queue. */
export const returnsRoutes: FeatureRoutes = {
  seller: [
    { path: RETURNS_PATH, ...lazyPage(() => import('./ReturnsPage'), 'SellerReturnsPage') },
    { path: `${RETURNS_PATH}/:id`, ...lazyPage(() => import('./ReturnCasePage'), 'ReturnCasePage') },
    { path: CANCELLATIONS_PATH, ...lazyPage(() => import('./CancellationsPage'), 'CancellationsPage') },
  ],
  admin: [{ path: ADMIN_RETURNS_PATH, ...lazyPage(() => import('./ReturnsPage'), 'AdminReturnsPage') }],
};
