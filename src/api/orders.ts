import type { ApiBodies, Bilingual, OrderPageMeta } from '../lib/api.generated';
import type { OrderDue, OrderSort } from '../lib/orderList';
import { pageCountOf, type PageCount } from './pageMeta';
import { apiClient } from './client';
import { FILE_ANSWER } from './fileAnswer';
import type {
  DataOf,
  Order,
  OrderDetail,
  OrderLine,
  OrderLineStatus,
  OrderReason,
  OrderStatusChange,
  Reply,
} from './types';

/**
 * One page of order lines: a status tab (or all), a search (product name, order reference, buyer name, phone in
 * any digits, e-mail), order days, the due lines, an order and, for admins, a seller.
 */
export interface OrderListQuery {
  page: number;
  limit: number;
  status: OrderLineStatus | 'all';
  search?: string;
  sort?: OrderSort;
  due?: OrderDue;
  from?: string;
  to?: string;
  seller?: string;
}

/** Lines per status tab for the same search and filters; null when too many lines match to count them. */
export type OrderStatusCounts = Record<OrderLineStatus | 'all', number> | null;

/** The orders holding the lines of one page, how many lines match in all and in each status tab. */
export interface OrderPage extends PageCount {
  orders: Order[];
  statusCounts: OrderStatusCounts;
  /** A count above this number reads "at least" it. */
  countLimit: number;
}

const params = ({ page, limit, status, ...filters }: OrderListQuery) => ({
  page,
  limit,
  status,
  ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')),
});

const pageOfOrders = (orders: Order[], meta: OrderPageMeta): OrderPage => ({
  orders,
  ...pageCountOf(meta),
  statusCounts: meta.status_counts,
  countLimit: meta.count_limit,
});

/** The seller's own order lines, grouped by order (docs/api.md GET /orders/seller). */
export async function listSellerOrders(query: OrderListQuery): Promise<OrderPage> {
  const response = await apiClient.get<Reply<'GET /orders/seller'>>('/orders/seller', {
    params: params(query),
  });
  return pageOfOrders(response.data.data, response.data.meta);
}

/** Every seller's order lines, for the admin sourcing list (docs/api.md: the orders are under data.orders). */
export async function listAdminOrders(query: OrderListQuery): Promise<OrderPage> {
  const response = await apiClient.get<Reply<'GET /admin/sourcing/orders'>>('/admin/sourcing/orders', {
    params: params(query),
  });
  return pageOfOrders(response.data.data.orders, response.data.meta);
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

export type OrderBulkAction = ApiBodies['POST /orders/bulk/preview']['action'];

/** What a bulk action is over: the lines picked on the page, or every line the list's filter names. */
export type OrderBulkTargets =
  | { lines: { order_id: string; product_id: string }[] }
  | { filter: NonNullable<ApiBodies['POST /orders/bulk/preview']['filter']> };

export type OrderBulkPreview = DataOf<'POST /orders/bulk/preview'>;
export type OrderBulkResult = DataOf<'POST /orders/bulk'>;

/** What a confirm, ship or cancel of many lines would change, and which lines it leaves out and why. */
export async function previewOrderBulk(
  action: OrderBulkAction,
  targets: OrderBulkTargets,
  reason?: OrderReason,
): Promise<OrderBulkPreview> {
  const response = await apiClient.post<Reply<'POST /orders/bulk/preview'>>('/orders/bulk/preview', {
    action,
    ...targets,
    ...(reason ? { reason } : {}),
  });
  return response.data.data;
}

/** Applies a previewed bulk action; refused (409) when a chosen line changed since the preview. */
export async function applyOrderBulk(
  action: OrderBulkAction,
  targets: OrderBulkTargets,
  preview: string,
  reason?: OrderReason,
): Promise<{ result: OrderBulkResult; message: Bilingual }> {
  const response = await apiClient.post<Reply<'POST /orders/bulk'>>('/orders/bulk', {
    action,
    ...targets,
    preview,
    ...(reason ? { reason } : {}),
  });
  return { result: response.data.data, message: response.data.message };
}

/** Takes back a bulk confirm or ship within the undo window (lines changed since stay as they are). */
export async function undoOrderBulk(
  batch: string,
  lines: OrderBulkResult['lines'],
): Promise<{ undone: number; message: Bilingual }> {
  const response = await apiClient.post<Reply<'POST /orders/bulk/undo'>>('/orders/bulk/undo', {
    batch,
    lines,
  });
  return { undone: response.data.data.undone_count, message: response.data.message };
}

/** Which order lines to download as a workbook, and the language of its headings (operation exportOrders). */
export type OrderExportRequest = ApiBodies['POST /orders/export'];

/** The workbook's bytes; a refusal (too many lines) is JSON like any other call's, read by the same handling. */
export async function exportOrders(request: OrderExportRequest): Promise<ArrayBuffer> {
  const response = await apiClient.post<ArrayBuffer>('/orders/export', request, FILE_ANSWER);
  return response.data;
}

/** The admins' home figures: today's orders and sales, due and overdue lines, sellers new this week. */
export type OperationsDesk = DataOf<'GET /admin/operations'>;

export async function getOperationsDesk(): Promise<OperationsDesk> {
  const response = await apiClient.get<Reply<'GET /admin/operations'>>('/admin/operations');
  return response.data.data;
}
