import { describe, expect, it } from 'vitest';
import { parseSseBuffer } from '../../../../src/api/notifications';
import type { AppNotification } from '../../../../src/api/types';
import {
  addPushedNotification,
  orderNotifications,
  unreadOrderCount,
} from '../../../../src/features/notifications/notificationList';
import { reconnectDelay } from '../../../../src/features/notifications/useNotificationStream';

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

describe('parseSseBuffer', () => {
  it('reads complete events, skips heartbeats and keeps the unfinished rest', () => {
    const buffer =
      ': connected\nretry: 5000\n\n' +
      'id: n1\nevent: notification\ndata: {"a":1}\n\n' +
      ': heartbeat\n\n' +
      'event: notification\r\ndata: line1\r\ndata: line2\r\n\r\n' +
      'id: n3\nevent: notif';
    const { messages, rest } = parseSseBuffer(buffer);
    expect(messages).toEqual([
      { event: 'notification', id: 'n1', data: '{"a":1}' },
      { event: 'notification', id: undefined, data: 'line1\nline2' },
    ]);
    expect(rest).toBe('id: n3\nevent: notif');
    expect(parseSseBuffer(`${rest}ication\ndata: x\n\n`).messages).toEqual([
      { event: 'notification', id: 'n3', data: 'x' },
    ]);
  });
});

describe('reconnectDelay', () => {
  it('backs off exponentially from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
