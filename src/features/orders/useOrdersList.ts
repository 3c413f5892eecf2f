import { useMemo } from 'react';
import type { OrderListQuery } from '../../api/orders';
import type { Order } from '../../api/types';
import { useAppSelector } from '../../common/hooks';
import { useServerList, type ServerListDefinition } from '../../common/list/useServerList';
import type { RootState } from '../../common/hooks';
import type { ListQuery } from '../../components/table/listQuery';
import { isCalendarDay } from '../../lib/documentFileName';
import { dayRangeReversed, isOrderDue, isOrderSort } from '../../lib/orderList';
import { ORDERS_FILTERS, pageRows, type OrdersFilter } from './orderRows';
import { fetchOrders, type OrdersAudience } from './ordersSlice';

const SEARCH_DEBOUNCE_MS = 300;
const NONE: Order[] = [];

/** The seller's list's own filters, kept in the address: order days, the due lines and the order. */
export const SELLER_ORDER_FILTERS = ['from', 'to', 'due', 'order'] as const;

/** The admins' list's: a seller (name, business name, reference id or id) too. */
export const ADMIN_ORDER_FILTERS = ['seller', ...SELLER_ORDER_FILTERS] as const;

export type OrderFilterName = (typeof ADMIN_ORDER_FILTERS)[number];

/** A day range whose end is before its start: flagged under the fields, and not sent until it is fixed. */
export const orderDaysReversed = (filters: Record<string, string>): boolean =>
  dayRangeReversed(filters.from, filters.to);

/**
 * The lines a list query names over every page: its tab, search and filters. The same selection loads a page
 * and, for a bulk action or an export, names every line matching it.
 */
export const orderSelection = (
  query: Pick<ListQuery<OrdersFilter>, 'tab' | 'search' | 'filters'>,
): Omit<OrderListQuery, 'page' | 'limit'> => {
  const { from, to, due, order, seller } = query.filters;
  const days = orderDaysReversed(query.filters)
    ? {}
    : {
        ...(from && isCalendarDay(from) ? { from } : {}),
        ...(to && isCalendarDay(to) ? { to } : {}),
      };
  return {
    status: query.tab,
    ...(query.search ? { search: query.search } : {}),
    ...days,
    ...(isOrderDue(due) ? { due } : {}),
    ...(isOrderSort(order) && order !== 'recent' ? { sort: order } : {}),
    ...(seller ? { seller } : {}),
  };
};

const orderListOf = (audience: OrdersAudience) =>
  ({
    id: `orders-${audience}`,
    tabs: ORDERS_FILTERS,
    filters: audience === 'admin' ? ADMIN_ORDER_FILTERS : SELLER_ORDER_FILTERS,
    debounceMs: SEARCH_DEBOUNCE_MS,
    request: (query: ListQuery<OrdersFilter>) =>
      fetchOrders({ audience, page: query.page, limit: query.rowsPerPage, ...orderSelection(query) }),
    // Never another audience's orders, even for a moment.
    select: ({ orders }: RootState) => ({
      rows: orders.audience === audience ? orders.list : NONE,
      count: orders.meta.count,
      countIsLowerBound: orders.meta.countIsLowerBound,
      loading: orders.loading,
    }),
  }) satisfies ServerListDefinition<OrdersFilter, Order>;

/** The seller's and the admin's order lists: what their routes ask for ahead and what their pages show. */
export const ORDER_LISTS = { seller: orderListOf('seller'), admin: orderListOf('admin') };

/**
 * The seller's or the admin's order lines: the server searches, filters, sorts and paginates the lines (each
 * row is a line); the screen asks for the page its address names.
 */
export function useOrdersList(audience: OrdersAudience) {
  const list = useServerList(ORDER_LISTS[audience]);
  const lineOrder = useAppSelector((state) => state.orders.lineOrder);
  const statusCounts = useAppSelector((state) =>
    state.orders.audience === audience ? state.orders.statusCounts : undefined,
  );
  const countLimit = useAppSelector((state) => state.orders.countLimit);
  const { rows: orders } = list;
  const rows = useMemo(() => pageRows(orders, lineOrder), [orders, lineOrder]);
  return { ...list, rows, statusCounts, countLimit };
}
