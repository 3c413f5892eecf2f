import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../../src/api/types';
import {
  addPushedNotification,
  orderNotifications,
  reviewNotificationPath,
  reviewNotifications,
  unreadShownCount,
} from '../../../../src/features/notifications/notificationList';
import { aNotification } from '../../../fixtures/apiShapes';

const notification = (id: string, overrides: Partial<AppNotification> = {}): AppNotification =>
  aNotification({
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

describe('order and review lists', () => {
  it('keeps order notifications apart from review ones, and counts the unread of both, nothing else', () => {
    const list = [
      notification('1'),
      notification('2', { object_type: 'product' }),
      notification('3', { read: true }),
      notification('4', { object_type: 'document', read: true }),
      notification('5', { object_type: 'business_info' }),
      notification('6', { object_type: 'promotion' }),
      notification('7', { object_type: 'withdrawal' }),
      notification('8', { object_type: 'compensation', read: true }),
    ];
    expect(orderNotifications(list).map((item) => item._id)).toEqual(['1', '3']);
    expect(reviewNotifications(list).map((item) => item._id)).toEqual(['2', '4', '5', '7', '8']);
    expect(unreadShownCount(list)).toBe(4);
  });

  it.each([
    [{ object_type: 'product', object: { count: 1, product_ids: ['p1'] } }, '/store/product/detail?id=p1'],
    [
      { object_type: 'product', object: { count: 40, product_ids: ['p1', 'p2'] } },
      '/store/inventory?tab=notActive',
    ],
    [{ object_type: 'document', object: { type: 'kyc_back' } }, '/pages/profile?tab=kyc'],
    [{ object_type: 'document', object: { type: 'company_reg' } }, '/pages/profile?tab=cr'],
    [{ object_type: 'business_info', object: {} }, '/pages/profile?tab=bi'],
    [{ object_type: 'withdrawal', object: {} }, '/pages/withdrawal'],
    [{ object_type: 'compensation', object: {} }, '/pages/compensations'],
  ])('opens %j at %s', (overrides, path) => {
    expect(reviewNotificationPath(notification('x', overrides))).toBe(path);
  });
});
