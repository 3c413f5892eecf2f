import { REASON_TEXT_LIMIT } from '../../src/lib/orderReasons';
import {
  RETURN_PHOTOS_MAX,
  RETURN_STATUSES,
  returnReasonCodes,
  type ReturnReasonList,
} from '../../src/lib/returns';
import { named } from '../lib/apiComponents';
import { ID_PATTERN, idParamsOf } from '../lib/ids';
import { pageQueryProperties, type PageQuery } from '../lib/listQuery';
import { closedObject } from '../lib/requestSchemas';
import {
  arrayOf,
  BILINGUAL_SCHEMA,
  envelope,
  integer,
  nullableText,
  objectOf,
  orNull,
  PAGE_META_SCHEMA,
  responses,
  REVIEW_REASON_SCHEMA,
  text,
  WALLET_SCHEMA,
} from '../lib/responseSchemas';

/** The most units one case may name: far above any order line, below anything that overflows a sum. */
const QUANTITY_MAX = 1_000_000;

const reasonOf = (list: ReturnReasonList) =>
  closedObject(
    {
      code: { type: 'string', enum: returnReasonCodes(list) },
      text: { type: 'string', maxLength: REASON_TEXT_LIMIT },
    },
    ['code'],
  );

export type ReturnReasonBody = { code: string; text?: string };

export type CreateReturnBody = {
  order_id: string;
  product_id: string;
  quantity: number;
  reason: ReturnReasonBody;
  photos?: string[];
};

export const CREATE_RETURN_BODY = closedObject(
  {
    // The order's id or its reference (ORD-…), as the order screens name it.
    order_id: { type: 'string', minLength: 1, maxLength: 64 },
    product_id: { type: 'string', pattern: ID_PATTERN },
    quantity: { type: 'integer', minimum: 1, maximum: QUANTITY_MAX },
    reason: reasonOf('customer'),
    photos: {
      type: 'array',
      maxItems: RETURN_PHOTOS_MAX,
      items: { type: 'string', minLength: 1, maxLength: 300 },
    },
  },
  ['order_id', 'product_id', 'quantity', 'reason'],
);

export type RefuseReturnBody = { reason: ReturnReasonBody };
export const REFUSE_RETURN_BODY = closedObject({ reason: reasonOf('refusal') }, ['reason']);

export const RETURN_PARAMS = idParamsOf('id');

export type ReturnListQuery = PageQuery & { status?: string; seller_id?: string };
/** A seller's own cases, or (an admin) every seller's or one's, newest first, by state and a search. */
export const RETURN_LIST_QUERY = closedObject({
  ...pageQueryProperties,
  status: { type: 'string', enum: RETURN_STATUSES },
  seller_id: { type: 'string', pattern: ID_PATTERN },
});

const amount = { type: 'number' } as const;

const PARTY_SCHEMA = objectOf({ _id: text, name: text, business_name: BILINGUAL_SCHEMA }, ['_id', 'name']);
const LINE_PRODUCT_SCHEMA = objectOf({ _id: text, sku: text, name: BILINGUAL_SCHEMA });

/** One step of a case: its state, when, and who moved it there (null: the account went, or the system). */
const RETURN_STEP_SCHEMA = objectOf({
  status: { type: 'string', enum: RETURN_STATUSES },
  at: text,
  by: nullableText,
});

export const RETURN_SCHEMA = named(
  'ReturnCase',
  objectOf(
    {
      _id: text,
      reference: text,
      status: { type: 'string', enum: RETURN_STATUSES },
      order_id: text,
      order_ref_id: text,
      product: LINE_PRODUCT_SCHEMA,
      seller: PARTY_SCHEMA,
      buyer: orNull(objectOf({ name: text, phone: text })),
      quantity: integer,
      line_quantity: integer,
      line_status: text,
      returned_quantity: integer,
      unit_price: amount,
      // Pounds: what leaves (or left, once delivered back) the seller's balance; 0 when the sale was never credited.
      refund_amount: amount,
      reason: REVIEW_REASON_SCHEMA,
      refusal: orNull(REVIEW_REASON_SCHEMA),
      photos: arrayOf(text),
      // Until when the seller may answer a requested case; an admin may decide after it.
      decide_by: text,
      decided_at: nullableText,
      delivered_at: nullableText,
      closed_at: nullableText,
      timeline: arrayOf(RETURN_STEP_SCHEMA),
      createdAt: text,
      updatedAt: text,
    },
    [
      '_id',
      'reference',
      'status',
      'order_id',
      'order_ref_id',
      'product',
      'seller',
      'buyer',
      'quantity',
      'line_quantity',
      'line_status',
      'returned_quantity',
      'unit_price',
      'refund_amount',
      'reason',
      'refusal',
      'photos',
      'decide_by',
      'decided_at',
      'delivered_at',
      'closed_at',
      'timeline',
      'createdAt',
      'updatedAt',
    ],
  ),
);

export const RETURN_RESPONSES = responses(envelope({ data: RETURN_SCHEMA }));
/** An uploaded photo: the address to name in the new case, and a signed one to show it meanwhile. */
export const RETURN_PHOTO_RESPONSES = responses(
  envelope({ data: objectOf({ url: text, preview: text }) }),
  201,
);
export const CREATED_RETURN_RESPONSES = responses(envelope({ data: RETURN_SCHEMA }), 201);
/** A case delivered back answers the seller's wallet after the refund too. */
export const RECEIVED_RETURN_RESPONSES = responses(envelope({ data: RETURN_SCHEMA, wallet: WALLET_SCHEMA }));

const RETURN_COUNTS_SCHEMA = objectOf(
  Object.fromEntries(['all', ...RETURN_STATUSES].map((status) => [status, integer])),
);

export const RETURN_LIST_RESPONSES = responses(
  envelope({
    items: arrayOf(RETURN_SCHEMA),
    meta: PAGE_META_SCHEMA,
    counts: RETURN_COUNTS_SCHEMA,
    // The undecided cases: how many, and since when the oldest waits (null: none), for the admin home.
    undecided: objectOf({ count: integer, oldest: nullableText }),
  }),
);
