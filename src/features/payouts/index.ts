/**
 * What other features may use of the payouts area: an admin's compensations of one seller, where the seller's
 * newest withdrawal stands (their home), and the address of the request form (a new seller's first steps).
 */
export { SellerCompensations } from './SellerCompensations';
export { LatestWithdrawal } from './LatestWithdrawal';
export { REQUEST_WITHDRAWAL_PATH } from './paths';
