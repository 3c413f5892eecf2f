/**
 * Paying sellers out of their available balance: withdrawal requests, their statuses and moves, the limits of
 * the request form, and the compensations admins grant. Shared by the app's forms and the reference API's
 * checks, so neither accepts what the other refuses.
 */
import { numeric } from './entities/field';
import { PRODUCT_OFFER } from './entities/product';

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * Where a request may go from each status. A pending or approved request still holds its money out of the
 * balance; a rejection or a cancellation gives it back; a paid one is final.
 */
export const WITHDRAWAL_MOVES: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
  cancelled: [],
};

export const canMoveWithdrawal = (from: WithdrawalStatus, to: WithdrawalStatus): boolean =>
  WITHDRAWAL_MOVES[from].includes(to);

/** A move that gives the money back to the seller's balance. */
export const returnsMoney = (to: WithdrawalStatus): boolean => to === 'rejected' || to === 'cancelled';

/**
 * An amount of money moved to or from a balance, in pounds: above 0, at most 2 decimals (piasters), at most what
 * a price may be. A withdrawal also has a least amount (the deployment's WITHDRAWAL_MINIMUM_LIMIT_LE) and may not
 * be more than the available balance; those are checked against the request's seller.
 */
export const PAYOUT_AMOUNT = numeric(
  { decimals: 2, aboveMinimum: true, maximum: PRODUCT_OFFER.listing_price.maximum },
  'payouts.validation.amountInvalid',
  { requiredKey: 'payouts.validation.amountRequired', currency: true },
);

/** The least amount a seller may withdraw, in pounds, unless the deployment sets another. */
export const DEFAULT_WITHDRAWAL_MINIMUM = 100;

/**
 * Hours a request to a bank account the seller has just changed waits before an admin may pay it: time for the
 * seller, told of the change, to stop someone who took over their session from emptying the balance.
 */
export const DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS = 48;

export const HOLDER_NAME_MIN = 3;
export const HOLDER_NAME_MAX = 80;
export const NOTE_MAX = 200;
/** What may be typed, separators included: an Egyptian IBAN is 29 characters, grouped by fours. */
export const IBAN_INPUT_MAX = 40;
/** The bank's own reference of a transfer, as an admin copies it from the bank's statement. */
export const PAYMENT_REFERENCE_MAX = 64;

/** What moved a ledger entry's money besides an order line. */
export const LEDGER_KINDS = ['withdrawal', 'withdrawal_returned', 'compensation'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** References shown to people: a prefix per kind and the record's own short code. */
export const WITHDRAWAL_REFERENCE_PREFIX = 'WD';
export const COMPENSATION_REFERENCE_PREFIX = 'CP';
