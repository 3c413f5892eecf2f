/**
 * The products feature's public face: a seller's import history, also shown on the admin's user page, and the
 * low-stock card of the seller's home.
 */
export { ImportHistory, type ImportHistoryProps } from './ImportHistory';
export { LowStockCard } from './LowStockCard';
