import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo/seedData';
import { walletMove } from '../../server/wallet/rules';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { bearer, loginAll, makeTestApp } from './helpers';

const ARABIC = /[\u0600-\u06FF]/;

type Who = 'seller' | 'seller2' | 'admin';
type Line = {
  id: string;
  order_id: string;
  product_id: string;
  seller_id: string;
  status: OrderStatus;
  price: number;
  quantity: number;
};

let app: FastifyInstance;
let tokens: Record<Who, string>;

beforeAll(async () => {
  app = await makeTestApp({ orderBulkLimit: 40 });
  tokens = await loginAll(app, ['seller', 'seller2', 'admin'] as const);
});

afterAll(async () => {
  await app.close();
});

const linesOf = (sellerId: string | null, status?: OrderStatus): Promise<Line[]> => {
  let query = app.db
    .selectFrom('order_lines')
    .select(['id', 'order_id', 'product_id', 'seller_id', 'status', 'price', 'quantity']);
  if (sellerId) query = query.where('seller_id', '=', sellerId);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('id').execute() as Promise<Line[]>;
};

const wallet = (userId: string) =>
  app.db
    .selectFrom('wallets')
    .select(['net_balance', 'total_balance'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

const notificationsOf = async (userId: string) =>
  Number(
    (
      await app.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const post = (who: Who, url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1/orders/bulk${url}`, headers: bearer(tokens[who]), payload });

const refsOf = (lines: readonly Line[]) =>
  lines.map((line) => ({ order_id: line.order_id, product_id: line.product_id }));

describe('bulk confirm, ship and cancel of order lines', () => {
  it('previews a seller’s confirm of every pending line the list names, applies it as single changes would, and undoes it', async () => {
    const pending = await linesOf(DEMO_IDS.seller, 'pending');
    expect(pending.length).toBeGreaterThan(5);
    const before = await wallet(DEMO_IDS.seller);
    const notificationsBefore = await notificationsOf(DEMO_IDS.seller);

    const preview = await post('seller', '/preview', { action: 'confirm', filter: { status: 'pending' } });
    expect(preview.statusCode).toBe(200);
    const planned = preview.json().data;
    expect(planned).toMatchObject({ action: 'confirm', to: 'confirmed', changing_count: pending.length });
    expect(planned.skipped_count).toBe(0);

    const applied = await post('seller', '', {
      action: 'confirm',
      filter: { status: 'pending' },
      preview: planned.preview,
    });
    expect(applied.statusCode).toBe(200);
    const result = applied.json();
    expect(result.data.changed_count).toBe(pending.length);
    expect(result.data.undo.until).toEqual(expect.any(String));
    expect(result.message.ar).toMatch(ARABIC);
    expect((await linesOf(DEMO_IDS.seller, 'pending')).length).toBe(0);

    // Money moved exactly as one confirm per line would have moved it.
    const expected = pending.reduce(
      (sum, line) => sum + walletMove('pending', 'confirmed', line.price * line.quantity).total,
      0,
    );
    const after = await wallet(DEMO_IDS.seller);
    expect(after.total_balance - before.total_balance).toBe(expected);
    expect(after.net_balance).toBe(before.net_balance);
    // Each line's change is audited, with the batch; the seller is not told of their own action.
    const audited = await app.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'order_line.status')
      .where(
        'target_id',
        'in',
        pending.map((line) => line.id),
      )
      .execute();
    expect(audited).toHaveLength(pending.length);
    expect(audited.every((row) => JSON.parse(row.details).batch === result.data.batch)).toBe(true);
    expect(await notificationsOf(DEMO_IDS.seller)).toBe(notificationsBefore);

    const undone = await post('seller', '/undo', { batch: result.data.batch, lines: result.data.lines });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toMatchObject({ undone_count: pending.length, skipped_count: 0 });
    expect((await linesOf(DEMO_IDS.seller, 'pending')).length).toBe(pending.length);
    expect(await wallet(DEMO_IDS.seller)).toEqual(before);
    // A batch is undone once.
    const again = await post('seller', '/undo', { batch: result.data.batch, lines: result.data.lines });
    expect(again.statusCode).toBe(409);
  });

  it('leaves out the chosen lines the action cannot change and says why, in both languages', async () => {
    const [pending] = await linesOf(DEMO_IDS.seller, 'pending');
    const [delivered] = await linesOf(DEMO_IDS.seller, 'delivered');
    const [other] = await linesOf(DEMO_IDS.seller2, 'pending');
    const preview = await post('seller', '/preview', {
      action: 'confirm',
      lines: refsOf([pending!, delivered!, other!]),
    });
    expect(preview.statusCode).toBe(200);
    const planned = preview.json().data;
    // Another seller's line is not the caller's to see: neither changed nor listed.
    expect(planned.changing_count).toBe(1);
    expect(planned.skipped_count).toBe(1);
    expect(planned.skipped[0]).toMatchObject({ product_id: delivered!.product_id, status: 'delivered' });
    expect(planned.skipped[0].reason.en).toMatch(/delivered/);
    expect(planned.skipped[0].reason.ar).toMatch(ARABIC);
  });

  it('refuses a change when a chosen line changed since the preview, and changes nothing', async () => {
    const pending = (await linesOf(DEMO_IDS.seller, 'pending')).slice(0, 3);
    const preview = (await post('seller', '/preview', { action: 'confirm', lines: refsOf(pending) })).json()
      .data;
    // Someone else changes one of them meanwhile.
    const single = await app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${pending[0]!.order_id}/update-status`,
      headers: bearer(tokens.admin),
      payload: { status: 'confirmed', product_id: pending[0]!.product_id },
    });
    expect(single.statusCode).toBe(200);
    const refused = await post('seller', '', {
      action: 'confirm',
      lines: refsOf(pending),
      preview: preview.preview,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.ar).toMatch(ARABIC);
    const now = await linesOf(DEMO_IDS.seller);
    for (const line of pending.slice(1)) {
      expect(now.find((candidate) => candidate.id === line.id)?.status).toBe('pending');
    }
  });

  it('refuses more lines than ORDER_BULK_LIMIT with a bilingual message, and a seller’s ship', async () => {
    const every = await linesOf(DEMO_IDS.seller);
    expect(every.length).toBeGreaterThan(40);
    const tooMany = await post('seller', '/preview', {
      action: 'confirm',
      lines: refsOf(every.slice(0, 41)),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.lines.en).toMatch(/40/);
    expect(tooMany.json().fields.lines.ar).toMatch(ARABIC);
    const wholeList = await post('seller', '/preview', { action: 'confirm', filter: {} });
    expect(wholeList.statusCode).toBe(400);

    const confirmed = await linesOf(DEMO_IDS.seller, 'confirmed');
    const ship = (
      await post('seller', '/preview', { action: 'ship', lines: refsOf(confirmed.slice(0, 2)) })
    ).json().data;
    expect(ship.changing_count).toBe(0);
    expect(ship.skipped_count).toBe(2);
  });

  it('lets an admin ship many sellers’ lines and cancel with a reason, telling each seller once per order', async () => {
    const confirmed = (await linesOf(null, 'confirmed')).slice(0, 12);
    const orders = new Set(confirmed.map((line) => `${line.seller_id}:${line.order_id}`));
    const notified = {
      seller: await notificationsOf(DEMO_IDS.seller),
      seller2: await notificationsOf(DEMO_IDS.seller2),
    };
    const preview = (await post('admin', '/preview', { action: 'ship', lines: refsOf(confirmed) })).json()
      .data;
    expect(preview.changing_count).toBe(confirmed.length);
    const shipped = await post('admin', '', {
      action: 'ship',
      lines: refsOf(confirmed),
      preview: preview.preview,
    });
    expect(shipped.statusCode).toBe(200);
    const added =
      (await notificationsOf(DEMO_IDS.seller)) -
      notified.seller +
      ((await notificationsOf(DEMO_IDS.seller2)) - notified.seller2);
    expect(added).toBe(orders.size);

    const pending = (await linesOf(DEMO_IDS.seller2, 'pending')).slice(0, 2);
    const noReason = await post('admin', '/preview', { action: 'cancel', lines: refsOf(pending) });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields['reason.code'].ar).toMatch(ARABIC);
    const reason = { code: 'out_of_stock' };
    const cancel = (
      await post('admin', '/preview', { action: 'cancel', lines: refsOf(pending), reason })
    ).json().data;
    const canceled = await post('admin', '', {
      action: 'cancel',
      lines: refsOf(pending),
      reason,
      preview: cancel.preview,
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data.undo).toBeNull();
    const now = await linesOf(DEMO_IDS.seller2, 'canceled');
    for (const line of pending) expect(now.some((candidate) => candidate.id === line.id)).toBe(true);
  });

  it('refuses a body naming both lines and a filter, an unknown action and an unknown field', async () => {
    const [line] = await linesOf(DEMO_IDS.seller);
    const both = await post('seller', '/preview', { action: 'confirm', lines: refsOf([line!]), filter: {} });
    expect(both.statusCode).toBe(400);
    expect((await post('seller', '/preview', { action: 'deliver', filter: {} })).statusCode).toBe(400);
    expect(
      (await post('seller', '/preview', { action: 'confirm', filter: { colour: 'red' } })).statusCode,
    ).toBe(400);
  });
});
