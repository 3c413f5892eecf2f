import { apiClient, type Envelope } from './client';
import type { Order, OrderLine, OrderLineStatus } from './types';

/** The seller's own order lines, grouped by order (SPEC.md §7 GET /orders/seller). */
export async function listSellerOrders(): Promise<Order[]> {
  const response = await apiClient.get<Envelope<Order[]>>('/orders/seller');
  return response.data.data;
}

/** Every order, for the admin sourcing list (SPEC.md §7: the list is under data.orders). */
export async function listAdminOrders(): Promise<Order[]> {
  const response = await apiClient.get<Envelope<{ orders: Order[] }>>('/admin/sourcing/orders');
  return response.data.data.orders;
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
