import type { Order, OrderLine } from '../../api/types';
import type { Language } from '../../i18n';
import { ORDER_STATUSES, type OrderStatus } from '../../lib/orderStatus';
import { lineKey } from './ordersSlice';

/** One row of the orders screen: a line, with the order it belongs to and its buyer. */
export interface OrderLineRow {
  orderId: string;
  line: OrderLine;
  order: Pick<Order, 'createdAt' | 'buyer_name' | 'buyer_phone'>;
}

export type OrdersFilter = 'all' | OrderStatus;

export const ORDERS_FILTERS: readonly OrdersFilter[] = ['all', ...ORDER_STATUSES];

/** The rows of one page: every line of its orders, in the page's own order (see OrdersState.lineOrder). */
export function pageRows(orders: readonly Order[], lineOrder: readonly string[]): OrderLineRow[] {
  const position = new Map(lineOrder.map((key, index) => [key, index]));
  const at = (row: OrderLineRow) => position.get(lineKey(row.orderId, row.line._id)) ?? lineOrder.length;
  return orders
    .flatMap((order) =>
      order.product.map((line) => ({
        orderId: order._id,
        line: { ...line, order_ref_id: line.order_ref_id || order.order_ref_id },
        order: { createdAt: order.createdAt, buyer_name: order.buyer_name, buyer_phone: order.buyer_phone },
      })),
    )
    .sort((a, b) => at(a) - at(b));
}

export const lineProductName = (line: OrderLine, language: Language): string =>
  line.data[language]?.name ?? line.data.en?.name ?? line.data.sku ?? '';
