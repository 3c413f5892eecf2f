/** What other features may use of the account area: the seller's balances, read from the wallet. */
export { pendingMoney } from './ledger';
export { useWallet } from './useWallet';
