import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo/seedData';
import { reverseMove, walletMove } from '../../server/wallet/rules';
import { bearer, loginAll, makeTestApp } from './helpers';

const ARABIC = /[\u0600-\u06FF]/;

type Who = 'seller' | 'seller2' | 'admin';
type LineRow = { id: string; order_id: string; product_id: string; price: number; quantity: number };
type Wallet = { net_balance: number; total_balance: number };

let app: FastifyInstance;
let tokens: Record<Who, string>;

beforeAll(async () => {
  app = await makeTestApp();
  tokens = await loginAll(app, ['seller', 'seller2', 'admin'] as const);
});

afterAll(async () => {
  await app.close();
});

const nextPending = (target = app): Promise<LineRow> =>
  target.db
    .selectFrom('order_lines')
    .select(['id', 'order_id', 'product_id', 'price', 'quantity'])
    .where('seller_id', '=', DEMO_IDS.seller)
    .where('status', '=', 'pending')
    .orderBy(sql`rowid`)
    .limit(1)
    .executeTakeFirstOrThrow();

const change = (who: Who, line: LineRow, status: string, target = app) =>
  target.inject({
    method: 'PUT',
    url: `/api/v1/orders/${line.order_id}/update-status`,
    headers: bearer(tokens[who]),
    payload: { status, product_id: line.product_id },
  });

const undo = (who: Who, line: LineRow, target = app) =>
  target.inject({
    method: 'PUT',
    url: `/api/v1/orders/${line.order_id}/status/undo`,
    headers: bearer(tokens[who]),
    payload: { product_id: line.product_id },
  });

const statusOf = async (line: LineRow) =>
  (await app.db.selectFrom('order_lines').select('status').where('id', '=', line.id).executeTakeFirst())
    ?.status;

const wallet = (): Promise<Wallet> =>
  app.db
    .selectFrom('wallets')
    .select(['net_balance', 'total_balance'])
    .where('user_id', '=', DEMO_IDS.seller)
    .executeTakeFirstOrThrow();

const ledgerCount = async () =>
  (
    await app.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', DEMO_IDS.seller)
      .executeTakeFirstOrThrow()
  ).n;

const expectRefusal = (response: Awaited<ReturnType<typeof undo>>, english: RegExp) => {
  expect(response.statusCode, response.body).toBe(409);
  const { error } = response.json<{ error: { en: string; ar: string } }>();
  expect(error.en).toMatch(english);
  expect(error.ar).toMatch(ARABIC);
};

describe('PUT /orders/:orderId/status/undo', () => {
  it('takes back the caller’s confirm in time: status, balances, audit, notification and timeline', async () => {
    const line = await nextPending();
    const before = { wallet: await wallet(), ledger: await ledgerCount() };
    const started = Date.now();
    const confirmed = await change('admin', line, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    const until = Date.parse(confirmed.json<{ undo: { until: string } }>().undo.until);
    expect(until).toBeGreaterThanOrEqual(started + 10_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 10_000);
    expect((await wallet()).total_balance).toBe(before.wallet.total_balance + line.price * line.quantity);

    const response = await undo('admin', line);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: { _id: string; status: string }; message: { ar: string } }>();
    expect(body.data).toMatchObject({ _id: line.id, status: 'pending' });
    expect(body.message.ar).toMatch(ARABIC);
    expect(await statusOf(line)).toBe('pending');
    expect(await wallet()).toEqual(before.wallet);
    expect(await ledgerCount()).toBe(before.ledger);

    const audit = await app.db
      .selectFrom('audit_log')
      .select(['id', 'action', 'actor_id', 'details'])
      .where('target_id', '=', line.id)
      .where('action', 'like', 'order_line.status%')
      .orderBy('created_at')
      .orderBy(sql`rowid`)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['order_line.status', 'order_line.status_undone']);
    expect(JSON.parse(audit[1]?.details ?? '{}')).toMatchObject({
      undone: audit[0]?.id,
      from: 'confirmed',
      to: 'pending',
    });
    expect(audit[1]?.actor_id).toBe(DEMO_IDS.admin);

    const notifications = await app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: bearer(tokens.seller),
    });
    const newest = notifications.json<{ data: { message: { en: string; ar: string }; object: unknown }[] }>()
      .data[0];
    expect(newest?.message.en).toMatch(/undone/);
    expect(newest?.message.ar).toContain('تم التراجع');
    expect(newest?.object).toMatchObject({ _id: line.order_id, product: [{ status: 'pending' }] });

    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/${line.order_id}`,
      headers: bearer(tokens.seller),
    });
    const entries = detail
      .json<{ data: { timeline: { line_id: string; from: string | null; to: string; undone: boolean }[] } }>()
      .data.timeline.filter((entry) => entry.line_id === line.id);
    expect(entries).toMatchObject([
      { from: null, to: 'pending', undone: false },
      { from: 'pending', to: 'confirmed', undone: true },
    ]);
  });

  it('does not tell a seller of their own confirm or its undo, but of an admin’s', async () => {
    const countOf = async () =>
      Number(
        (
          await app.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', DEMO_IDS.seller)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const line = await nextPending();
    const before = await countOf();
    expect((await change('seller', line, 'confirmed')).statusCode).toBe(200);
    expect((await undo('seller', line)).statusCode).toBe(200);
    expect(await countOf()).toBe(before);
    expect((await change('admin', line, 'confirmed')).statusCode).toBe(200);
    expect(await countOf()).toBe(before + 1);
    expect((await undo('admin', line)).statusCode).toBe(200);
  });

  it('takes back a ship, leaving the line confirmed and its pending money counted, once only', async () => {
    const line = await nextPending();
    await change('admin', line, 'confirmed');
    const confirmed = await wallet();
    const shipped = await change('admin', line, 'shipped');
    expect(shipped.json<{ undo: unknown }>().undo).toEqual({ until: expect.any(String) });
    expect((await undo('admin', line)).statusCode).toBe(200);
    expect(await statusOf(line)).toBe('confirmed');
    expect(await wallet()).toEqual(confirmed);
    expectRefusal(await undo('admin', line), /changed/);
    expect(await statusOf(line)).toBe('confirmed');
  });

  it('refuses another user’s change (409), and a line the caller cannot see (404)', async () => {
    const line = await nextPending();
    await change('admin', line, 'confirmed');
    expectRefusal(await undo('seller', line), /no change/);
    expect((await undo('seller2', line)).statusCode).toBe(404);
    expect(await statusOf(line)).toBe('confirmed');
  });

  it('refuses once the line changed since, through the API or not', async () => {
    const line = await nextPending();
    await change('seller', line, 'confirmed');
    expect((await change('admin', line, 'shipped')).statusCode).toBe(200);
    expectRefusal(await undo('seller', line), /changed/);
    expect(await statusOf(line)).toBe('shipped');

    const other = await nextPending();
    await change('admin', other, 'confirmed');
    await app.db.updateTable('order_lines').set({ status: 'shipped' }).where('id', '=', other.id).execute();
    expectRefusal(await undo('admin', other), /changed/);
  });

  it('refuses a change that is not a confirm or a ship', async () => {
    const line = await nextPending();
    const rejected = await app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${line.order_id}/update-status`,
      headers: bearer(tokens.seller),
      payload: { status: 'rejected', product_id: line.product_id, reason: { code: 'out_of_stock' } },
    });
    expect(rejected.json<{ undo: unknown }>().undo).toBeNull();
    expectRefusal(await undo('seller', line), /confirming or shipping/);
    expect(await statusOf(line)).toBe('rejected');
  });

  it('refuses once the window has passed', async () => {
    const line = await nextPending();
    await change('admin', line, 'confirmed');
    // The change as if made 11 s ago: the audit row and the line carry the same instant.
    const earlier = new Date(Date.now() - 11_000).toISOString();
    await app.db
      .updateTable('audit_log')
      .set({ created_at: earlier })
      .where('target_id', '=', line.id)
      .where('action', '=', 'order_line.status')
      .execute();
    await app.db.updateTable('order_lines').set({ updated_at: earlier }).where('id', '=', line.id).execute();
    expectRefusal(await undo('admin', line), /time to undo/);
    expect(await statusOf(line)).toBe('confirmed');
  });

  it('offers no undo and refuses one when ORDER_UNDO_LIMIT_SECONDS is 0', async () => {
    const noUndo = await makeTestApp({ orderUndoSeconds: 0 });
    try {
      const line = await nextPending(noUndo);
      const confirmed = await change('admin', line, 'confirmed', noUndo);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json<{ undo: unknown }>().undo).toBeNull();
      const response = await undo('admin', line, noUndo);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ error: { en: string } }>().error.en).toMatch(/time to undo/);
    } finally {
      await noUndo.close();
    }
  });

  it('checks its body', async () => {
    const line = await nextPending();
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${line.order_id}/status/undo`,
      headers: bearer(tokens.admin),
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: object }>().fields).toHaveProperty('product_id');
    const guest = await app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${line.order_id}/status/undo`,
      payload: { product_id: line.product_id },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('reverseMove', () => {
  it('undoes every move of the wallet rule exactly, the ledger entry included', () => {
    const statuses = ['pending', 'confirmed', 'shipped', 'delivered', 'canceled', 'returned'] as const;
    for (const from of statuses) {
      for (const to of statuses) {
        const move = walletMove(from, to, 1234);
        const back = reverseMove(move);
        expect(move.net + back.net).toBe(0);
        expect(move.total + back.total).toBe(0);
        expect(back.entry).toBe(move.entry === 'CR' ? 'DR' : move.entry === 'DR' ? 'CR' : null);
        expect(reverseMove(back)).toEqual(move);
      }
    }
  });
});
