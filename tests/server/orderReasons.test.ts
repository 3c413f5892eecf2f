import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_REASONS, REASON_TEXT_LIMIT, statusNeedsReason } from '../../src/lib/orderReasons';
import { DEMO_IDS } from '../../server/demo/seedData';
import { bearer, loginAs, makeTestApp } from './helpers';

const ARABIC = /[\u0600-\u06FF]/;

type LineRow = { id: string; order_id: string; product_id: string; status: string };

let app: FastifyInstance;
let tokens: Record<'seller' | 'admin', string>;

beforeAll(async () => {
  app = await makeTestApp();
  tokens = { seller: await loginAs(app, 'seller'), admin: await loginAs(app, 'admin') };
});

afterAll(async () => {
  await app.close();
});

/** A pending line of the seller not used by an earlier test (each test takes the next). */
const nextPending = (): Promise<LineRow> =>
  app.db
    .selectFrom('order_lines')
    .select(['id', 'order_id', 'product_id', 'status'])
    .where('seller_id', '=', DEMO_IDS.seller)
    .where('status', '=', 'pending')
    .orderBy(sql`rowid`)
    .limit(1)
    .executeTakeFirstOrThrow();

const statusOf = async (line: LineRow) =>
  (await app.db.selectFrom('order_lines').select('status').where('id', '=', line.id).executeTakeFirst())
    ?.status;

const change = (who: keyof typeof tokens, line: LineRow, body: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/orders/${line.order_id}/update-status`,
    headers: bearer(tokens[who]),
    payload: { product_id: line.product_id, ...body },
  });

const lastAudit = async (line: LineRow) =>
  JSON.parse(
    (
      await app.db
        .selectFrom('audit_log')
        .select('details')
        .where('target_id', '=', line.id)
        .where('action', '=', 'order_line.status')
        .orderBy('created_at', 'desc')
        .orderBy(sql`rowid`, 'desc')
        .limit(1)
        .executeTakeFirst()
    )?.details ?? '{}',
  ) as Record<string, unknown>;

const newestNotification = async () =>
  (await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(tokens.seller) })).json<{
    data: { message: { en: string; ar: string } }[];
  }>().data[0];

describe('the shared list of reasons', () => {
  it('names six reasons in both languages and asks for one on rejection and cancellation only', () => {
    expect(ORDER_REASONS.map((reason) => reason.value)).toEqual([
      'out_of_stock',
      'price_changed',
      'cannot_deliver_in_time',
      'buyer_request',
      'suspected_fraud',
      'other',
    ]);
    expect(ORDER_REASONS.every((reason) => reason.en && ARABIC.test(reason.ar))).toBe(true);
    expect(REASON_TEXT_LIMIT).toBe(500);
    const needing = (
      ['pending', 'confirmed', 'shipped', 'delivered', 'canceled', 'returned', 'rejected'] as const
    ).filter(statusNeedsReason);
    expect(needing).toEqual(['canceled', 'rejected']);
  });
});

describe('a reason with a rejection or a cancellation', () => {
  it.each([
    ['seller', 'rejected'],
    ['admin', 'canceled'],
  ] as const)(
    'is required when the %s sets %s: 400 naming the field, line unchanged',
    async (who, status) => {
      const line = await nextPending();
      const response = await change(who, line, { status });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: { en: string; ar: string }; fields: Record<string, unknown> }>();
      expect(body.error.en).toMatch(/reason/i);
      expect(body.error.ar).toMatch(ARABIC);
      expect(body.fields).toEqual({
        'reason.code': { en: expect.any(String), ar: expect.stringMatching(ARABIC) },
      });
      expect(await statusOf(line)).toBe('pending');
    },
  );

  it('needs the seller’s own words for "other", and refuses unknown codes and overlong text', async () => {
    const line = await nextPending();
    for (const text of [undefined, '', '   ', null]) {
      const response = await change('seller', line, { status: 'rejected', reason: { code: 'other', text } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['reason.text']);
    }
    const unknown = await change('seller', line, { status: 'rejected', reason: { code: 'bored' } });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json<{ fields: object }>().fields)).toEqual(['reason.code']);
    const long = await change('seller', line, {
      status: 'rejected',
      reason: { code: 'out_of_stock', text: 'x'.repeat(REASON_TEXT_LIMIT + 1) },
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json<{ fields: object }>().fields)).toEqual(['reason.text']);
    expect(await statusOf(line)).toBe('pending');
  });

  it('is not asked of a change the caller may not make: that stays a 409', async () => {
    const line = await nextPending();
    const response = await change('seller', line, { status: 'canceled' });
    expect(response.statusCode).toBe(409);
  });

  it('is stored with the change and shown in the timeline; the seller who rejected is not told of it', async () => {
    const line = await nextPending();
    const before = await newestNotification();
    const response = await change('seller', line, { status: 'rejected', reason: { code: 'out_of_stock' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { status: 'rejected' }, undo: null });
    expect(await lastAudit(line)).toMatchObject({
      from: 'pending',
      to: 'rejected',
      reason: { code: 'out_of_stock', text: null },
    });
    expect(await newestNotification()).toEqual(before);

    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/${line.order_id}`,
      headers: bearer(tokens.seller),
    });
    const entry = detail
      .json<{ data: { timeline: { line_id: string; to: string; reason: unknown; actor: unknown }[] } }>()
      .data.timeline.find((candidate) => candidate.line_id === line.id && candidate.to === 'rejected');
    expect(entry).toMatchObject({
      reason: { code: 'out_of_stock', label: { en: 'Out of stock', ar: 'نفد المخزون' }, text: null },
      actor: { _id: DEMO_IDS.seller },
    });
  });

  it('carries the seller’s words for "other" and beside a listed reason', async () => {
    const first = await nextPending();
    const words = 'العميل ألغى الطلب هاتفيًا';
    await change('admin', first, { status: 'canceled', reason: { code: 'other', text: `  ${words} ` } });
    expect(await lastAudit(first)).toMatchObject({ reason: { code: 'other', text: words } });
    expect((await newestNotification())?.message.ar).toContain(`السبب: ${words}`);

    const second = await nextPending();
    await change('admin', second, {
      status: 'canceled',
      reason: { code: 'buyer_request', text: 'by phone' },
    });
    expect((await newestNotification())?.message.en).toContain('Reason: Requested by the buyer — by phone');

    // A listed reason alone, told to the seller in both languages.
    const third = await nextPending();
    await change('admin', third, { status: 'canceled', reason: { code: 'out_of_stock' } });
    const message = (await newestNotification())?.message;
    expect(message?.en).toMatch(/is now canceled\. Reason: Out of stock$/);
    expect(message?.ar).toContain('الآن «ملغي». السبب: نفد المخزون');
  });

  it('is not kept with a change that needs none', async () => {
    const line = await nextPending();
    const response = await change('seller', line, {
      status: 'confirmed',
      reason: { code: 'other', text: 'x' },
    });
    expect(response.statusCode).toBe(200);
    expect(await lastAudit(line)).not.toHaveProperty('reason');
  });
});
