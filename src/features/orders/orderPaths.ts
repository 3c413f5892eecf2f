import type { OrdersAudience } from './ordersSlice';

/** Where each audience reads one order: the seller under the store, the admin under sourcing. */
export const orderDetailPath = (audience: OrdersAudience, orderId: string): string =>
  `${audience === 'admin' ? '/admin/orders' : '/store/orders'}/${encodeURIComponent(orderId)}`;
