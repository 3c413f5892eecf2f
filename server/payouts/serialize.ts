import type { Compensation, Withdrawal } from '../../src/lib/api.generated';
import type { ReviewReason } from '../../src/lib/reviewReasons';
import { parseJson } from '../lib/json';
import { toLE } from '../lib/money';
import { sellerOf } from '../lib/serialize';
import type { CompensationRow, Payee, WithdrawalRow } from './queries';

/** The payee block: the seller's name and business names when the user is there, the id alone otherwise. */
const payeeOf = (userId: string, payee: Payee | undefined) => (payee ? sellerOf(payee) : { _id: userId });

export const toWithdrawal = (row: WithdrawalRow, payee: Payee | undefined): Withdrawal => ({
  _id: row.id,
  reference: row.reference,
  seller: payeeOf(row.user_id, payee),
  status: row.status,
  amount: toLE(row.amount),
  account_holder_name: row.account_holder_name,
  bank_code: row.bank_code,
  iban: row.iban,
  note: row.note,
  reason: row.reason ? parseJson<ReviewReason>(row.reason, { code: 'other' }) : null,
  payment_reference: row.payment_reference,
  paid_on: row.paid_on,
  account_changed_at: row.account_changed_at,
  held_until: row.held_until,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const toCompensation = (row: CompensationRow, payee: Payee | undefined): Compensation => ({
  _id: row.id,
  reference: row.reference,
  seller: payeeOf(row.user_id, payee),
  amount: toLE(row.amount),
  reason: parseJson<ReviewReason>(row.reason, { code: 'other' }),
  order_id: row.order_id,
  product_id: row.product_id,
  createdAt: row.created_at,
});
