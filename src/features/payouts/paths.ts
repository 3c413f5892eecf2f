/** Where the payout pages live (the request form keeps the address the product has always had). */
export const REQUEST_WITHDRAWAL_PATH = '/pages/requested-withdrawl';
export const WITHDRAWALS_PATH = '/pages/withdrawal';
export const COMPENSATIONS_PATH = '/pages/compensations';
export const PAYOUT_QUEUE_PATH = '/admin/payouts';
