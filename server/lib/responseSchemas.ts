/**
 * Response schemas: the shapes of serialize.ts (docs/api.md) and the envelopes of docs/api.md, one place for every
 * route. Fastify serialises answers with them (fast-json-stringify), which has two traps this file is written
 * around: a property the schema does not name is dropped without a word, and a value is converted to the
 * declared type (null becomes "" or 0, a number becomes text). So every value that may be null says so, every
 * object whose keys come from data (a product's category attributes, a notification's object, a sheet issue's
 * parameters) allows additional properties, and only what is always there is `required` (a missing required
 * property makes the answer fail rather than go out incomplete). The onboarding blocks derive from the same
 * field definitions as the forms and request bodies (src/lib/entities), so a field added there is answered too.
 */
import { isWholeNumber, type EntityDefinition, type NumberField } from '../../src/lib/entities/field';
import { OFFER_NUMBER_KEYS, PRODUCT_OFFER, STOCK_LEVELS } from '../../src/lib/entities/product';
import { APPROVAL_STATUSES } from '../../src/lib/approval';
import { LANGUAGES } from '../../src/lib/languages';
import { LEDGER_KINDS } from '../../src/lib/payouts';
import { ORDER_STATUSES } from '../../src/lib/orderStatus';
import { PRODUCT_STATUSES } from '../../src/lib/productStatus';
import { named } from './apiComponents';
import { storedSchemaOf } from '../../src/lib/entities/jsonSchema';
import { BUSINESS_INFO, COMPANY_REGISTRATION, KYC, PRIMARY_ADDRESS } from '../../src/lib/entities/onboarding';

type Schema = Record<string, unknown>;
type Properties = Record<string, Schema>;

export const text = { type: 'string' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const integer = { type: 'integer' } as const;
export const number = { type: 'number' } as const;
export const boolean = { type: 'boolean' } as const;
/** Keys and values decided by data, not by this API: passed through as they are. */
export const freeForm = { type: 'object', additionalProperties: true } as const;

/** An object of these properties, every one always present unless `required` names fewer. */
export const objectOf = (properties: Properties, required: string[] = Object.keys(properties)): Schema => ({
  type: 'object',
  required,
  properties,
});

export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });

/** The same schema, or null (a nullable object: fast-json-stringify checks null first). */
export const orNull = (schema: Schema): Schema => ({
  ...schema,
  type: [schema.type, 'null'],
  ...(Array.isArray(schema.enum) ? { enum: [...(schema.enum as unknown[]), null] } : {}),
});

export const BILINGUAL_SCHEMA = named('Bilingual', objectOf({ en: text, ar: text }));

/**
 * Every failure (server/lib/errors.ts): `error` by language, or for uploads `errors.detail` (one text or both
 * languages); a refused spreadsheet adds its report as `details`.
 */
export const ERROR_SCHEMA = named(
  'ApiFailure',
  objectOf(
    {
      success: { type: 'boolean', enum: [false] },
      error: BILINGUAL_SCHEMA,
      errors: objectOf({ detail: { type: ['string', 'object'], properties: BILINGUAL_SCHEMA.properties } }),
      details: freeForm,
      // A refused body: what is wrong with each field, by the field's path.
      fields: { type: 'object', additionalProperties: BILINGUAL_SCHEMA },
    },
    ['success'],
  ),
);

/** Whether a document or business info was approved, is waiting, or was refused. */
const APPROVAL_SCHEMA = { type: 'string', enum: APPROVAL_STATUSES } as const;

/** Why an admin rejected a product, a document or business info (src/lib/reviewReasons.ts). */
export const REVIEW_REASON_SCHEMA = named('ReviewReason', objectOf({ code: text, text, at: text }, ['code']));

/** An uploaded document: its links and review, or (an ambassador's view) only whether one was sent. */
const DOCUMENT_SCHEMA = named(
  'UploadedDocument',
  objectOf(
    {
      url: text,
      admin_url: text,
      approved: APPROVAL_SCHEMA,
      submitted: boolean,
      submitted_at: text,
      reason: REVIEW_REASON_SCHEMA,
    },
    [],
  ),
);

/** A stored onboarding block: the definition's fields (any may be missing) and what the API adds to it. */
const storedBlock = (entity: EntityDefinition, extra: Properties): Schema => {
  const stored = storedSchemaOf(entity);
  return { ...stored, properties: { ...stored.properties, approved: APPROVAL_SCHEMA, ...extra } };
};

const BUSINESS_INFO_FIELDS = named('BusinessInfoFields', storedSchemaOf(BUSINESS_INFO));

/**
 * A user record (serialize.ts toUser), also in the ambassador's view of a recruit (users/ambassadorView.ts),
 * which leaves out the contact details and the identity data: those are the properties not required here.
 */
export const USER_SCHEMA = named(
  'User',
  objectOf(
    {
      _id: text,
      ref_id: text,
      name: text,
      email: nullableText,
      phone_number: text,
      nickname: nullableText,
      primary_address: named('PrimaryAddress', storedSchemaOf(PRIMARY_ADDRESS)),
      is_admin: boolean,
      is_seller: boolean,
      is_ambassador: boolean,
      is_sourcing: boolean,
      referred_by: nullableText,
      recruited_by: nullableText,
      default_lang: { type: 'string', enum: LANGUAGES },
      createdAt: text,
      updatedAt: text,
      kyc: named('KycData', storedBlock(KYC, { front: DOCUMENT_SCHEMA, back: DOCUMENT_SCHEMA })),
      business_info: named(
        'BusinessInfo',
        objectOf(
          {
            approved: APPROVAL_SCHEMA,
            submitted_at: text,
            reason: REVIEW_REASON_SCHEMA,
            en: BUSINESS_INFO_FIELDS,
            ar: BUSINESS_INFO_FIELDS,
          },
          [],
        ),
      ),
      company_registration: named(
        'CompanyRegistration',
        storedBlock(COMPANY_REGISTRATION, { doc: DOCUMENT_SCHEMA }),
      ),
      /** Only in an admin's user detail. */
      order_count: integer,
    },
    [
      '_id',
      'ref_id',
      'name',
      'is_admin',
      'is_seller',
      'is_ambassador',
      'is_sourcing',
      'referred_by',
      'recruited_by',
      'default_lang',
      'createdAt',
      'updatedAt',
      'kyc',
      'business_info',
      'company_registration',
    ],
  ),
);

/** A language block: name and category, then the category's attributes under their keys. */
const LANGUAGE_BLOCK_SCHEMA = { ...freeForm, properties: { name: text, category: text } };

/** An offer number as answers carry it: money in pounds, a whole number as an integer, null when optional. */
const answeredNumber = (field: NumberField): Schema => {
  const type = isWholeNumber(field) ? 'integer' : 'number';
  return { type: field.required ? type : [type, 'null'] };
};

/** A product (serialize.ts toProduct); the seller block is only the id when the seller is not loaded. */
const PRODUCT_PROPERTIES = {
  _id: text,
  sku: text,
  seller: objectOf({ _id: text, name: text, business_name: BILINGUAL_SCHEMA }, ['_id']),
  category: text,
  status: { type: 'string', enum: PRODUCT_STATUSES },
  ...Object.fromEntries(OFFER_NUMBER_KEYS.map((key) => [key, answeredNumber(PRODUCT_OFFER[key])])),
  is_recommended: boolean,
  /** The threshold at or below which the product is low (its own, or its seller's default) and where it stands. */
  low_stock: objectOf({ threshold: integer, own: boolean, level: { type: 'string', enum: STOCK_LEVELS } }),
  product_images: arrayOf(objectOf({ url: text, admin_url: text }, [])),
  en: LANGUAGE_BLOCK_SCHEMA,
  ar: LANGUAGE_BLOCK_SCHEMA,
  details: freeForm,
  review_reason: REVIEW_REASON_SCHEMA,
  createdAt: text,
  updatedAt: text,
};

/** A product; the review reason only while it is rejected. */
export const PRODUCT_SCHEMA = named(
  'Product',
  objectOf(
    PRODUCT_PROPERTIES,
    Object.keys(PRODUCT_PROPERTIES).filter((name) => name !== 'review_reason'),
  ),
);

const CATEGORY_HEADER_SCHEMA = named(
  'CategoryHeader',
  objectOf(
    {
      key: text,
      en: text,
      ar: text,
      is_required: boolean,
      is_visible: boolean,
      lang_specific: boolean,
      value_type: { type: 'string', enum: ['text', 'number'] },
      options: arrayOf(BILINGUAL_SCHEMA),
    },
    ['key', 'en', 'ar', 'is_required', 'is_visible', 'lang_specific', 'value_type'],
  ),
);

export const CATEGORY_SCHEMA = named(
  'Category',
  objectOf({
    _id: text,
    code: text,
    name: BILINGUAL_SCHEMA,
    img: nullableText,
    published: boolean,
    is_sub: boolean,
    parent_code: nullableText,
    headers: arrayOf(CATEGORY_HEADER_SCHEMA),
    createdAt: text,
    updatedAt: text,
  }),
);

/** One order line: `data` is the product, `price` the unit price at order time. */
export const ORDER_LINE_SCHEMA = named(
  'OrderLine',
  objectOf({
    _id: text,
    data: PRODUCT_SCHEMA,
    quantity: integer,
    status: { type: 'string', enum: ORDER_STATUSES },
    price: number,
    order_ref_id: text,
    updatedAt: text,
    // Units that came back through return cases.
    returned_quantity: integer,
    // The day (YYYY-MM-DD, in Egypt) the line must ship by: ordered plus its product's handling days, no Friday.
    ship_by: nullableText,
  }),
);

/** Where an order goes (server/lib/deliveryAddress.ts): every field as text, or null for no address. */
export const DELIVERY_ADDRESS_SCHEMA = orNull(
  named('DeliveryAddress', objectOf({ governorate: text, city: text, street: text, building_number: text })),
);

/** An order of the lists: `buyer` is the buyer's id there (the order detail answers the buyer's name). */
export const ORDER_SCHEMA = named(
  'Order',
  objectOf({
    _id: text,
    order_ref_id: text,
    buyer: nullableText,
    buyer_name: nullableText,
    buyer_phone: nullableText,
    createdAt: text,
    delivery_address: DELIVERY_ADDRESS_SCHEMA,
    product: arrayOf(ORDER_LINE_SCHEMA),
  }),
);

/** A product named in a notification: a line of an order (status, quantity, the product), or a reviewed product. */
const NOTIFIED_PRODUCT_SCHEMA = {
  ...objectOf(
    {
      _id: text,
      status: text,
      quantity: integer,
      order_ref_id: text,
      data: {
        ...objectOf(
          {
            _id: text,
            // Notifications written by earlier releases name the product in one block.
            name: objectOf({ en: text, ar: text }, []),
            en: { ...freeForm, properties: { name: text } },
            ar: { ...freeForm, properties: { name: text } },
            listing_price: number,
            updatedAt: text,
          },
          [],
        ),
        additionalProperties: true,
      },
    },
    [],
  ),
  additionalProperties: true,
};

/**
 * `object` is what the notification is about, in the shape of its own kind: an order (its id, reference and
 * lines), a review (the new status, the reason of a rejection, a document's type) or a batch of products (how
 * many, up to 20 of their ids, whether it was undone). Every part is optional; kinds may add their own.
 */
const NOTIFICATION_OBJECT_SCHEMA = {
  ...objectOf(
    {
      _id: text,
      order_ref_id: text,
      product: arrayOf(NOTIFIED_PRODUCT_SCHEMA),
      status: text,
      reason: orNull(REVIEW_REASON_SCHEMA),
      type: text,
      batch_id: text,
      count: integer,
      product_ids: arrayOf(text),
      undone: boolean,
    },
    [],
  ),
  additionalProperties: true,
};

export const NOTIFICATION_SCHEMA = named(
  'AppNotification',
  objectOf({
    _id: text,
    object_type: text,
    message: BILINGUAL_SCHEMA,
    read: boolean,
    object: NOTIFICATION_OBJECT_SCHEMA,
    createdAt: text,
  }),
);

export const WALLET_SCHEMA = named('Wallet', objectOf({ net_balance: number, total_balance: number }));

export const TRANSACTION_SCHEMA = named(
  'LedgerEntry',
  objectOf({
    _id: text,
    product: objectOf({ data: orNull(PRODUCT_SCHEMA) }),
    transaction: objectOf({
      transaction_time: text,
      order_ref_id: nullableText,
      type: { type: 'string', enum: ['CR', 'DR'] },
      amount: number,
      balance_after: number,
      // What moved the money when it was not an order line, and that record's reference (WD-…, CP-…).
      kind: { type: ['string', 'null'], enum: [...LEDGER_KINDS, null] },
      reference: nullableText,
    }),
  }),
);

/** The page of a list: how many match in all, which page this is and its size. */
export const PAGE_META_SCHEMA = named(
  'PageMeta',
  objectOf(
    {
      count: integer,
      page: integer,
      limit: integer,
      // A search matching more than SEARCH_COUNT_LIMIT products stops counting there: `count` is then that limit.
      count_is_lower_bound: { type: 'boolean' },
    },
    ['count', 'page', 'limit'],
  ),
);

/** A success: `success: true` and the named parts, all present. */
export const envelope = (properties: Properties): Schema =>
  objectOf({ success: { type: 'boolean', enum: [true] }, ...properties });

/** The `schema.response` of a route: its success shape, and the one error shape for anything else. */
export const responses = (success: Schema, status = 200): Record<string, Schema> => ({
  [status]: success,
  '4xx': ERROR_SCHEMA,
  '5xx': ERROR_SCHEMA,
});

/** Routes answering `{ success: true }` alone. */
export const OK_RESPONSES = responses(envelope({}));

/** Routes that answer no JSON on success (a file, an event stream) still answer their failures in the API's shape. */
export const ERROR_RESPONSES = { '4xx': ERROR_SCHEMA, '5xx': ERROR_SCHEMA };

export const USER_RESPONSES = responses(envelope({ data: USER_SCHEMA }));

/** Log in, sign up, change password: the new token and the user. */
export const SESSION_RESPONSE = envelope({ user: objectOf({ token: text }), data: USER_SCHEMA });

export const SESSION_RESPONSES = responses(SESSION_RESPONSE);
