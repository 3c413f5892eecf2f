import type { ApiBodies } from '../../src/lib/api.generated';
import { jsonSchemaOfField } from '../../src/lib/entities/jsonSchema';
import {
  LOW_STOCK,
  OFFER_NUMBER_KEYS,
  PRODUCT_ATTRIBUTE,
  PRODUCT_OFFER,
  PRODUCT_SORTS,
  STOCK_LEVELS,
  type OfferNumberKey,
  type ProductSort,
  type StockLevel,
} from '../../src/lib/entities/product';
import { listQueryProperties } from '../../src/lib/entities/listQuery';
import { PRODUCT_STATUSES, type ProductStatus } from '../../src/lib/productStatus';
import { ID_PATTERN, idParamsOf, keyParamsSchema } from '../lib/ids';
import { reviewReasonSchema } from '../lib/reviews';
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

/** Rows per page of the product lists when the caller names none (docs/screens.md: 5, 10 or 15, default 5). */
export const PRODUCT_PAGE_SIZE = 5;

/** The page of a product list: `limit`, or `size` from older clients. */
export type ProductPageQuery = { page?: string; limit?: string; size?: string };

/** A page size as these lists always took it: any whole number, brought between 1 and the largest page by pageOf. */
const LENIENT_SIZE = { type: 'string', pattern: '^[0-9]{1,9}$' } as const;

/**
 * The page of a product list, in the query: a page that is not a whole number in its range (`page=1e20`) is a
 * 400 naming it, not silently the first page; a size that is not a whole number (`size=abc`) likewise, while a
 * whole one out of range is brought within it, as these lists always did. `size` is an older name of `limit`.
 */
export const PRODUCT_PAGE_QUERY = closedObject({
  page: listQueryProperties.page,
  limit: LENIENT_SIZE,
  size: LENIENT_SIZE,
});

export type ListFilter = {
  status?: ProductStatus | ProductStatus[];
  category?: string;
  is_recommended?: boolean;
  seller_id?: string;
  /** A seller named as an admin types it: their name, business name, reference id or id (admins only). */
  seller?: string;
  /** Out of stock, low (at most the product's threshold) or in stock. */
  stock?: StockLevel;
  /** Prices from and to, in pounds, both included. */
  price_min?: number;
  price_max?: number;
};

export type ListBody = {
  filter?: ListFilter;
  search?: string;
  'or-filter'?: ListFilter[];
  seller_id?: string;
  sort?: ProductSort;
};

const statusSchema = { type: 'string', enum: PRODUCT_STATUSES } as const;

const filterSchema = closedObject({
  status: {
    anyOf: [statusSchema, { type: 'array', items: statusSchema, minItems: 1, maxItems: 6 }],
  },
  category: { type: 'string', maxLength: 64 },
  is_recommended: { type: 'boolean' },
  seller_id: { type: 'string', pattern: ID_PATTERN },
  seller: { type: 'string', maxLength: 160 },
  stock: { type: 'string', enum: STOCK_LEVELS },
  price_min: { type: 'number', minimum: 0, maximum: PRODUCT_OFFER.listing_price.maximum },
  price_max: { type: 'number', minimum: 0, maximum: PRODUCT_OFFER.listing_price.maximum },
});

const SELECTION_PROPERTIES = {
  filter: filterSchema,
  search: { type: 'string', maxLength: 200 },
  'or-filter': { type: 'array', items: filterSchema, maxItems: 10 },
} as const;

export const LIST_BODY = {
  anyOf: [
    { type: 'null' },
    closedObject({
      ...SELECTION_PROPERTIES,
      seller_id: { type: 'string', pattern: ID_PATTERN },
      sort: { type: 'string', enum: PRODUCT_SORTS },
    }),
  ],
} as const;

export type ReasonBody = { code: string; text?: string };

export type UpdateStatusBody = { ids: string[]; status: ProductStatus; reason?: ReasonBody };

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
    reason: reviewReasonSchema('product'),
  },
  ['ids', 'status'],
);

/** The products a bulk change selects: the admin list's filter and search, over every page. */
export type ProductSelection = Pick<ListBody, 'filter' | 'search' | 'or-filter'>;

const SELECTION_SCHEMA = closedObject(SELECTION_PROPERTIES);

export type BulkPreviewBody = { selection: ProductSelection; status: ProductStatus };

export const BULK_PREVIEW_BODY = closedObject({ selection: SELECTION_SCHEMA, status: statusSchema }, [
  'selection',
  'status',
]);

export type BulkStatusBody = BulkPreviewBody & {
  reason?: ReasonBody;
  /** How many products the preview the admin confirmed counted: a different count now is refused (409). */
  expected?: number;
};

export const BULK_STATUS_BODY = closedObject(
  {
    selection: SELECTION_SCHEMA,
    status: statusSchema,
    reason: reviewReasonSchema('product'),
    expected: { type: 'integer', minimum: 0 },
  },
  ['selection', 'status'],
);

export type BatchParams = { batchId: string };

export const BATCH_PARAMS = idParamsOf('batchId');

/** A product named by its id; anything else is looked up and answers 404, as a missing product. */
export const PRODUCT_ID_PARAMS = keyParamsSchema('id');

/** A language block (or `details`): attribute names to values; name and category have columns of their own. */
export type LangBlock = Record<string, string | number | null>;

/** What UPDATE_PRODUCT_BODY lets through (its type as the API's contract publishes it). */
export type UpdateProductBody = ApiBodies['PUT /products/{id}/update-product'];

const attributeValue = {
  anyOf: [{ type: 'string', maxLength: PRODUCT_ATTRIBUTE.maxLength }, { type: 'number' }, { type: 'null' }],
} as const;
const blockSchema = { type: 'object', maxProperties: 60, additionalProperties: attributeValue } as const;

export const UPDATE_PRODUCT_BODY = {
  ...closedObject({
    is_recommended: { type: 'boolean' },
    // Accepted only unchanged: spreadsheet updates find the product by it (update.ts).
    sku: { type: 'string', minLength: 1, maxLength: PRODUCT_OFFER.sku.maxLength, pattern: '\\S' },
    // The offer's rules as declared once (src/lib/entities/product.ts): what the import refuses is refused here.
    ...Object.fromEntries(OFFER_NUMBER_KEYS.map((key) => [key, jsonSchemaOfField(PRODUCT_OFFER[key])])),
    // The product's own low-stock threshold; null follows the seller's default again.
    low_stock_threshold: { anyOf: [jsonSchemaOfField(LOW_STOCK.threshold), { type: 'null' }] },
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

/** What CREATE_PRODUCT_BODY lets through. */
export type CreateProductBody = ApiBodies['POST /products/create-product'];

/**
 * One new product: its category, the offer's numbers by the offer's rule (the required ones required), the
 * language blocks and attributes, photo links, and a SKU (assigned when left out).
 */
export const CREATE_PRODUCT_BODY = closedObject(
  {
    category: { type: 'string', minLength: 1, maxLength: 64 },
    sku: { type: 'string', maxLength: PRODUCT_OFFER.sku.maxLength },
    ...(Object.fromEntries(
      OFFER_NUMBER_KEYS.map((key) => [key, jsonSchemaOfField(PRODUCT_OFFER[key])]),
    ) as Record<OfferNumberKey, ReturnType<typeof jsonSchemaOfField>>),
    en: blockSchema,
    ar: blockSchema,
    details: blockSchema,
    product_images: UPDATE_PRODUCT_BODY.properties.product_images,
    low_stock_threshold: UPDATE_PRODUCT_BODY.properties.low_stock_threshold,
  },
  ['category', ...OFFER_NUMBER_KEYS.filter((key) => PRODUCT_OFFER[key].required)],
);

/** What EXPORT_PRODUCTS_BODY lets through. */
export type ExportProductsBody = ApiBodies['POST /products/export'];

/**
 * The inventory to download as a template: the category (a template's columns are its fields), the template's
 * language, and the list's own filters and order (status tab, search, stock level, price range; an admin may name
 * the seller).
 */
export const EXPORT_PRODUCTS_BODY = closedObject(
  {
    lang: { type: 'string', enum: ['ar', 'en', 'both'] },
    category: { type: 'string', minLength: 1, maxLength: 64 },
    status: filterSchema.properties.status,
    search: SELECTION_PROPERTIES.search,
    stock: filterSchema.properties.stock,
    price_min: filterSchema.properties.price_min,
    price_max: filterSchema.properties.price_max,
    // The rows in the list's order.
    sort: { type: 'string', enum: PRODUCT_SORTS },
    seller_id: { type: 'string', pattern: ID_PATTERN },
  },
  ['lang', 'category'],
);

/** A change of price or stock over many products (bulkOffer.ts): picked ids or every product a selection names. */
export type OfferChangeBody = ApiBodies['POST /products/bulk-offer/preview'];
export type OfferChangeApplyBody = ApiBodies['POST /products/bulk-offer'];

const OFFER_CHANGE_SCHEMA = {
  oneOf: [
    closedObject({ kind: { const: 'setPrice' }, value: jsonSchemaOfField(PRODUCT_OFFER.listing_price) }, ['kind', 'value']), // prettier-ignore
    // A percentage of the price (-10 lowers it by a tenth), in hundredths at most, never to nothing or beyond.
    closedObject({ kind: { const: 'changePercent' }, value: { type: 'number', minimum: -99.99, maximum: 1000, maxDecimals: 2 } }, ['kind', 'value']), // prettier-ignore
    closedObject({ kind: { const: 'changeAmount' }, value: { type: 'number', minimum: -PRODUCT_OFFER.listing_price.maximum, maximum: PRODUCT_OFFER.listing_price.maximum, maxDecimals: 2 } }, ['kind', 'value']), // prettier-ignore
    closedObject({ kind: { const: 'setStock' }, value: jsonSchemaOfField(PRODUCT_OFFER.stock_quantity) }, ['kind', 'value']), // prettier-ignore
  ],
} as const;

const OFFER_CHANGE_PROPERTIES = {
  /** Products picked on the page; without them, every product the selection names. */
  ids: { type: 'array', items: { type: 'string', pattern: ID_PATTERN }, minItems: 1, maxItems: 500 },
  selection: SELECTION_SCHEMA,
  change: OFFER_CHANGE_SCHEMA,
} as const;

export const OFFER_CHANGE_BODY = closedObject(OFFER_CHANGE_PROPERTIES, ['change']);

export const OFFER_CHANGE_APPLY_BODY = closedObject(
  { ...OFFER_CHANGE_PROPERTIES, expected: { type: 'integer', minimum: 0 } },
  ['change'],
);

const LISTED_OFFER = objectOf({
  _id: { type: 'string' },
  sku: { type: 'string' },
  name: BILINGUAL_SCHEMA,
  price: { type: 'number' },
  stock: { type: 'integer' },
  new_price: { type: 'number' },
  new_stock: { type: 'integer' },
});

export const OFFER_PREVIEW_RESPONSES = responses(
  envelope({
    data: objectOf({
      matching: { type: 'integer' },
      changing: { type: 'integer' },
      refused: { type: 'integer' },
      unchanged: { type: 'integer' },
      changes: arrayOf(LISTED_OFFER),
      refusals: arrayOf(LISTED_OFFER),
    }),
  }),
);

export const OFFER_CHANGE_RESPONSES = responses(
  envelope({
    data: objectOf({
      batch_id: { type: 'string' },
      changed: { type: 'integer' },
      refused: { type: 'integer' },
      undo_until: { type: ['string', 'null'] },
    }),
  }),
);

export const OFFER_UNDO_RESPONSES = responses(
  envelope({ data: objectOf({ restored: { type: 'integer' }, skipped: { type: 'integer' } }) }),
);

const PRODUCTS = arrayOf(PRODUCT_SCHEMA);

/** What LOW_STOCK_DEFAULT_BODY lets through. */
export type LowStockDefaultBody = ApiBodies['PUT /products/low-stock-default'];

/** The seller's default low-stock threshold, for every product without its own. */
export const LOW_STOCK_DEFAULT_BODY = closedObject({ threshold: jsonSchemaOfField(LOW_STOCK.threshold) }, [
  'threshold',
]);

export const LOW_STOCK_DEFAULT_RESPONSES = responses(
  envelope({ data: objectOf({ threshold: { type: 'integer' } }) }),
);

/** POST /products: `data` and `metadata` (docs/api.md). */
export const PRODUCT_LIST_RESPONSES = responses(envelope({ data: PRODUCTS, metadata: PAGE_META_SCHEMA }));

/** POST /products/seller: `items` and `meta`. */
export const SELLER_PRODUCTS_RESPONSES = responses(envelope({ items: PRODUCTS, meta: PAGE_META_SCHEMA }));

const COUNT_BY_STATUS = objectOf(
  Object.fromEntries(PRODUCT_STATUSES.map((status) => [status, { type: 'integer' }])),
  [...PRODUCT_STATUSES],
);

/** A status change that may be undone names its batch and until when (null: no undo). */
const UNDOABLE = { batch_id: { type: 'string' }, undo_until: { type: ['string', 'null'] } } as const;

export const STATUS_UPDATE_RESPONSES = responses(
  envelope({
    data: objectOf({ products: PRODUCTS, msg: BILINGUAL_SCHEMA, changed: { type: 'integer' }, ...UNDOABLE }),
  }),
);

/** What a bulk change would do: how many match, by current status, and how many matter to buyers. */
export const BULK_PREVIEW_RESPONSES = responses(
  envelope({
    data: objectOf({
      matching: { type: 'integer' },
      changing: { type: 'integer' },
      by_status: COUNT_BY_STATUS,
      recommended: { type: 'integer' },
      in_open_orders: { type: 'integer' },
      limit: { type: 'integer' },
    }),
  }),
);

export const BULK_STATUS_RESPONSES = responses(
  envelope({
    data: objectOf({
      changed: { type: 'integer' },
      by_status: COUNT_BY_STATUS,
      msg: BILINGUAL_SCHEMA,
      ...UNDOABLE,
    }),
  }),
);

export const BULK_UNDO_RESPONSES = responses(
  envelope({
    data: objectOf({ restored: { type: 'integer' }, skipped: { type: 'integer' }, msg: BILINGUAL_SCHEMA }),
  }),
);

export const PRODUCT_RESPONSES = responses(envelope({ data: PRODUCT_SCHEMA }));

/** A change answers the product as `data` and as `product`, the name the upload's answer has always used (docs/api.md). */
export const CHANGED_PRODUCT_RESPONSES = responses(
  envelope({ data: PRODUCT_SCHEMA, product: PRODUCT_SCHEMA }),
);

export const CREATED_PRODUCT_RESPONSES = responses(
  envelope({ data: PRODUCT_SCHEMA, product: PRODUCT_SCHEMA }),
  201,
);
