/**
 * Return cases through the API, by operation: opened by customer service for a delivered line (or a shipped one
 * refused at the door), decided by the seller (or an admin once the seller's days are over), delivered back by
 * logistics with the refund in the seller's ledger; every refusal a 4xx in both languages that changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/demo/seedData';
import { bearer, loginAll, makeTestApp, multipartFile } from './helpers';

let app: FastifyInstance;
let tokens: Record<'admin' | 'seller' | 'seller2', string>;

beforeAll(async () => {
  app = await makeTestApp({ returns: { decisionDays: 3, closeDays: 14 } });
  tokens = await loginAll(app, ['admin', 'seller', 'seller2']);
});
afterAll(() => app.close());

type Line = {
  id: string;
  order_id: string;
  product_id: string;
  price: number;
  quantity: number;
  status: string;
};

/** The demo seller's lines in a status, each used by one test only (taken from the end of the list). */
const taken = new Set<string>();
const takeLine = async (status: string, minQuantity = 1): Promise<Line> => {
  const lines = await app.db
    .selectFrom('order_lines')
    .select(['id', 'order_id', 'product_id', 'price', 'quantity', 'status'])
    .where('seller_id', '=', DEMO_IDS.seller)
    .where('status', '=', status as never)
    .where('quantity', '>=', minQuantity)
    .orderBy('id')
    .execute();
  const line = lines.reverse().find((candidate) => !taken.has(candidate.id));
  if (!line) throw new Error(`no ${status} line left with ${minQuantity}+ units`);
  taken.add(line.id);
  return line;
};

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  payload === undefined
    ? app.inject({ method, url: `/api/v1${url}`, headers: bearer(token) })
    : app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

const open = (line: Line, quantity: number, reason: Record<string, string> = { code: 'damaged' }) =>
  call(tokens.admin, 'POST', '/returns', {
    order_id: line.order_id,
    product_id: line.product_id,
    quantity,
    reason,
  });

const wallet = async () =>
  app.db
    .selectFrom('wallets')
    .select(['net_balance', 'total_balance'])
    .where('user_id', '=', DEMO_IDS.seller)
    .executeTakeFirstOrThrow();

const lineNow = (id: string) =>
  app.db
    .selectFrom('order_lines')
    .select(['status', 'returned_quantity'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The seller's ledger oldest first: each entry's balance follows from the one before it. */
const ledgerHolds = async () => {
  const entries = await app.db
    .selectFrom('transactions')
    .select(['type', 'amount', 'balance_after'])
    .where('user_id', '=', DEMO_IDS.seller)
    .orderBy('transaction_time')
    .orderBy('rowid' as never)
    .execute();
  let balance: number | null = null;
  for (const entry of entries) {
    if (balance !== null)
      expect(entry.balance_after).toBe(balance + (entry.type === 'CR' ? entry.amount : -entry.amount));
    balance = entry.balance_after;
  }
  expect(balance).toBe((await wallet()).net_balance);
};

const bilingual = { en: expect.any(String), ar: expect.any(String) };

describe('return cases', () => {
  it('are opened, accepted and delivered back, refunding part of a line with a ledger entry naming the case', async () => {
    const line = await takeLine('delivered', 2);
    const before = await wallet();
    const opened = await open(line, 1, { code: 'other', text: 'Box crushed' });
    expect(opened.statusCode).toBe(201);
    const created = opened.json().data;
    expect(created).toMatchObject({
      status: 'requested',
      quantity: 1,
      line_quantity: line.quantity,
      unit_price: line.price / 100,
      refund_amount: line.price / 100,
      reason: { code: 'other', text: 'Box crushed' },
      refusal: null,
      order_id: line.order_id,
    });
    expect(created.reference).toMatch(/^RT-[0-9A-F]{10}$/);
    expect(created.timeline).toEqual([
      { status: 'requested', at: created.createdAt, by: expect.any(String) },
    ]);

    // The seller is told, and finds it among their cases.
    const notes = (await call(tokens.seller, 'GET', '/notifications')).json();
    const notice = (notes.data ?? notes.items ?? []).find(
      (n: { object_type: string }) => n.object_type === 'return',
    );
    expect(notice?.message).toBeDefined();
    const listed = (await call(tokens.seller, 'GET', '/returns?status=requested&page=1&limit=100')).json();
    expect(listed.items.map((item: { _id: string }) => item._id)).toContain(created._id);
    expect(listed.counts.requested).toBeGreaterThanOrEqual(1);
    expect(listed.undecided.count).toBeGreaterThanOrEqual(1);

    const accepted = await call(tokens.seller, 'POST', `/returns/${created._id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('accepted');
    expect(await wallet()).toEqual(before);

    const received = await call(tokens.admin, 'POST', `/returns/${created._id}/receive`);
    expect(received.statusCode).toBe(200);
    expect(received.json().data).toMatchObject({
      status: 'delivered',
      refund_amount: line.price / 100,
      returned_quantity: 1,
    });
    expect(received.json().data.timeline.map((step: { status: string }) => step.status)).toEqual([
      'requested',
      'accepted',
      'delivered',
    ]);
    const after = await wallet();
    expect(after.net_balance).toBe(before.net_balance - line.price);
    expect(after.total_balance).toBe(before.total_balance - line.price);
    expect(await lineNow(line.id)).toEqual({ status: 'delivered', returned_quantity: 1 });
    // Returning the whole line directly now would refund the unit that came back a second time.
    const direct = await call(
      tokens.admin,
      'PUT',
      `/admin/sourcing/orders/${line.order_id}/delivery-status`,
      {
        product_id: line.product_id,
        status: 'returned',
      },
    );
    expect(direct.statusCode).toBe(409);
    expect(direct.json().error).toEqual(bilingual);
    const refund = await app.db
      .selectFrom('transactions')
      .selectAll()
      .where('reference', '=', created.reference)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ type: 'DR', amount: line.price, product_id: line.product_id, kind: null });
    await ledgerHolds();

    // The rest of the line comes back through a second case; the line is then returned whole.
    const rest = line.quantity - 1;
    const second = (await open(line, rest)).json().data;
    await call(tokens.seller, 'POST', `/returns/${second._id}/accept`);
    await call(tokens.admin, 'POST', `/returns/${second._id}/receive`);
    expect(await lineNow(line.id)).toEqual({ status: 'returned', returned_quantity: line.quantity });
    expect((await wallet()).net_balance).toBe(before.net_balance - line.price * line.quantity);
    await ledgerHolds();

    // The order's line shows what came back.
    const detail = (await call(tokens.seller, 'GET', `/orders/${line.order_id}`)).json();
    const shown = JSON.stringify(detail);
    expect(shown).toContain(`"returned_quantity":${line.quantity}`);
  });

  it('refuses bad input in both languages and changes nothing', async () => {
    const pending = await takeLine('pending');
    const onPending = await open(pending, 1);
    expect(onPending.statusCode).toBe(409);
    expect(onPending.json().error).toEqual(bilingual);

    const delivered = await takeLine('delivered');
    const tooMany = await open(delivered, delivered.quantity + 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.quantity).toEqual(bilingual);

    const first = await open(delivered, delivered.quantity);
    expect(first.statusCode).toBe(201);
    const again = await open(delivered, 1);
    expect(again.statusCode).toBe(409);

    const noReason = await call(tokens.admin, 'POST', '/returns', {
      order_id: delivered.order_id,
      product_id: delivered.product_id,
      quantity: 1,
      reason: { code: 'other' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields['reason.text']).toEqual(bilingual);
    const unknownCode = await call(tokens.admin, 'POST', '/returns', {
      order_id: delivered.order_id,
      product_id: delivered.product_id,
      quantity: 1,
      reason: { code: 'changed_my_mind_at_3am' },
    });
    expect(unknownCode.statusCode).toBe(400);

    // Only customer service opens cases; another seller does not even see this one.
    const bySeller = await call(tokens.seller, 'POST', '/returns', {
      order_id: delivered.order_id,
      product_id: delivered.product_id,
      quantity: 1,
      reason: { code: 'damaged' },
    });
    expect(bySeller.statusCode).toBe(403);
    const id = first.json().data._id;
    expect((await call(tokens.seller2, 'GET', `/returns/${id}`)).statusCode).toBe(404);
    expect((await call(tokens.seller2, 'POST', `/returns/${id}/accept`)).statusCode).toBe(404);

    // An admin may not decide while the seller still may; logistics may not receive what was not accepted.
    const early = await call(tokens.admin, 'POST', `/returns/${id}/accept`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.en).toMatch(/has until/);
    expect((await call(tokens.admin, 'POST', `/returns/${id}/receive`)).statusCode).toBe(409);

    // Refused with a reason; deciding it again is refused.
    const refused = await call(tokens.seller, 'POST', `/returns/${id}/refuse`, {
      reason: { code: 'used_by_buyer' },
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ status: 'refused', refusal: { code: 'used_by_buyer' } });
    const decidedAgain = await call(tokens.seller, 'POST', `/returns/${id}/accept`);
    expect(decidedAgain.statusCode).toBe(409);
    expect(decidedAgain.json().error).toEqual(bilingual);
    // A refused case holds nothing: a new case may ask for the units again.
    expect((await open(delivered, delivered.quantity)).statusCode).toBe(201);
  });

  it('lets one of two racing decisions win and answers 409 to the other', async () => {
    const line = await takeLine('delivered');
    const id = (await open(line, 1)).json().data._id;
    const answers = await Promise.all([
      call(tokens.seller, 'POST', `/returns/${id}/accept`),
      call(tokens.seller, 'POST', `/returns/${id}/refuse`, { reason: { code: 'no_evidence' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const steps = (await call(tokens.seller, 'GET', `/returns/${id}`)).json().data.timeline;
    expect(steps).toHaveLength(2);
  });

  it('takes a shipment refused at the door back whole, releasing pending money without a ledger entry', async () => {
    const line = await takeLine('shipped');
    const before = await wallet();
    if (line.quantity > 1) expect((await open(line, line.quantity - 1)).statusCode).toBe(400);
    const created = (await open(line, line.quantity, { code: 'refused_at_door' })).json().data;
    expect(created.refund_amount).toBe(0);
    await call(tokens.seller, 'POST', `/returns/${created._id}/accept`);
    // The line cannot be returned around its case.
    const around = await call(
      tokens.admin,
      'PUT',
      `/admin/sourcing/orders/${line.order_id}/delivery-status`,
      {
        product_id: line.product_id,
        status: 'returned',
      },
    );
    expect(around.statusCode).toBe(409);
    const received = await call(tokens.admin, 'POST', `/returns/${created._id}/receive`);
    expect(received.json().data).toMatchObject({ status: 'delivered', refund_amount: 0 });
    expect(await lineNow(line.id)).toEqual({ status: 'returned', returned_quantity: line.quantity });
    const after = await wallet();
    expect(after.net_balance).toBe(before.net_balance);
    expect(after.total_balance).toBe(before.total_balance - line.price * line.quantity);
    const entries = await app.db
      .selectFrom('transactions')
      .select('id')
      .where('reference', '=', created.reference)
      .execute();
    expect(entries).toEqual([]);
  });

  it('keeps the customer’s photos private: uploaded here, named by the case, shown signed to whoever reads it', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const { payload, headers } = multipartFile('image', 'crack.png', png, 'image/png');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/returns/photos',
      payload,
      headers: { ...headers, ...bearer(tokens.admin) },
    });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json().data as { url: string };
    expect(url).toMatch(/^\/api\/v1\/files\/[a-f0-9]{32}\.png$/);
    // Not public: the bare address answers 404.
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const line = await takeLine('delivered');
    const invented = await call(tokens.admin, 'POST', '/returns', {
      order_id: line.order_id,
      product_id: line.product_id,
      quantity: 1,
      reason: { code: 'damaged' },
      photos: [url, '/api/v1/files/0123456789abcdef0123456789abcdef.png'],
    });
    expect(invented.statusCode).toBe(400);
    expect(Object.keys(invented.json().fields)).toEqual(['photos.1']);

    const opened = await call(tokens.admin, 'POST', '/returns', {
      order_id: line.order_id,
      product_id: line.product_id,
      quantity: 1,
      reason: { code: 'damaged' },
      photos: [url],
    });
    expect(opened.statusCode).toBe(201);
    const seen = (await call(tokens.seller, 'GET', `/returns/${opened.json().data._id}`)).json().data.photos;
    expect(seen).toHaveLength(1);
    const shown = await app.inject({ method: 'GET', url: seen[0] });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(png)).toBe(true);
    // Only admins upload them.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/returns/photos',
          payload,
          headers: { ...headers, ...bearer(tokens.seller) },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('is answered by its operation ids in the API document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const ids = Object.values(
      document.paths as Record<string, Record<string, { operationId?: string }>>,
    ).flatMap((path) => Object.values(path).map((operation) => operation.operationId));
    for (const id of [
      'createReturn',
      'listReturns',
      'getReturn',
      'acceptReturn',
      'refuseReturn',
      'receiveReturn',
      'listCancellations',
      'uploadReturnPhoto',
    ]) {
      expect(ids).toContain(id);
    }
  });
});

describe('return cases after the seller’s days and once settled', () => {
  let quick: FastifyInstance;
  let quickTokens: Record<'admin' | 'seller', string>;
  beforeAll(async () => {
    quick = await makeTestApp({ returns: { decisionDays: 0, closeDays: 0 } });
    quickTokens = await loginAll(quick, ['admin', 'seller']);
  });
  afterAll(() => quick.close());

  it('lets an admin decide once the seller’s days are over, and closes a case once its goods are back', async () => {
    const line = await quick.db
      .selectFrom('order_lines')
      .select(['order_id', 'product_id'])
      .where('seller_id', '=', DEMO_IDS.seller)
      .where('status', '=', 'delivered')
      .executeTakeFirstOrThrow();
    const opened = await quick.inject({
      method: 'POST',
      url: '/api/v1/returns',
      headers: bearer(quickTokens.admin),
      payload: { ...line, quantity: 1, reason: { code: 'defective' } },
    });
    const id = opened.json().data._id;
    const accepted = await quick.inject({
      method: 'POST',
      url: `/api/v1/returns/${id}/accept`,
      headers: bearer(quickTokens.admin),
    });
    expect(accepted.statusCode).toBe(200);
    await quick.inject({
      method: 'POST',
      url: `/api/v1/returns/${id}/receive`,
      headers: bearer(quickTokens.admin),
    });
    const read = (
      await quick.inject({ method: 'GET', url: `/api/v1/returns/${id}`, headers: bearer(quickTokens.seller) })
    ).json();
    expect(read.data.status).toBe('closed');
    expect(read.data.closed_at).toBe(read.data.delivered_at);
    expect(read.data.timeline.map((step: { status: string }) => step.status)).toEqual([
      'requested',
      'accepted',
      'delivered',
      'closed',
    ]);
  });
});

describe('cancellations', () => {
  it('lists the real cancelled and rejected lines with who, why and the pending money released', async () => {
    const pending = await takeLine('pending');
    const rejected = await call(tokens.seller, 'PUT', `/orders/${pending.order_id}/update-status`, {
      product_id: pending.product_id,
      status: 'rejected',
      reason: { code: 'out_of_stock' },
    });
    expect(rejected.statusCode).toBe(200);
    const confirmed = await takeLine('confirmed');
    const canceled = await call(tokens.admin, 'PUT', `/orders/${confirmed.order_id}/update-status`, {
      product_id: confirmed.product_id,
      status: 'canceled',
      reason: { code: 'other', text: 'Buyer called to cancel' },
    });
    expect(canceled.statusCode).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const list = (
      await call(tokens.seller, 'GET', `/cancellations?page=1&limit=100&from=${today}&to=${today}`)
    ).json();
    const byId = new Map(list.items.map((item: { _id: string }) => [item._id, item]));
    expect(byId.get(pending.id)).toMatchObject({
      status: 'rejected',
      by: { role: 'seller' },
      reason: { code: 'out_of_stock' },
      released_amount: 0,
    });
    expect(byId.get(confirmed.id)).toMatchObject({
      status: 'canceled',
      by: { role: 'admin' },
      reason: { code: 'other', text: 'Buyer called to cancel' },
      released_amount: (confirmed.price * confirmed.quantity) / 100,
    });
    // Another seller sees none of them; a day before has none of them.
    const other = (await call(tokens.seller2, 'GET', '/cancellations?page=1&limit=100')).json();
    expect(other.items.map((item: { _id: string }) => item._id)).not.toContain(pending.id);
    const earlier = (
      await call(tokens.seller, 'GET', '/cancellations?page=1&limit=100&to=2020-01-01')
    ).json();
    expect(earlier.items).toEqual([]);
    const badDay = await call(tokens.seller, 'GET', '/cancellations?from=2026-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().fields.from).toEqual(bilingual);
  });
});
