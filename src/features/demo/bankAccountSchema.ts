import * as yup from 'yup';
import { EGYPTIAN_BANKS } from '../../lib/banks';
import { toAsciiDigits } from '../../lib/digits';
import { compactIban, EGYPT_IBAN_PATTERN, hasValidIbanChecksum } from '../../lib/iban';

export interface BankAccountValues {
  account_holder_name: string;
  bank_code: string;
  iban: string;
  account_number: string;
  amount: string;
  note: string;
}

export const emptyBankAccount: BankAccountValues = {
  account_holder_name: '',
  bank_code: '',
  iban: '',
  account_number: '',
  amount: '',
  note: '',
};

export const HOLDER_NAME_MAX = 80;
export const NOTE_MAX = 200;
/** What may be typed, separators included: an Egyptian IBAN is 29 characters, grouped by fours. */
export const IBAN_INPUT_MAX = 40;
export const ACCOUNT_NUMBER_INPUT_MAX = 30;
export const AMOUNT_INPUT_MAX = 20;
const ACCOUNT_NUMBER_PATTERN = /^\d{8,20}$/;
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

const compactAccountNumber = (value: string): string => toAsciiDigits(value).replace(/[\s-]/g, '');
const compactAmount = (value: string): string =>
  toAsciiDigits(value)
    .replace(/[,٬\s]/g, '')
    .replace('٫', '.');

const filled = (value: string | undefined): boolean => Boolean(value?.trim());

/**
 * The withdrawal bank account form (SPEC.md §2 /pages/requested-withdrawl). Messages are catalogue keys;
 * the amount may not exceed the money available to withdraw.
 */
export const bankAccountSchema = (available: number) =>
  yup.object({
    account_holder_name: yup
      .string()
      .trim()
      .required('demo.validation.holderRequired')
      .min(3, 'demo.validation.holderShort')
      .max(HOLDER_NAME_MAX, 'demo.validation.holderLong'),
    bank_code: yup
      .string()
      .required('demo.validation.bankRequired')
      .oneOf(
        EGYPTIAN_BANKS.map((bank) => bank.code),
        'demo.validation.bankRequired',
      ),
    iban: yup
      .string()
      .test('iban-or-account', 'demo.validation.ibanOrAccountRequired', function check(value) {
        return filled(value) || filled((this.parent as BankAccountValues).account_number);
      })
      .test('iban-format', 'demo.validation.ibanInvalid', (value) =>
        !filled(value) ? true : EGYPT_IBAN_PATTERN.test(compactIban(value ?? '')),
      )
      .test('iban-checksum', 'demo.validation.ibanChecksum', (value) => {
        const iban = compactIban(value ?? '');
        return !EGYPT_IBAN_PATTERN.test(iban) || hasValidIbanChecksum(iban);
      }),
    account_number: yup
      .string()
      .test('account-format', 'demo.validation.accountNumberInvalid', (value) =>
        !filled(value) ? true : ACCOUNT_NUMBER_PATTERN.test(compactAccountNumber(value ?? '')),
      ),
    amount: yup
      .string()
      .required('demo.validation.amountRequired')
      .test('amount-format', 'demo.validation.amountInvalid', (value) =>
        AMOUNT_PATTERN.test(compactAmount(value ?? '')),
      )
      .test('amount-positive', 'demo.validation.amountPositive', (value) => {
        const amount = Number(compactAmount(value ?? ''));
        return Number.isNaN(amount) || amount > 0;
      })
      .test('amount-balance', 'demo.validation.amountOverBalance', (value) => {
        const amount = Number(compactAmount(value ?? ''));
        return Number.isNaN(amount) || amount <= available;
      }),
    note: yup.string().max(NOTE_MAX, 'demo.validation.noteLong'),
  });

/** Exactly what the withdrawal request would send once an API exists: normalised, unused fields left out. */
export interface WithdrawalRequestBody {
  account_holder_name: string;
  bank_code: string;
  iban?: string;
  account_number?: string;
  amount: number;
  currency: 'EGP';
  note?: string;
}

export function toWithdrawalRequest(values: BankAccountValues): WithdrawalRequestBody {
  const iban = compactIban(values.iban);
  const accountNumber = compactAccountNumber(values.account_number);
  const note = values.note.trim();
  return {
    account_holder_name: values.account_holder_name.trim().replace(/\s+/g, ' '),
    bank_code: values.bank_code,
    ...(iban ? { iban } : {}),
    ...(accountNumber ? { account_number: accountNumber } : {}),
    amount: Number(compactAmount(values.amount)),
    currency: 'EGP',
    ...(note ? { note } : {}),
  };
}
