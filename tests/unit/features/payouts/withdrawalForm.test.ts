import { describe, expect, it } from 'vitest';
import {
  emptyWithdrawalForm,
  toWithdrawalRequest,
  withdrawalFormSchema,
  type WithdrawalFormValues,
} from '../../../../src/features/payouts/withdrawalForm';
import { egyptianIban, formatIban } from '../../../../src/lib/iban';
import { firstErrors } from '../../../../src/lib/validation';

const AVAILABLE = 1000;
const MINIMUM = 100;
const IBAN = egyptianIban('0019000500000000263180002');
const valid: WithdrawalFormValues = {
  ...emptyWithdrawalForm,
  account_holder_name: 'Ahmed Hassan',
  bank_code: 'NBE',
  iban: formatIban(IBAN),
  amount: '250.50',
};
const errorsOf = (values: Partial<WithdrawalFormValues>) =>
  firstErrors(withdrawalFormSchema({ available: AVAILABLE, minimum: MINIMUM, saved: null }), {
    ...valid,
    ...values,
  });

describe('withdrawalFormSchema', () => {
  it('accepts a complete form', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ amount: String(AVAILABLE) })).toEqual({});
    expect(errorsOf({ iban: IBAN.toLowerCase() })).toEqual({});
  });

  it.each<[string, Partial<WithdrawalFormValues>, string, string]>([
    [
      'holder missing',
      { account_holder_name: '  ' },
      'account_holder_name',
      'payouts.validation.holderRequired',
    ],
    [
      'holder too short',
      { account_holder_name: 'Al' },
      'account_holder_name',
      'payouts.validation.holderShort',
    ],
    [
      'holder too long',
      { account_holder_name: 'x'.repeat(81) },
      'account_holder_name',
      'payouts.validation.holderLong',
    ],
    ['bank missing', { bank_code: '' }, 'bank_code', 'payouts.validation.bankRequired'],
    ['bank unknown', { bank_code: 'XYZ' }, 'bank_code', 'payouts.validation.bankRequired'],
    ['IBAN missing', { iban: ' ' }, 'iban', 'payouts.validation.ibanRequired'],
    ['IBAN too short', { iban: 'EG12 3456' }, 'iban', 'payouts.validation.ibanInvalid'],
    ['IBAN of another country', { iban: `SA${IBAN.slice(2)}` }, 'iban', 'payouts.validation.ibanInvalid'],
    [
      'IBAN with letters in the body',
      { iban: `${IBAN.slice(0, 10)}AB${IBAN.slice(12)}` },
      'iban',
      'payouts.validation.ibanInvalid',
    ],
    [
      'IBAN with wrong check digits',
      { iban: `EG00${IBAN.slice(4)}` },
      'iban',
      'payouts.validation.ibanChecksum',
    ],
    ['amount missing', { amount: '' }, 'amount', 'payouts.validation.amountRequired'],
    ['amount not a number', { amount: 'ten' }, 'amount', 'payouts.validation.amountInvalid'],
    ['amount with 3 decimals', { amount: '10.505' }, 'amount', 'payouts.validation.amountInvalid'],
    ['amount negative', { amount: '-5' }, 'amount', 'payouts.validation.amountInvalid'],
    ['amount zero', { amount: '0' }, 'amount', 'payouts.validation.amountInvalid'],
    ['amount below the least', { amount: '99.99' }, 'amount', 'payouts.validation.amountBelowMinimum'],
    ['amount above the balance', { amount: '1000.01' }, 'amount', 'payouts.validation.amountOverBalance'],
    ['note too long', { note: 'x'.repeat(201) }, 'note', 'payouts.validation.noteLong'],
  ])('%s', (_, values, field, key) => {
    expect(errorsOf(values)[field]).toBe(key);
  });

  it('reads Arabic-Indic digits in the amount and the IBAN', () => {
    const arabicDigits = (value: string) =>
      value.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    expect(errorsOf({ amount: '٢٥٠٫٥', iban: `EG${arabicDigits(IBAN.slice(2))}` })).toEqual({});
  });

  it('builds the request body: compact IBAN, number amount, an empty note left out', () => {
    expect(
      toWithdrawalRequest({ ...valid, account_holder_name: '  Ahmed   Hassan ', amount: '1,250.5' }),
    ).toEqual({ account_holder_name: 'Ahmed Hassan', bank_code: 'NBE', iban: IBAN, amount: 1250.5 });
    expect(toWithdrawalRequest({ ...valid, amount: '٢٥٠٫٥ ج.م', note: ' Monthly ' })).toEqual({
      account_holder_name: 'Ahmed Hassan',
      bank_code: 'NBE',
      iban: IBAN,
      amount: 250.5,
      note: 'Monthly',
    });
  });
});
