import { apiClient, type Envelope } from './client';
import type { Order, OrderLine, OrderLineStatus } from './types';

/** One page of order lines: a status tab (or all) and a search of product names and order references. */
export interface OrderListQuery {
  page: number;
  limit: number;
  status: OrderLineStatus | 'all';
  search?: string;
}

/** The orders holding the lines of one page, and how many lines match in all. */
export interface OrderPage {
  orders: Order[];
  count: number;
}

type PageMeta = { meta: { count: number } };

const params = ({ page, limit, status, search }: OrderListQuery) => ({
  page,
  limit,
  status,
  ...(search ? { search } : {}),
});

/** The seller's own order lines, grouped by order (SPEC.md §7 GET /orders/seller). */
export async function listSellerOrders(query: OrderListQuery): Promise<OrderPage> {
  const response = await apiClient.get<Envelope<Order[]> & PageMeta>('/orders/seller', {
    params: params(query),
  });
  return { orders: response.data.data, count: response.data.meta.count };
}

/** Every seller's order lines, for the admin sourcing list (SPEC.md §7: the orders are under data.orders). */
export async function listAdminOrders(query: OrderListQuery): Promise<OrderPage> {
  const response = await apiClient.get<Envelope<{ orders: Order[] }> & PageMeta>('/admin/sourcing/orders', {
    params: params(query),
  });
  return { orders: response.data.data.orders, count: response.data.meta.count };
}

export interface UpdateOrderStatusRequest {
  status: OrderLineStatus;
  product_id: string;
  order_ref_id: string;
}

/** Changes one line of an order; the reference API answers with the updated line. */
export async function updateOrderStatus(
  orderId: string,
  request: UpdateOrderStatusRequest,
): Promise<OrderLine> {
  const response = await apiClient.put<Envelope<OrderLine>>(
    `/orders/${encodeURIComponent(orderId)}/update-status`,
    request,
  );
  return response.data.data;
}
