import type { Order, OrderLine } from '../../api/types';
import type { Language } from '../../i18n';
import { normalizeForSearch } from '../../lib/arabicSearch';
import { ORDER_STATUSES, type OrderStatus } from '../../lib/orderStatus';

/** One row of the orders screen: a line, with the order it belongs to. */
export interface OrderLineRow {
  orderId: string;
  line: OrderLine;
}

export type OrdersFilter = 'all' | OrderStatus;

export const ORDERS_FILTERS: readonly OrdersFilter[] = ['all', ...ORDER_STATUSES];

export const flattenOrders = (orders: readonly Order[]): OrderLineRow[] =>
  orders.flatMap((order) =>
    order.product.map((line) => ({
      orderId: order._id,
      line: { ...line, order_ref_id: line.order_ref_id || order.order_ref_id },
    })),
  );

export const lineProductName = (line: OrderLine, language: Language): string =>
  line.data[language]?.name ?? line.data.en?.name ?? line.data.sku ?? '';

/** Status tab, then a search in both product names, the order reference and the order id. */
export function filterOrderRows(
  rows: readonly OrderLineRow[],
  filter: OrdersFilter,
  query: string,
): OrderLineRow[] {
  const needle = normalizeForSearch(query);
  return rows.filter(({ orderId, line }) => {
    if (filter !== 'all' && line.status !== filter) return false;
    if (!needle) return true;
    return [line.data.en?.name, line.data.ar?.name, line.order_ref_id, orderId].some(
      (value) => typeof value === 'string' && normalizeForSearch(value).includes(needle),
    );
  });
}
