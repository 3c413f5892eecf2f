import { jsonSchemaOfField } from '../../src/lib/entities/jsonSchema';
import {
  HOLDER_NAME_MAX,
  IBAN_INPUT_MAX,
  NOTE_MAX,
  PAYMENT_REFERENCE_MAX,
  PAYOUT_AMOUNT,
  WITHDRAWAL_STATUSES,
} from '../../src/lib/payouts';
import { BANK_CODES } from '../../src/lib/banks';
import { reviewReasonCodes } from '../../src/lib/reviewReasons';
import { named } from '../lib/apiComponents';
import { ID_PATTERN, idParamsOf } from '../lib/ids';
import { DAY_PARAMETER, pageQueryProperties, type PageQuery } from '../lib/listQuery';
import { closedObject } from '../lib/requestSchemas';
import {
  BILINGUAL_SCHEMA,
  envelope,
  integer,
  nullableText,
  objectOf,
  orNull,
  PAGE_META_SCHEMA,
  arrayOf,
  responses,
  REVIEW_REASON_SCHEMA,
  text,
  WALLET_SCHEMA,
} from '../lib/responseSchemas';
import { reviewReasonSchema } from '../lib/reviews';

const amount = { type: 'number' } as const;

/** The bank account money is paid to; the IBAN as sent (spaces and Arabic-Indic digits allowed), checked by the route. */
const BANK_ACCOUNT_PROPERTIES = {
  account_holder_name: { type: 'string', minLength: 1, maxLength: HOLDER_NAME_MAX },
  bank_code: { type: 'string', enum: BANK_CODES },
  iban: { type: 'string', minLength: 1, maxLength: IBAN_INPUT_MAX },
} as const;

export type CreateWithdrawalBody = {
  amount: number;
  account_holder_name: string;
  bank_code: string;
  iban: string;
  note?: string;
  current_password?: string;
};

export const CREATE_WITHDRAWAL_BODY = closedObject(
  {
    amount: jsonSchemaOfField(PAYOUT_AMOUNT),
    ...BANK_ACCOUNT_PROPERTIES,
    note: { type: 'string', maxLength: NOTE_MAX },
    // Needed only when the account differs from the one saved: changing where money goes is the seller's own act.
    current_password: { type: 'string', maxLength: 128 },
  },
  ['amount', 'account_holder_name', 'bank_code', 'iban'],
);

export type WithdrawalListQuery = PageQuery & {
  status?: string;
  user_id?: string;
  from?: string;
  to?: string;
  min_amount?: string;
  max_amount?: string;
};

const DAY = DAY_PARAMETER;
const AMOUNT_TEXT = { type: 'string', pattern: '^\\d{1,9}(\\.\\d{1,2})?$' } as const;

/** A list of withdrawals: a seller's own, newest first; an admin's queue, oldest first, with its filters. */
export const WITHDRAWAL_LIST_QUERY = closedObject({
  ...pageQueryProperties,
  status: { type: 'string', enum: WITHDRAWAL_STATUSES },
  user_id: { type: 'string', pattern: ID_PATTERN },
  from: DAY,
  to: DAY,
  min_amount: AMOUNT_TEXT,
  max_amount: AMOUNT_TEXT,
});

export const WITHDRAWAL_PARAMS = idParamsOf('id');

export type PayWithdrawalBody = { reference: string; paid_on?: string };
export const PAY_WITHDRAWAL_BODY = closedObject(
  { reference: { type: 'string', minLength: 1, maxLength: PAYMENT_REFERENCE_MAX }, paid_on: DAY },
  ['reference'],
);

export type ReasonBody = { reason: { code: string; text?: string } };
export const REJECT_WITHDRAWAL_BODY = closedObject({ reason: reviewReasonSchema('withdrawal') }, ['reason']);

export type CreateCompensationBody = ReasonBody & {
  user_id: string;
  amount: number;
  order_id?: string;
  product_id?: string;
};
export const CREATE_COMPENSATION_BODY = closedObject(
  {
    user_id: { type: 'string', pattern: ID_PATTERN },
    amount: jsonSchemaOfField(PAYOUT_AMOUNT),
    reason: reviewReasonSchema('compensation'),
    order_id: { type: 'string', minLength: 1, maxLength: 64 },
    product_id: { type: 'string', pattern: ID_PATTERN },
  },
  ['user_id', 'amount', 'reason'],
);

export type CompensationListQuery = PageQuery & {
  user_id?: string;
  reason?: string;
  from?: string;
  to?: string;
};
/** Compensations newest first: one seller's (a seller's own), narrowed by reason code, days and a search. */
export const COMPENSATION_LIST_QUERY = closedObject({
  ...pageQueryProperties,
  user_id: { type: 'string', pattern: ID_PATTERN },
  reason: { type: 'string', enum: reviewReasonCodes('compensation') },
  from: DAY,
  to: DAY,
});

/** Who a request or compensation is for, as an admin's list names them. */
const PAYEE_SCHEMA = objectOf({ _id: text, name: text, business_name: BILINGUAL_SCHEMA }, ['_id']);

export const WITHDRAWAL_SCHEMA = named(
  'Withdrawal',
  objectOf(
    {
      _id: text,
      reference: text,
      seller: PAYEE_SCHEMA,
      status: { type: 'string', enum: WITHDRAWAL_STATUSES },
      amount,
      account_holder_name: text,
      bank_code: text,
      iban: text,
      note: nullableText,
      reason: orNull(REVIEW_REASON_SCHEMA),
      payment_reference: nullableText,
      paid_on: nullableText,
      account_changed_at: nullableText,
      held_until: nullableText,
      createdAt: text,
      updatedAt: text,
    },
    [
      '_id',
      'reference',
      'seller',
      'status',
      'amount',
      'account_holder_name',
      'bank_code',
      'iban',
      'note',
      'reason',
      'payment_reference',
      'paid_on',
      'account_changed_at',
      'held_until',
      'createdAt',
      'updatedAt',
    ],
  ),
);

export const COMPENSATION_SCHEMA = named(
  'Compensation',
  objectOf({
    _id: text,
    reference: text,
    seller: PAYEE_SCHEMA,
    amount,
    reason: REVIEW_REASON_SCHEMA,
    order_id: nullableText,
    product_id: nullableText,
    createdAt: text,
  }),
);

/** A change of a request answers it and the seller's wallet after it. */
export const WITHDRAWAL_RESPONSES = responses(envelope({ data: WITHDRAWAL_SCHEMA, wallet: WALLET_SCHEMA }));
/** A new request, and the same answer again for a retry with its Idempotency-Key. */
export const CREATED_WITHDRAWAL_RESPONSES = responses(
  envelope({ data: WITHDRAWAL_SCHEMA, wallet: WALLET_SCHEMA }),
  201,
);

/** A list, with the least amount a seller may ask for (pounds), which the request form states. */
export const WITHDRAWAL_LIST_RESPONSES = responses(
  envelope({
    items: arrayOf(WITHDRAWAL_SCHEMA),
    meta: PAGE_META_SCHEMA,
    minimum: amount,
    counts: objectOf(Object.fromEntries(WITHDRAWAL_STATUSES.map((status) => [status, integer]))),
  }),
);

/** The seller's saved bank account (null before their first request) and how long a change of it holds requests. */
export const PAYOUT_ACCOUNT_RESPONSES = responses(
  envelope({
    data: orNull(
      named(
        'PayoutAccount',
        objectOf({
          account_holder_name: text,
          bank_code: text,
          iban: text,
          changed_at: text,
          held_until: nullableText,
        }),
      ),
    ),
    /** How many hours requests to a newly changed account wait, as this deployment is set. */
    hold_hours: integer,
  }),
);

export const COMPENSATION_RESPONSES = responses(
  envelope({ data: COMPENSATION_SCHEMA, wallet: WALLET_SCHEMA }),
  201,
);
export const COMPENSATION_LIST_RESPONSES = responses(
  envelope({ items: arrayOf(COMPENSATION_SCHEMA), meta: PAGE_META_SCHEMA }),
);
