import { LANGUAGES, type Language } from '../../src/lib/languages';
import { ORDER_DOCUMENT_KINDS, type OrderDocumentKind } from '../../src/lib/orderDocuments';
import { named } from '../lib/apiComponents';
import { closedObject } from '../lib/requestSchemas';
import {
  arrayOf,
  BILINGUAL_SCHEMA,
  DELIVERY_ADDRESS_SCHEMA,
  envelope,
  integer,
  number,
  objectOf,
  orNull,
  responses,
  text,
} from '../lib/responseSchemas';

const KIND_SCHEMA = { type: 'string', enum: [...ORDER_DOCUMENT_KINDS] } as const;
const LANGUAGE_SCHEMA = { type: 'string', enum: [...LANGUAGES] } as const;
/** An order's id or its reference, as the order's page is addressed. */
const ORDER_KEY_SCHEMA = { type: 'string', minLength: 1, maxLength: 64 } as const;

export type DocumentParams = { orderId: string; kind: OrderDocumentKind };
export type DocumentQuery = { lang?: Language };

export const DOCUMENT_PARAMS = {
  type: 'object',
  required: ['orderId', 'kind'],
  properties: { orderId: ORDER_KEY_SCHEMA, kind: KIND_SCHEMA },
} as const;

export const DOCUMENT_QUERY = closedObject({ lang: LANGUAGE_SCHEMA });

export type DocumentsBody = { kind: OrderDocumentKind; order_ids: string[]; lang?: Language };

/**
 * Orders named by id or reference. How many one request may name is ORDER_DOCUMENTS_LIMIT, checked by the route
 * (a deployment sets it), so the refusal can say the number.
 */
export const DOCUMENTS_BODY = closedObject(
  {
    kind: KIND_SCHEMA,
    order_ids: { type: 'array', minItems: 1, items: ORDER_KEY_SCHEMA },
    lang: LANGUAGE_SCHEMA,
  },
  ['kind', 'order_ids'],
);

export type DocumentsContentBody = { order_ids: string[] };

export const DOCUMENTS_CONTENT_BODY = closedObject(
  { order_ids: { type: 'array', minItems: 1, items: ORDER_KEY_SCHEMA } },
  ['order_ids'],
);

/**
 * One seller's part of one order as its packing slip and invoice show it, in both languages: the print page
 * words it in the page's language, the PDF in the one asked for. Amounts in LE.
 */
export const ORDER_DOCUMENT_SCHEMA = named(
  'OrderDocument',
  objectOf({
    order_id: text,
    order_ref_id: text,
    created_at: text,
    seller: objectOf({
      _id: text,
      name: text,
      business_name: BILINGUAL_SCHEMA,
      // Empty when the seller has not given it yet.
      tax_number: text,
      reg_nb: text,
    }),
    buyer: orNull(objectOf({ name: text, phone_number: text })),
    delivery_address: DELIVERY_ADDRESS_SCHEMA,
    lines: arrayOf(
      objectOf({
        _id: text,
        sku: text,
        name: BILINGUAL_SCHEMA,
        quantity: integer,
        unit_price: number,
        total: number,
      }),
    ),
    total: number,
  }),
);

export const DOCUMENTS_CONTENT_RESPONSES = responses(envelope({ data: arrayOf(ORDER_DOCUMENT_SCHEMA) }));
