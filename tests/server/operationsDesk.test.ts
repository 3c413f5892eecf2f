import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketToday } from '../../src/lib/orderList';
import { bearer, loginAll, makeTestApp } from './helpers';

let app: FastifyInstance;
let tokens: Record<'seller' | 'admin', string>;

beforeAll(async () => {
  app = await makeTestApp();
  tokens = await loginAll(app, ['seller', 'admin'] as const);
});

afterAll(async () => {
  await app.close();
});

const desk = () =>
  app.inject({ method: 'GET', url: '/api/v1/admin/operations', headers: bearer(tokens.admin) });

describe('getOperationsDesk', () => {
  it('counts the lines overdue and due today, and today’s orders and sales without unsold lines', async () => {
    const today = marketToday();
    const overdue = await app.db
      .selectFrom('order_lines')
      .select('id')
      .where('status', 'in', ['pending', 'confirmed'])
      .where('ship_by', '<', today)
      .execute();
    const before = (await desk()).json().data;
    expect(before).toMatchObject({
      today,
      overdue_lines: overdue.length,
      due_today_lines: 0,
      orders_today: 0,
    });
    expect(before.sales_today).toBe(0);

    // Two lines of one order placed now, one of them canceled; and one pending line made due today.
    const [first, second, third] = await app.db
      .selectFrom('order_lines')
      .select(['id', 'order_id', 'price', 'quantity'])
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(3)
      .execute();
    const now = new Date().toISOString();
    await app.db
      .updateTable('order_lines')
      .set({ ordered_at: now })
      .where('id', 'in', [first!.id, second!.id])
      .execute();
    await app.db
      .updateTable('order_lines')
      .set({ status: 'canceled' })
      .where('id', '=', second!.id)
      .execute();
    await app.db.updateTable('order_lines').set({ ship_by: today }).where('id', '=', third!.id).execute();
    const after = (await desk()).json().data;
    expect(after.orders_today).toBe(1);
    expect(after.sales_today).toBeCloseTo((first!.price * first!.quantity) / 100, 2);
    expect(after.due_today_lines).toBe(1);
  });

  it('counts the sellers who joined this week', async () => {
    const week = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const sellers = await app.db
      .selectFrom('users')
      .select('_id')
      .where('is_seller', '=', 1)
      .where('created_at', '>=', week)
      .execute();
    expect((await desk()).json().data.new_sellers_week).toBe(sellers.length);
  });

  it('is the admins’ only', async () => {
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/operations',
      headers: bearer(tokens.seller),
    });
    expect(refused.statusCode).toBe(403);
  });
});
