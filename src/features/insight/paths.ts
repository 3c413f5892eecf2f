/** Where the insight pages live: the seller's sales, and the marketplace's for admins. */
export const SALES_INSIGHT_PATH = '/store/insight';
export const MARKET_INSIGHT_PATH = '/admin/insight';
