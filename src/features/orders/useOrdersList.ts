import { useMemo } from 'react';
import type { Order } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { useServerList } from '../../app/list/useServerList';
import { ORDERS_FILTERS, pageRows } from './orderRows';
import { fetchOrders, type OrdersAudience } from './ordersSlice';

const SEARCH_DEBOUNCE_MS = 300;
const NONE: Order[] = [];

/**
 * The seller's or the admin's order lines: the server filters, searches and paginates the lines (each row
 * is a line); the screen asks for the page its address names.
 */
export function useOrdersList(audience: OrdersAudience) {
  const list = useServerList({
    id: `orders-${audience}`,
    tabs: ORDERS_FILTERS,
    debounceMs: SEARCH_DEBOUNCE_MS,
    request: ({ tab, page, rowsPerPage, search }) =>
      fetchOrders({ audience, page, limit: rowsPerPage, status: tab, search: search || undefined }),
    // Never another audience's orders, even for a moment.
    select: ({ orders }) => ({
      rows: orders.audience === audience ? orders.list : NONE,
      count: orders.meta.count,
      loading: orders.loading,
    }),
  });
  const lineOrder = useAppSelector((state) => state.orders.lineOrder);
  const { rows: orders } = list;
  const rows = useMemo(() => pageRows(orders, lineOrder), [orders, lineOrder]);
  return { ...list, rows };
}
