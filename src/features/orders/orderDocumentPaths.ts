import { isOrderDocumentKind, type OrderDocumentKind } from '../../lib/orderDocuments';
import type { OrdersAudience } from './ordersSlice';

/**
 * The print page of the packing slips or invoices of one order or of many selected ones: the seller's under the
 * store, the admin's under sourcing. The orders go in the address (ids or references), so the page can be
 * reloaded or opened in another tab.
 */
export const orderDocumentsPrintPath = (
  audience: OrdersAudience,
  kind: OrderDocumentKind,
  orderIds: readonly string[],
): string =>
  `${audience === 'admin' ? '/admin/orders' : '/store/orders'}/print?${new URLSearchParams({
    kind,
    ids: orderIds.join(','),
  }).toString()}`;

/** What a print page's address asks for; no kind when the address names none the page knows. */
export const printRequestOf = (
  params: URLSearchParams,
): { kind: OrderDocumentKind | null; orderIds: string[] } => {
  const kind = params.get('kind');
  const orderIds = (params.get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return { kind: isOrderDocumentKind(kind) ? kind : null, orderIds: [...new Set(orderIds)] };
};
