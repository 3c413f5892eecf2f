import { MAX_HANDLING_DAYS, MAX_PRICE, MAX_QUANTITY } from '../../src/lib/spreadsheet/limits';
import { PRODUCT_ATTRIBUTE, PRODUCT_OFFER } from '../../src/lib/entities/product';
import { PRODUCT_STATUSES, type ProductStatus } from '../../src/lib/productStatus';
import { ID_PATTERN } from '../lib/ids';
import { closedObject } from '../lib/requestSchemas';
import {
  arrayOf,
  BILINGUAL_SCHEMA,
  envelope,
  objectOf,
  PAGE_META_SCHEMA,
  PRODUCT_SCHEMA,
  responses,
} from '../lib/responseSchemas';

/** Photos a product shows at most. */
export const MAX_IMAGES = 8;

/** Rows per page of the product lists when the caller names none (SPEC.md §9: 5, 10 or 15, default 5). */
export const PRODUCT_PAGE_SIZE = 5;

/**
 * The page of a product list: `limit`, or `size` from older clients (SPEC.md §7). Unchecked by a schema, as
 * the lists always accepted any query (listQuery.ts pageOf falls back or clamps).
 */
export type ProductPageQuery = { page?: unknown; limit?: unknown; size?: unknown };

export type ListFilter = {
  status?: ProductStatus | ProductStatus[];
  category?: string;
  is_recommended?: boolean;
  seller_id?: string;
};

export type ListBody = {
  filter?: ListFilter;
  search?: string;
  'or-filter'?: ListFilter[];
  seller_id?: string;
};

const statusSchema = { type: 'string', enum: PRODUCT_STATUSES } as const;

const filterSchema = closedObject({
  status: {
    anyOf: [statusSchema, { type: 'array', items: statusSchema, minItems: 1, maxItems: 6 }],
  },
  category: { type: 'string', maxLength: 64 },
  is_recommended: { type: 'boolean' },
  seller_id: { type: 'string', pattern: ID_PATTERN },
});

export const LIST_BODY = {
  anyOf: [
    { type: 'null' },
    closedObject({
      filter: filterSchema,
      search: { type: 'string', maxLength: 200 },
      'or-filter': { type: 'array', items: filterSchema, maxItems: 10 },
      seller_id: { type: 'string', pattern: ID_PATTERN },
    }),
  ],
} as const;

export type UpdateStatusBody = { ids: string[]; status: ProductStatus };

export const UPDATE_STATUS_BODY = closedObject(
  {
    ids: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      items: { type: 'string', pattern: ID_PATTERN },
    },
    status: statusSchema,
  },
  ['ids', 'status'],
);

/** A language block (or `details`): attribute names to values; name and category have columns of their own. */
export type LangBlock = Record<string, string | number | null>;

export type UpdateProductBody = {
  is_recommended?: boolean;
  sku?: string;
  listing_price?: number;
  stock_quantity?: number;
  handling_time?: number | null;
  en?: LangBlock;
  ar?: LangBlock;
  details?: LangBlock;
  product_images?: { url: string }[];
};

const attributeValue = {
  anyOf: [{ type: 'string', maxLength: PRODUCT_ATTRIBUTE.maxLength }, { type: 'number' }, { type: 'null' }],
} as const;
const blockSchema = { type: 'object', maxProperties: 60, additionalProperties: attributeValue } as const;

export const UPDATE_PRODUCT_BODY = {
  ...closedObject({
    is_recommended: { type: 'boolean' },
    sku: { type: 'string', minLength: 1, maxLength: PRODUCT_OFFER.sku.maxLength, pattern: '\\S' },
    listing_price: { type: 'number', minimum: 0, maximum: MAX_PRICE },
    stock_quantity: { type: 'integer', minimum: 0, maximum: MAX_QUANTITY },
    handling_time: { anyOf: [{ type: 'integer', minimum: 0, maximum: MAX_HANDLING_DAYS }, { type: 'null' }] },
    en: blockSchema,
    ar: blockSchema,
    details: blockSchema,
    product_images: {
      type: 'array',
      maxItems: MAX_IMAGES,
      items: closedObject({ url: { type: 'string', minLength: 1, maxLength: 200_000 } }, ['url']),
    },
  }),
  // A change names at least one field.
  minProperties: 1,
} as const;

const PRODUCTS = arrayOf(PRODUCT_SCHEMA);

/** POST /products: `data` and `metadata` (SPEC.md §7). */
export const PRODUCT_LIST_RESPONSES = responses(envelope({ data: PRODUCTS, metadata: PAGE_META_SCHEMA }));

/** POST /products/seller: `items` and `meta`. */
export const SELLER_PRODUCTS_RESPONSES = responses(envelope({ items: PRODUCTS, meta: PAGE_META_SCHEMA }));

export const STATUS_UPDATE_RESPONSES = responses(
  envelope({ data: objectOf({ products: PRODUCTS, msg: BILINGUAL_SCHEMA }) }),
);

export const PRODUCT_RESPONSES = responses(envelope({ data: PRODUCT_SCHEMA }));

/** A change answers the product as `data` and as `product`, the name SPEC.md §7 gives the upload's answer. */
export const CHANGED_PRODUCT_RESPONSES = responses(
  envelope({ data: PRODUCT_SCHEMA, product: PRODUCT_SCHEMA }),
);
