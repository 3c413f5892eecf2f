import { describe, expect, it } from 'vitest';
import {
  bankAccountSchema,
  emptyBankAccount,
  toWithdrawalRequest,
  type BankAccountValues,
} from '../../../../src/features/demo/bankAccountSchema';
import { egyptianIban, formatIban } from '../../../../src/lib/iban';
import { firstErrors } from '../../../../src/lib/validation';

const AVAILABLE = 1000;
const IBAN = egyptianIban('0019000500000000263180002');
const valid: BankAccountValues = {
  ...emptyBankAccount,
  account_holder_name: 'Ahmed Hassan',
  bank_code: 'NBE',
  iban: formatIban(IBAN),
  amount: '250.50',
};
const errorsOf = (values: Partial<BankAccountValues>) =>
  firstErrors(bankAccountSchema(AVAILABLE), { ...valid, ...values });

describe('bankAccountSchema', () => {
  it('accepts a complete form', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ iban: '', account_number: '1234 5678 9012' })).toEqual({});
    expect(errorsOf({ amount: String(AVAILABLE) })).toEqual({});
    expect(errorsOf({ iban: IBAN.toLowerCase() })).toEqual({});
  });

  it.each<[string, Partial<BankAccountValues>, string, string]>([
    [
      'holder missing',
      { account_holder_name: '  ' },
      'account_holder_name',
      'demo.validation.holderRequired',
    ],
    ['holder too short', { account_holder_name: 'Al' }, 'account_holder_name', 'demo.validation.holderShort'],
    [
      'holder too long',
      { account_holder_name: 'x'.repeat(81) },
      'account_holder_name',
      'demo.validation.holderLong',
    ],
    ['bank missing', { bank_code: '' }, 'bank_code', 'demo.validation.bankRequired'],
    ['bank unknown', { bank_code: 'XYZ' }, 'bank_code', 'demo.validation.bankRequired'],
    [
      'neither IBAN nor account',
      { iban: '', account_number: '' },
      'iban',
      'demo.validation.ibanOrAccountRequired',
    ],
    ['IBAN too short', { iban: 'EG12 3456' }, 'iban', 'demo.validation.ibanInvalid'],
    ['IBAN of another country', { iban: `SA${IBAN.slice(2)}` }, 'iban', 'demo.validation.ibanInvalid'],
    [
      'IBAN with letters in the body',
      { iban: `${IBAN.slice(0, 10)}AB${IBAN.slice(12)}` },
      'iban',
      'demo.validation.ibanInvalid',
    ],
    [
      'IBAN with wrong check digits',
      { iban: `EG00${IBAN.slice(4)}` },
      'iban',
      'demo.validation.ibanChecksum',
    ],
    [
      'account number too short',
      { account_number: '1234567' },
      'account_number',
      'demo.validation.accountNumberInvalid',
    ],
    [
      'account number with letters',
      { account_number: '12345678A' },
      'account_number',
      'demo.validation.accountNumberInvalid',
    ],
    ['amount missing', { amount: '' }, 'amount', 'demo.validation.amountRequired'],
    ['amount not a number', { amount: 'ten' }, 'amount', 'demo.validation.amountInvalid'],
    ['amount with 3 decimals', { amount: '10.505' }, 'amount', 'demo.validation.amountInvalid'],
    ['amount negative', { amount: '-5' }, 'amount', 'demo.validation.amountInvalid'],
    ['amount zero', { amount: '0' }, 'amount', 'demo.validation.amountPositive'],
    ['amount above the balance', { amount: '1000.01' }, 'amount', 'demo.validation.amountOverBalance'],
    ['note too long', { note: 'x'.repeat(201) }, 'note', 'demo.validation.noteLong'],
  ])('%s', (_, values, field, key) => {
    expect(errorsOf(values)[field]).toBe(key);
  });

  it('reads Arabic-Indic digits in the amount and the IBAN', () => {
    const arabicDigits = (value: string) =>
      value.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    expect(errorsOf({ amount: '٢٥٠٫٥', iban: `EG${arabicDigits(IBAN.slice(2))}` })).toEqual({});
  });

  it('builds the request body: compact IBAN, number amount, empty optional fields left out', () => {
    expect(
      toWithdrawalRequest({ ...valid, account_holder_name: '  Ahmed   Hassan ', amount: '1,250.5' }),
    ).toEqual({
      account_holder_name: 'Ahmed Hassan',
      bank_code: 'NBE',
      iban: IBAN,
      amount: 1250.5,
      currency: 'EGP',
    });
    expect(
      toWithdrawalRequest({ ...valid, iban: '', account_number: '1234-5678-90', note: ' Monthly ' }),
    ).toEqual({
      account_holder_name: 'Ahmed Hassan',
      bank_code: 'NBE',
      account_number: '1234567890',
      amount: 250.5,
      currency: 'EGP',
      note: 'Monthly',
    });
  });
});
