import type { AppNotification } from '../../api/types';
import { LOW_STOCK } from '../../lib/entities/product';

/**
 * A pushed notification goes on top unless its id is already in the list (a reconnect can
 * replay one, and the list may have been refetched after it was pushed).
 * See docs/api.md.
 */
export function addPushedNotification(
  list: readonly AppNotification[],
  pushed: AppNotification,
): AppNotification[] {
  if (list.some((notification) => notification._id === pushed._id)) return [...list];
  return [pushed, ...list];
}

/** The notifications page's order list shows only order notifications (docs/screens.md). */
export const orderNotifications = (list: readonly AppNotification[]): AppNotification[] =>
  list.filter((notification) => notification.object_type === 'order');

/**
 * What an admin's review told the seller, what became of their money (a withdrawal decided, a compensation
 * credited, a return case opened, decided or refunded), and products gone low on stock: listed on the page's own
 * tab beside the orders.
 */
export const REVIEW_OBJECT_TYPES = [
  'product',
  'document',
  'business_info',
  'withdrawal',
  'compensation',
  'return',
  'low_stock',
] as const;

export const reviewNotifications = (list: readonly AppNotification[]): AppNotification[] =>
  list.filter((notification) =>
    (REVIEW_OBJECT_TYPES as readonly string[]).includes(notification.object_type),
  );

/** The bell counts what the page lists: unread order and review notifications. */
export const unreadShownCount = (list: readonly AppNotification[]): number =>
  [...orderNotifications(list), ...reviewNotifications(list)].filter((notification) => !notification.read)
    .length;

/** Where a review notification takes the seller: the product, their products, or the profile tab concerned. */
export const reviewNotificationPath = (notification: AppNotification): string => {
  const object = notification.object ?? {};
  if (notification.object_type === 'product' || notification.object_type === 'low_stock') {
    const [only] = object.product_ids ?? [];
    if (object.count === 1 && only) return `/store/product/detail?id=${encodeURIComponent(only)}`;
    return notification.object_type === 'low_stock'
      ? LOW_STOCK.inventoryAddress
      : '/store/inventory?tab=notActive';
  }
  if (notification.object_type === 'business_info') return '/pages/profile?tab=bi';
  if (notification.object_type === 'withdrawal') return '/pages/withdrawal';
  if (notification.object_type === 'compensation') return '/pages/compensations';
  if (notification.object_type === 'return')
    return object._id ? `/pages/return/${encodeURIComponent(object._id)}` : '/pages/return';
  return `/pages/profile?tab=${object.type === 'company_reg' ? 'cr' : 'kyc'}`;
};
