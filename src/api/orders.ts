import type { ApiBodies, Bilingual } from '../lib/api.generated';
import { pageCountOf, type PageCount } from './pageMeta';
import { apiClient } from './client';
import type { Order, OrderDetail, OrderLine, OrderLineStatus, OrderStatusChange, Reply } from './types';

/** One page of order lines: a status tab (or all) and a search of product names and order references. */
export interface OrderListQuery {
  page: number;
  limit: number;
  status: OrderLineStatus | 'all';
  search?: string;
}

/** The orders holding the lines of one page, and how many lines match in all. */
export interface OrderPage extends PageCount {
  orders: Order[];
}

const params = ({ page, limit, status, search }: OrderListQuery) => ({
  page,
  limit,
  status,
  ...(search ? { search } : {}),
});

/** The seller's own order lines, grouped by order (SPEC.md §7 GET /orders/seller). */
export async function listSellerOrders(query: OrderListQuery): Promise<OrderPage> {
  const response = await apiClient.get<Reply<'GET /orders/seller'>>('/orders/seller', {
    params: params(query),
  });
  return { orders: response.data.data, ...pageCountOf(response.data.meta) };
}

/** Every seller's order lines, for the admin sourcing list (SPEC.md §7: the orders are under data.orders). */
export async function listAdminOrders(query: OrderListQuery): Promise<OrderPage> {
  const response = await apiClient.get<Reply<'GET /admin/sourcing/orders'>>('/admin/sourcing/orders', {
    params: params(query),
  });
  return { orders: response.data.data.orders, ...pageCountOf(response.data.meta) };
}

export type UpdateOrderStatusRequest = ApiBodies['PUT /orders/{orderId}/update-status'];

/**
 * Changes one line of an order; the reference API answers with the updated line, its message and, for a
 * confirm or a ship, until when the change may be undone.
 */
export async function updateOrderStatus(
  orderId: string,
  request: UpdateOrderStatusRequest,
): Promise<OrderStatusChange> {
  const response = await apiClient.put<Reply<'PUT /orders/{orderId}/update-status'>>(
    `/orders/${encodeURIComponent(orderId)}/update-status`,
    request,
  );
  const { data, message, undo } = response.data;
  return { data, message, undo };
}

/** Takes back the caller's last confirm or ship of a line while the server still allows it. */
export async function undoOrderStatus(
  orderId: string,
  line: { product_id: string; order_ref_id: string },
): Promise<{ line: OrderLine; message: Bilingual }> {
  const response = await apiClient.put<Reply<'PUT /orders/{orderId}/status/undo'>>(
    `/orders/${encodeURIComponent(orderId)}/status/undo`,
    line,
  );
  return { line: response.data.data, message: response.data.message };
}

/** One order with the lines the caller may see, its buyer, delivery address, total and status history. */
export async function getOrder(id: string): Promise<OrderDetail> {
  const response = await apiClient.get<Reply<'GET /orders/{orderId}'>>(`/orders/${encodeURIComponent(id)}`);
  return response.data.data;
}
