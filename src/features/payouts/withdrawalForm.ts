import * as yup from 'yup';
import type { WithdrawalRequest } from '../../api/payouts';
import { EGYPTIAN_BANKS } from '../../lib/banks';
import { typedNumberOf } from '../../lib/entities/typedNumber';
import { numberProblem } from '../../lib/entities/numberRule';
import { compactIban, EGYPT_IBAN_PATTERN, hasValidIbanChecksum } from '../../lib/iban';
import { HOLDER_NAME_MAX, HOLDER_NAME_MIN, NOTE_MAX, PAYOUT_AMOUNT } from '../../lib/payouts';

export interface WithdrawalFormValues {
  account_holder_name: string;
  bank_code: string;
  iban: string;
  amount: string;
  note: string;
  /** Asked only when the account differs from the one saved. */
  current_password: string;
}

/** The account a seller's requests were last paid to, as the form compares the one typed with it. */
export interface SavedAccount {
  account_holder_name: string;
  bank_code: string;
  iban: string;
}

/** Does the typed account differ from the saved one (so changing it takes the current password)? */
export const changesAccount = (
  values: Partial<WithdrawalFormValues> | undefined,
  saved: SavedAccount | null,
): boolean =>
  saved !== null &&
  (compactIban(values?.iban ?? '') !== saved.iban ||
    (values?.bank_code ?? '') !== saved.bank_code ||
    (values?.account_holder_name ?? '').trim().replace(/\s+/g, ' ') !== saved.account_holder_name);

export const emptyWithdrawalForm: WithdrawalFormValues = {
  account_holder_name: '',
  bank_code: '',
  iban: '',
  amount: '',
  note: '',
  current_password: '',
};

/** What may be typed in the amount: digits of any keyboard, separators, a currency word. */
export const AMOUNT_INPUT_MAX = 20;

const amountOf = (value: string | undefined): number | null => typedNumberOf(PAYOUT_AMOUNT, value ?? '');

/**
 * The withdrawal request form: the rules the API applies too (src/lib/payouts.ts, src/lib/iban.ts), with the
 * seller's least amount and available balance. Messages are catalogue keys.
 */
export const withdrawalFormSchema = ({
  available,
  minimum,
  saved,
}: {
  available: number;
  minimum: number;
  saved: SavedAccount | null;
}) =>
  yup.object({
    account_holder_name: yup
      .string()
      .trim()
      .required('payouts.validation.holderRequired')
      .min(HOLDER_NAME_MIN, 'payouts.validation.holderShort')
      .max(HOLDER_NAME_MAX, 'payouts.validation.holderLong'),
    bank_code: yup
      .string()
      .required('payouts.validation.bankRequired')
      .oneOf(
        EGYPTIAN_BANKS.map((bank) => bank.code),
        'payouts.validation.bankRequired',
      ),
    iban: yup
      .string()
      .trim()
      .required('payouts.validation.ibanRequired')
      .test('iban-format', 'payouts.validation.ibanInvalid', (value) =>
        EGYPT_IBAN_PATTERN.test(compactIban(value ?? '')),
      )
      .test('iban-checksum', 'payouts.validation.ibanChecksum', (value) => {
        const iban = compactIban(value ?? '');
        return !EGYPT_IBAN_PATTERN.test(iban) || hasValidIbanChecksum(iban);
      }),
    amount: yup
      .string()
      .trim()
      .required('payouts.validation.amountRequired')
      .test('amount-format', 'payouts.validation.amountInvalid', (value) => {
        const amount = amountOf(value);
        return amount !== null && numberProblem(PAYOUT_AMOUNT, amount) === null;
      })
      .test('amount-minimum', 'payouts.validation.amountBelowMinimum', (value) => {
        const amount = amountOf(value);
        return amount === null || amount >= minimum;
      })
      .test('amount-balance', 'payouts.validation.amountOverBalance', (value) => {
        const amount = amountOf(value);
        return amount === null || amount <= available;
      }),
    note: yup.string().max(NOTE_MAX, 'payouts.validation.noteLong'),
    current_password: yup
      .string()
      .test('password-for-new-account', 'payouts.validation.passwordRequired', function check(value) {
        return (
          !changesAccount(this.parent as Partial<WithdrawalFormValues> | undefined, saved) || Boolean(value)
        );
      }),
  });

/** The request as sent: the IBAN compacted, the amount a number, the note left out when empty. */
export function toWithdrawalRequest(
  values: WithdrawalFormValues,
  saved: SavedAccount | null = null,
): WithdrawalRequest {
  const note = values.note.trim();
  return {
    ...(changesAccount(values, saved) ? { current_password: values.current_password } : {}),
    account_holder_name: values.account_holder_name.trim().replace(/\s+/g, ' '),
    bank_code: values.bank_code as WithdrawalRequest['bank_code'],
    iban: compactIban(values.iban),
    amount: amountOf(values.amount) ?? 0,
    ...(note ? { note } : {}),
  };
}
