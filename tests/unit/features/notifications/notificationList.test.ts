import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../../src/api/types';
import {
  addPushedNotification,
  orderNotifications,
  unreadOrderCount,
} from '../../../../src/features/notifications/notificationList';

const notification = (id: string, overrides: Partial<AppNotification> = {}): AppNotification => ({
  _id: id,
  object_type: 'order',
  message: { en: `Message ${id}`, ar: `رسالة ${id}` },
  read: false,
  ...overrides,
});

describe('addPushedNotification', () => {
  it('puts a new notification on top', () => {
    const list = [notification('b'), notification('a')];
    expect(addPushedNotification(list, notification('c')).map((item) => item._id)).toEqual(['c', 'b', 'a']);
  });

  it('ignores a notification whose id is already present, wherever it is', () => {
    const list = [notification('b'), notification('a', { read: true })];
    const result = addPushedNotification(list, notification('a'));
    expect(result).toEqual(list);
    expect(result).not.toBe(list);
  });
});

describe('order-only list', () => {
  it('keeps order notifications and counts the unread ones', () => {
    const list = [
      notification('1'),
      notification('2', { object_type: 'product' }),
      notification('3', { read: true }),
    ];
    expect(orderNotifications(list).map((item) => item._id)).toEqual(['1', '3']);
    expect(unreadOrderCount(list)).toBe(1);
  });
});
