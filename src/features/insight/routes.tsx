import { lazyPage, type FeatureRoutes } from '../../lib/routing';
import { MARKET_INSIGHT_PATH, SALES_INSIGHT_PATH } from './paths';

/** The sales insight: the seller's own, and the marketplace's for admins. */
export const insightRoutes: FeatureRoutes = {
  seller: [{ path: SALES_INSIGHT_PATH, ...lazyPage(() => import('./SalesInsightPage'), 'SalesInsightPage') }],
  admin: [
    { path: MARKET_INSIGHT_PATH, ...lazyPage(() => import('./MarketInsightPage'), 'MarketInsightPage') },
  ],
};
