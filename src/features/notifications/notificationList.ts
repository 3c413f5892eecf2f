import type { AppNotification } from '../../api/types';

/**
 * SPEC.md §4: a pushed notification goes on top unless its id is already in the list (a reconnect can
 * replay one, and the list may have been refetched after it was pushed).
 */
export function addPushedNotification(
  list: readonly AppNotification[],
  pushed: AppNotification,
): AppNotification[] {
  if (list.some((notification) => notification._id === pushed._id)) return [...list];
  return [pushed, ...list];
}

/** The notifications page shows only order notifications (SPEC.md §2). */
export const orderNotifications = (list: readonly AppNotification[]): AppNotification[] =>
  list.filter((notification) => notification.object_type === 'order');

export const unreadOrderCount = (list: readonly AppNotification[]): number =>
  orderNotifications(list).filter((notification) => !notification.read).length;
