import { useMemo } from 'react';
import type { Order } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { useServerList, type ServerListDefinition } from '../../app/list/useServerList';
import type { RootState } from '../../app/store';
import type { ListQuery } from '../../components/table/listQuery';
import { ORDERS_FILTERS, pageRows, type OrdersFilter } from './orderRows';
import { fetchOrders, type OrdersAudience } from './ordersSlice';

const SEARCH_DEBOUNCE_MS = 300;
const NONE: Order[] = [];

const orderListOf = (audience: OrdersAudience) =>
  ({
    id: `orders-${audience}`,
    tabs: ORDERS_FILTERS,
    debounceMs: SEARCH_DEBOUNCE_MS,
    request: ({ tab, page, rowsPerPage, search }: ListQuery<OrdersFilter>) =>
      fetchOrders({ audience, page, limit: rowsPerPage, status: tab, search: search || undefined }),
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
 * The seller's or the admin's order lines: the server filters, searches and paginates the lines (each row
 * is a line); the screen asks for the page its address names.
 */
export function useOrdersList(audience: OrdersAudience) {
  const list = useServerList(ORDER_LISTS[audience]);
  const lineOrder = useAppSelector((state) => state.orders.lineOrder);
  const { rows: orders } = list;
  const rows = useMemo(() => pageRows(orders, lineOrder), [orders, lineOrder]);
  return { ...list, rows };
}
