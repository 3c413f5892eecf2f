import { ACTOR_TARGETS, ORDER_STATUSES, type OrderStatus } from '../../src/lib/orderStatus';
import { keyParamsSchema } from '../lib/ids';
import { pageQueryProperties, type PageQuery } from '../lib/listQuery';
import { closedObject } from '../lib/requestSchemas';
import {
  arrayOf,
  BILINGUAL_SCHEMA,
  envelope,
  objectOf,
  ORDER_LINE_SCHEMA,
  ORDER_SCHEMA,
  PAGE_META_SCHEMA,
  responses,
} from '../lib/responseSchemas';

/** The tabs of the orders screen: every line, or the lines in one status. */
const LIST_STATUSES = ['all', ...ORDER_STATUSES] as const;

export type OrderListQuery = PageQuery & { status?: (typeof LIST_STATUSES)[number] };

export const ORDER_LIST_QUERY = closedObject({
  ...pageQueryProperties,
  status: { type: 'string', enum: LIST_STATUSES },
});

/** The order is named by its id or its reference; the line by its product. */
export type OrderParams = { orderId: string };

export const ORDER_PARAMS = keyParamsSchema('orderId');

export type StatusChangeBody = { status: OrderStatus; product_id: string; order_ref_id?: string };

const statusChangeBody = (statuses: readonly OrderStatus[]) =>
  closedObject(
    {
      status: { type: 'string', enum: [...statuses] },
      product_id: { type: 'string', minLength: 1, maxLength: 64 },
      order_ref_id: { type: 'string', maxLength: 64 },
    },
    ['status', 'product_id'],
  );

/** update-status: any status; who may set which is checked against the transition table. */
export const STATUS_CHANGE_BODY = statusChangeBody(ORDER_STATUSES);

/** delivery-status: only what logistics reports. */
export const DELIVERY_STATUS_BODY = statusChangeBody(ACTOR_TARGETS.logistics);

/** A seller's page of orders: `data` is the list. */
export const SELLER_ORDERS_RESPONSES = responses(
  envelope({ data: arrayOf(ORDER_SCHEMA), meta: PAGE_META_SCHEMA }),
);

/** Sourcing's page of orders: `data.orders` (SPEC.md §7). */
export const SOURCING_ORDERS_RESPONSES = responses(
  envelope({ data: objectOf({ orders: arrayOf(ORDER_SCHEMA) }), meta: PAGE_META_SCHEMA }),
);

/** A status change answers the line as now stored and a message to show. */
export const STATUS_CHANGE_RESPONSES = responses(
  envelope({ data: ORDER_LINE_SCHEMA, message: BILINGUAL_SCHEMA }),
);
