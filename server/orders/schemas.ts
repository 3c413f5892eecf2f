import { ORDER_DUE, ORDER_SORTS, type OrderDue, type OrderSort } from '../../src/lib/orderList';
import { ORDER_REASON_CODES, REASON_TEXT_LIMIT, type OrderReasonCode } from '../../src/lib/orderReasons';
import { ACTOR_TARGETS, ORDER_STATUSES, type OrderStatus } from '../../src/lib/orderStatus';
import { named } from '../lib/apiComponents';
import { ID_PATTERN, keyParamsSchema } from '../lib/ids';
import { DAY_PARAMETER, pageQueryProperties, type PageQuery } from '../lib/listQuery';
import { closedObject } from '../lib/requestSchemas';
import {
  arrayOf,
  BILINGUAL_SCHEMA,
  boolean,
  DELIVERY_ADDRESS_SCHEMA,
  envelope,
  integer,
  nullableText,
  number,
  objectOf,
  orNull,
  ORDER_LINE_SCHEMA,
  ORDER_SCHEMA,
  PAGE_META_SCHEMA,
  responses,
  text,
} from '../lib/responseSchemas';

/** The tabs of the orders screen: every line, or the lines in one status. */
const LIST_STATUSES = ['all', ...ORDER_STATUSES] as const;

const LINE_STATUS_SCHEMA = { type: 'string', enum: ORDER_STATUSES } as const;

export type OrderListQuery = PageQuery & {
  status?: (typeof LIST_STATUSES)[number];
  sort?: OrderSort;
  due?: OrderDue;
  from?: string;
  to?: string;
  seller?: string;
};

/**
 * The seller's orders list: the status tab, a search (product name, order reference or id, buyer name, buyer
 * phone in any digits, e-mail), order days, the due lines and the order; `from`/`to` are checked against the
 * calendar by the list itself, so a wrong day is named in both languages.
 */
const ORDER_LIST_PROPERTIES = {
  ...pageQueryProperties,
  status: { type: 'string', enum: LIST_STATUSES },
  sort: { type: 'string', enum: [...ORDER_SORTS] },
  due: { type: 'string', enum: [...ORDER_DUE] },
  from: DAY_PARAMETER,
  to: DAY_PARAMETER,
} as const;

export const ORDER_LIST_QUERY = closedObject(ORDER_LIST_PROPERTIES);

/** The admins' list: the same, and a seller by id, reference id, name or business name. */
export const ADMIN_ORDER_LIST_QUERY = closedObject({
  ...ORDER_LIST_PROPERTIES,
  seller: { type: 'string', maxLength: 120 },
});

/** The order is named by its id or its reference; the line by its product. */
export type OrderParams = { orderId: string };

export const ORDER_PARAMS = keyParamsSchema('orderId');

/** Why a line is rejected or canceled: a code of src/lib/orderReasons.ts and, for "other", the seller's words. */
export type ReasonBody = { code: OrderReasonCode; text?: string | null };

export type StatusChangeBody = {
  status: OrderStatus;
  product_id: string;
  order_ref_id?: string;
  /** Required when the new status needs one (statusNeedsReason); checked by the status change, not here. */
  reason?: ReasonBody;
};

/** The line a call is about: its product in the order of the path, the reference optionally repeated. */
const LINE_PROPERTIES = {
  product_id: { type: 'string', minLength: 1, maxLength: 64 },
  order_ref_id: { type: 'string', maxLength: 64 },
} as const;

const REASON_SCHEMA = closedObject(
  {
    code: { type: 'string', enum: [...ORDER_REASON_CODES] },
    text: { type: ['string', 'null'], maxLength: REASON_TEXT_LIMIT },
  },
  ['code'],
);

const statusChangeBody = (statuses: readonly OrderStatus[]) =>
  closedObject(
    { status: { type: 'string', enum: [...statuses] }, ...LINE_PROPERTIES, reason: REASON_SCHEMA },
    ['status', 'product_id'],
  );

/** update-status: any status; who may set which is checked against the transition table. */
export const STATUS_CHANGE_BODY = statusChangeBody(ORDER_STATUSES);

/** delivery-status: only what logistics reports. */
export const DELIVERY_STATUS_BODY = statusChangeBody(ACTOR_TARGETS.logistics);

/**
 * A page's meta, with the lines in each status tab for the same search and filters (each counted up to the
 * count limit, like the page's own count); null when the search matches too many lines to count them all.
 */
const ORDER_PAGE_META_SCHEMA = named(
  'OrderPageMeta',
  objectOf(
    {
      count: integer,
      page: integer,
      limit: integer,
      count_is_lower_bound: boolean,
      status_counts: orNull(objectOf(Object.fromEntries(LIST_STATUSES.map((status) => [status, integer])))),
      // Counts stop one past this number: a count above it reads "at least" (1,000+).
      count_limit: integer,
    },
    ['count', 'page', 'limit', 'status_counts', 'count_limit'],
  ),
);

/** A seller's page of orders: `data` is the list. */
export const SELLER_ORDERS_RESPONSES = responses(
  envelope({ data: arrayOf(ORDER_SCHEMA), meta: ORDER_PAGE_META_SCHEMA }),
);

/** Sourcing's page of orders: `data.orders` (docs/api.md). */
export const SOURCING_ORDERS_RESPONSES = responses(
  envelope({ data: objectOf({ orders: arrayOf(ORDER_SCHEMA) }), meta: ORDER_PAGE_META_SCHEMA }),
);

/**
 * A status change answers the line as now stored, a message to show, and until when the caller may undo it
 * (null for a change that cannot be undone: anything but a confirm or a ship, or undo turned off).
 */
export const STATUS_CHANGE_RESPONSES = responses(
  envelope({ data: ORDER_LINE_SCHEMA, message: BILINGUAL_SCHEMA, undo: orNull(objectOf({ until: text })) }),
);

/** The undo names the line as the status routes do; which change it takes back is the line's last. */
export type UndoBody = { product_id: string; order_ref_id?: string };

export const UNDO_BODY = closedObject(LINE_PROPERTIES, ['product_id']);

/** An undo answers the line as the lists show it, back in its earlier status. */
export const UNDO_RESPONSES = responses(envelope({ data: ORDER_LINE_SCHEMA, message: BILINGUAL_SCHEMA }));

/**
 * One change of a line in an order's timeline. `from` null is the line's creation (the buyer placed the order);
 * an undone change stays in the timeline with `undone: true`, and its undo is not a move of its own: the
 * line's status is then the undone change's `from`.
 */
const TIMELINE_ENTRY_SCHEMA = named(
  'TimelineEntry',
  objectOf({
    line_id: text,
    product_id: text,
    product_name: BILINGUAL_SCHEMA,
    at: text,
    actor: orNull(objectOf({ _id: text, name: text })),
    from: orNull(LINE_STATUS_SCHEMA),
    to: LINE_STATUS_SCHEMA,
    reason: orNull(objectOf({ code: text, label: BILINGUAL_SCHEMA, text: nullableText })),
    undone: boolean,
  }),
);

/** GET /orders/:orderId: the order with the lines the caller may see, their total (LE) and their history. */
export const ORDER_DETAIL_RESPONSES = responses(
  envelope({
    data: named(
      'OrderDetail',
      objectOf({
        _id: text,
        order_ref_id: text,
        createdAt: text,
        buyer: orNull(objectOf({ _id: text, name: text, phone_number: text })),
        delivery_address: DELIVERY_ADDRESS_SCHEMA,
        product: arrayOf(ORDER_LINE_SCHEMA),
        total: { type: 'number' },
        timeline: arrayOf(TIMELINE_ENTRY_SCHEMA),
      }),
    ),
  }),
);

export type CancellationListQuery = PageQuery & { seller_id?: string; from?: string; to?: string };
/** A seller's cancelled and rejected lines (an admin: everyone's or one seller's), newest first. */
export const CANCELLATION_LIST_QUERY = closedObject({
  ...pageQueryProperties,
  seller_id: { type: 'string', pattern: ID_PATTERN },
  from: DAY_PARAMETER,
  to: DAY_PARAMETER,
});

const CANCELLED_PRODUCT_SCHEMA = objectOf({ _id: text, sku: text, name: BILINGUAL_SCHEMA });
const CANCELLED_SELLER_SCHEMA = objectOf({ _id: text, name: text, business_name: BILINGUAL_SCHEMA }, [
  '_id',
  'name',
]);

export const CANCELLATION_SCHEMA = named(
  'Cancellation',
  objectOf(
    {
      _id: text,
      order_id: text,
      order_ref_id: text,
      product: CANCELLED_PRODUCT_SCHEMA,
      seller: CANCELLED_SELLER_SCHEMA,
      status: { type: 'string', enum: ['canceled', 'rejected'] },
      quantity: integer,
      unit_price: number,
      amount: number,
      // Pounds of pending money the change took out of the seller's total balance (0: it was never pending).
      released_amount: number,
      // Who made the change: the seller, an admin (sourcing), or null when the record of it is gone.
      by: orNull(objectOf({ role: { type: 'string', enum: ['seller', 'admin'] }, name: nullableText })),
      reason: orNull(objectOf({ code: text, text: nullableText }, ['code'])),
      at: text,
    },
    [
      '_id',
      'order_id',
      'order_ref_id',
      'product',
      'seller',
      'status',
      'quantity',
      'unit_price',
      'amount',
      'released_amount',
      'by',
      'reason',
      'at',
    ],
  ),
);

export const CANCELLATION_LIST_RESPONSES = responses(
  envelope({ items: arrayOf(CANCELLATION_SCHEMA), meta: PAGE_META_SCHEMA }),
);

export const BULK_ACTIONS = ['confirm', 'ship', 'cancel'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** A line named by its order (id or reference) and its product, as the single changes name it. */
export type LineRef = { order_id: string; product_id: string };

/** What a bulk action is over: the lines picked, or every line a list's filter names. */
export type BulkSelection = {
  action: BulkAction;
  lines?: LineRef[];
  filter?: {
    status?: OrderStatus | 'all';
    search?: string;
    due?: OrderDue;
    from?: string;
    to?: string;
    seller?: string;
  };
  reason?: ReasonBody;
};

/** A line of a bulk action, named as the single changes name it: its order (id or reference) and its product. */
const LINE_REF_SCHEMA = closedObject(
  {
    order_id: { type: 'string', minLength: 1, maxLength: 64 },
    product_id: { type: 'string', minLength: 1, maxLength: 64 },
  },
  ['order_id', 'product_id'],
);

/** Past any configured limit: the body is refused before a line is read (the limit itself is checked after). */
const LINES_CEILING = 10_000;

const BULK_SELECTION_PROPERTIES = {
  action: { type: 'string', enum: [...BULK_ACTIONS] },
  lines: { type: 'array', items: LINE_REF_SCHEMA, maxItems: LINES_CEILING },
  // Every line the list names: its tab, search and filters (the admins' seller too), as the list reads them.
  filter: closedObject({
    status: ORDER_LIST_PROPERTIES.status,
    search: ORDER_LIST_PROPERTIES.search,
    due: ORDER_LIST_PROPERTIES.due,
    from: DAY_PARAMETER,
    to: DAY_PARAMETER,
    seller: { type: 'string', maxLength: 120 },
  }),
  reason: REASON_SCHEMA,
} as const;

/** An export names the lines as the list does, and the language of its headings and values. */
export type ExportOrdersBody = Omit<OrderListQuery, 'page' | 'limit'> & { lang: 'ar' | 'en' };
export const EXPORT_ORDERS_BODY = closedObject(
  {
    lang: { type: 'string', enum: ['ar', 'en'] },
    status: ORDER_LIST_PROPERTIES.status,
    search: ORDER_LIST_PROPERTIES.search,
    sort: ORDER_LIST_PROPERTIES.sort,
    due: ORDER_LIST_PROPERTIES.due,
    from: DAY_PARAMETER,
    to: DAY_PARAMETER,
    seller: { type: 'string', maxLength: 120 },
  },
  ['lang'],
);

export type BulkPreviewBody = BulkSelection;
export const BULK_PREVIEW_BODY = closedObject(BULK_SELECTION_PROPERTIES, ['action']);

export type BulkApplyBody = BulkSelection & { preview: string };
export const BULK_APPLY_BODY = closedObject(
  { ...BULK_SELECTION_PROPERTIES, preview: { type: 'string', minLength: 1, maxLength: 100 } },
  ['action', 'preview'],
);

export type BulkUndoBody = { batch: string; lines: LineRef[] };
export const BULK_UNDO_BODY = closedObject(
  {
    batch: { type: 'string', pattern: ID_PATTERN },
    lines: { type: 'array', items: LINE_REF_SCHEMA, minItems: 1, maxItems: LINES_CEILING },
  },
  ['batch', 'lines'],
);

const BULK_LINE_PROPERTIES = {
  order_id: text,
  order_ref_id: text,
  product_id: text,
  product_name: BILINGUAL_SCHEMA,
  status: LINE_STATUS_SCHEMA,
};

/** What a bulk action would do: how many lines change and how many are left out, the first of each, and why. */
export const BULK_PREVIEW_RESPONSES = responses(
  envelope({
    data: named(
      'OrderBulkPreview',
      objectOf({
        action: { type: 'string', enum: [...BULK_ACTIONS] },
        to: LINE_STATUS_SCHEMA,
        changing_count: integer,
        skipped_count: integer,
        changing: arrayOf(objectOf(BULK_LINE_PROPERTIES)),
        skipped: arrayOf(objectOf({ ...BULK_LINE_PROPERTIES, reason: BILINGUAL_SCHEMA })),
        preview: text,
      }),
    ),
  }),
);

export const BULK_APPLY_RESPONSES = responses(
  envelope({
    message: BILINGUAL_SCHEMA,
    data: named(
      'OrderBulkResult',
      objectOf({
        batch: text,
        to: LINE_STATUS_SCHEMA,
        changed_count: integer,
        lines: arrayOf(objectOf({ order_id: text, product_id: text })),
        undo: orNull(objectOf({ until: text })),
      }),
    ),
  }),
);

export const BULK_UNDO_RESPONSES = responses(
  envelope({
    message: BILINGUAL_SCHEMA,
    data: objectOf({ undone_count: integer, skipped_count: integer, lines: arrayOf(ORDER_LINE_SCHEMA) }),
  }),
);

/** The admins' operations desk; the line counts stop one past `count_limit` (read "1,000+"). */
export const OPERATIONS_RESPONSES = responses(
  envelope({
    data: named(
      'OperationsDesk',
      objectOf({
        today: text,
        orders_today: integer,
        sales_today: number,
        overdue_lines: integer,
        due_today_lines: integer,
        new_sellers_week: integer,
        count_limit: integer,
      }),
    ),
  }),
);
