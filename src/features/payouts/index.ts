/** What other features may use of the payouts area: an admin's compensations of one seller. */
export { SellerCompensations } from './SellerCompensations';
