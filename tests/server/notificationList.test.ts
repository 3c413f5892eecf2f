import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_LIST_LIMIT } from '../../src/lib/notifications';
import { bearer, loginAll, makeTestApp } from './helpers';

const listOf = async (limit?: number) => {
  const app = await makeTestApp(limit === undefined ? {} : { notificationListLimit: limit });
  try {
    const { seller } = await loginAll(app, ['seller']);
    const list = await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(seller) });
    expect(list.statusCode).toBe(200);
    return list.json<{ data: { _id: string; createdAt: string }[] }>().data;
  } finally {
    await app.close();
  }
};

describe('GET /notifications', () => {
  it('sends the newest notifications, as many as the deployment allows (NOTIFICATION_LIST_LIMIT)', async () => {
    const every = await listOf();
    expect(every.length).toBeGreaterThan(2);
    expect(every.length).toBeLessThanOrEqual(DEFAULT_NOTIFICATION_LIST_LIMIT);
    const two = await listOf(2);
    expect(two.map((notification) => notification._id)).toEqual(
      every.slice(0, 2).map((notification) => notification._id),
    );
  });
});
