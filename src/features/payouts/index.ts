/**
 * What other features may use of the payouts area: an admin's compensations of one seller, and where the
 * seller's newest withdrawal stands (their home).
 */
export { SellerCompensations } from './SellerCompensations';
export { LatestWithdrawal } from './LatestWithdrawal';
