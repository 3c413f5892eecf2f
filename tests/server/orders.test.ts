import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRowOf, rowsOf } from '../../server/db/database';
import { DEMO_IDS } from '../../server/demo/seedData';
import { ORDER_STATUSES } from '../../src/lib/orderStatus';
import { DEFAULT_PAGE_SIZE } from '../../server/lib/listQuery';
import { notificationBus } from '../../server/lib/notificationBus';
import { bearer, loginAll, makeTestApp } from './helpers';

type Status = 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'canceled' | 'returned' | 'rejected';
const STATUSES: Status[] = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'canceled',
  'returned',
  'rejected',
];

/** The transition table of docs/orders.md written out by hand, so the test does not trust the table it checks. */
const ALLOWED: Record<'seller' | 'admin' | 'logistics', string[]> = {
  seller: ['pending→confirmed', 'pending→rejected'],
  admin: ['pending→confirmed', 'pending→canceled', 'confirmed→shipped', 'confirmed→canceled'],
  logistics: ['shipped→delivered', 'shipped→returned', 'delivered→returned'],
};

const ARABIC = /[\u0600-\u06FF]/;

type LineRow = {
  id: string;
  order_id: string;
  product_id: string;
  seller_id: string;
  price: number;
  quantity: number;
};
type OrderLineJson = { _id: string; status: Status; quantity: number; price: number; order_ref_id: string };
type OrderJson = { _id: string; order_ref_id: string; product: OrderLineJson[] };
type AccountJson = {
  wallet: { net_balance: number; total_balance: number };
  transactions: {
    transaction: { type: string; amount: number; balance_after: number; order_ref_id: string };
  }[];
};

let app: FastifyInstance;
let tokens: Record<'seller' | 'seller2' | 'admin' | 'buyer', string>;

beforeAll(async () => {
  app = await makeTestApp();
  tokens = await loginAll(app, ['seller', 'seller2', 'admin', 'buyer'] as const);
});

afterAll(async () => {
  await app.close();
});

const sellerLines = async (sellerId: string, status?: Status): Promise<LineRow[]> =>
  app.db
    .selectFrom('order_lines')
    .select(['id', 'order_id', 'product_id', 'seller_id', 'price', 'quantity'])
    .where('seller_id', '=', sellerId)
    .$if(status !== undefined, (query) => query.where('status', '=', status as Status))
    .orderBy('id')
    .execute();

/** Ids in one order whatever the database's collation. */
const sorted = (ids: readonly string[]) => [...ids].sort();

const setStatus = (line: LineRow, status: Status) =>
  app.db.updateTable('order_lines').set({ status }).where('id', '=', line.id).execute();

const change = (token: string, line: LineRow, status: string, path = 'update-status') =>
  app.inject({
    method: 'PUT',
    url:
      path === 'update-status'
        ? `/api/v1/orders/${line.order_id}/update-status`
        : `/api/v1/admin/sourcing/orders/${line.order_id}/delivery-status`,
    headers: bearer(token),
    // A rejection or a cancellation must say why (tests/server/orderReasons.test.ts).
    payload: {
      status,
      product_id: line.product_id,
      ...(status === 'rejected' || status === 'canceled' ? { reason: { code: 'out_of_stock' } } : {}),
    },
  });

const account = async (): Promise<AccountJson> =>
  (await app.inject({ method: 'GET', url: '/api/v1/accounts/wallet', headers: bearer(tokens.seller) })).json<{
    data: AccountJson;
  }>().data;

type ListJson = {
  data: OrderJson[] | { orders: OrderJson[] };
  meta: { count: number; page: number; limit: number };
};

const list = async (who: keyof typeof tokens, url: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(tokens[who]) });
  const body = response.json<ListJson>();
  const orders = Array.isArray(body.data) ? body.data : (body.data?.orders ?? []);
  return {
    response,
    body,
    orders,
    lineIds: orders.flatMap((order) => order.product.map((line) => line._id)),
  };
};

/** The expected page, written as its own query: lines newest change first, the latest insert first on ties. */
const expectedLines = async (where: RawBuilder<unknown>, limit: number, offset = 0) =>
  (
    await rowsOf(
      app.db,
      sql<{ id: string }>`SELECT l.id FROM order_lines l JOIN orders o ON o.id = l.order_id
        JOIN products p ON p.id = l.product_id
        ${where} ORDER BY l.updated_at DESC, l.rowid DESC LIMIT ${limit} OFFSET ${offset}`,
    )
  ).map((row) => row.id);

const countLines = async (where: RawBuilder<unknown>) =>
  (
    await firstRowOf(
      app.db,
      sql<{ n: number }>`SELECT COUNT(*) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
        JOIN products p ON p.id = l.product_id ${where}`,
    )
  )?.n;

const everyLine = sql``;

/** The lines in each status tab, as the list's meta counts them (all of them below the count limit). */
const statusCountsOf = async (where: RawBuilder<unknown>) => {
  const counts: Record<string, number> = { all: Number(await countLines(where)) };
  for (const status of ORDER_STATUSES) {
    const within = sql`${where} ${where === everyLine ? sql`WHERE` : sql`AND`} l.status = ${status}`;
    counts[status] = Number(await countLines(within));
  }
  return counts;
};

describe('GET /orders/seller and GET /admin/sourcing/orders', () => {
  it('gives a seller one page of their own lines, newest change first, grouped by order', async () => {
    const { response, body, orders, lineIds } = await list('seller', '/orders/seller?page=1&limit=10');
    expect(response.statusCode).toBe(200);
    expect(body.meta).toEqual({
      count: (await sellerLines(DEMO_IDS.seller)).length,
      page: 1,
      limit: 10,
      status_counts: await statusCountsOf(sql`WHERE l.seller_id = ${DEMO_IDS.seller}`),
      count_limit: 1000,
    });
    expect(sorted(lineIds)).toEqual(
      sorted(await expectedLines(sql`WHERE l.seller_id = ${DEMO_IDS.seller}`, 10)),
    );
    // Each order appears once and holds only lines of this page.
    expect(new Set(orders.map((order) => order._id)).size).toBe(orders.length);
    const first = orders[0]?.product[0] as OrderLineJson & { data: { _id: string; en: { name: string } } };
    expect(first.data.en.name).toEqual(expect.any(String));
    expect(first.order_ref_id).toBe(orders[0]?.order_ref_id);
  });

  it('walks the pages without gaps or repeats and answers 15 lines when no limit is given', async () => {
    const all = (await sellerLines(DEMO_IDS.seller)).length;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all / 100); page += 1) {
      seen.push(...(await list('seller', `/orders/seller?page=${page}&limit=100`)).lineIds);
    }
    expect(seen).toHaveLength(all);
    expect(new Set(seen).size).toBe(all);

    const defaults = await list('seller', '/orders/seller');
    expect(defaults.body.meta).toMatchObject({ count: all, page: 1, limit: DEFAULT_PAGE_SIZE });
    expect(defaults.lineIds).toHaveLength(Math.min(all, DEFAULT_PAGE_SIZE));

    const beyond = await app.inject({
      method: 'GET',
      url: '/api/v1/orders/seller?page=999&limit=15',
      headers: bearer(tokens.seller),
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().details).toEqual({ last_page: Math.ceil(all / 15) });
  });

  it.each(STATUSES)("filters a seller's lines by the %s tab and counts them", async (status) => {
    const { body, lineIds } = await list('seller', `/orders/seller?page=1&limit=100&status=${status}`);
    const expected = await sellerLines(DEMO_IDS.seller, status);
    expect(body.meta.count).toBe(expected.length);
    expect(sorted(lineIds)).toEqual(sorted(expected.map((line) => line.id)));
  });

  it('searches both product names with Arabic letter variants, and the order reference', async () => {
    // lower(): LIKE ignores ASCII case on SQLite only.
    const where = (column: 'p.name_en' | 'p.name_ar', pattern: string) =>
      sql`WHERE l.seller_id = ${DEMO_IDS.seller} AND lower(${sql.ref(column)}) LIKE ${pattern}`;
    // "ايزيس" (bare alef) finds "إيزيس"; "كرتونه" (heh) finds "كرتونة" (teh marbuta); English in any case.
    for (const [search, pattern] of [
      ['ايزيس', '%إيزيس%'],
      ['كرتونه', '%كرتونة%'],
      ['ISIS', '%isis%'],
    ] as const) {
      const column = pattern.startsWith('%isis') ? 'p.name_en' : 'p.name_ar';
      const { body, lineIds } = await list(
        'seller',
        `/orders/seller?page=1&limit=100&search=${encodeURIComponent(search)}`,
      );
      const expected = await countLines(where(column, pattern));
      expect(expected).toBeGreaterThan(0);
      expect(body.meta.count).toBe(expected);
      expect(lineIds).toEqual(await expectedLines(where(column, pattern), 100));
    }

    const [line] = await sellerLines(DEMO_IDS.seller);
    const { order_ref_id: ref } = await app.db
      .selectFrom('orders')
      .select('order_ref_id')
      .where('id', '=', line?.order_id ?? '')
      .executeTakeFirstOrThrow();
    const byRef = await list('seller', `/orders/seller?search=${encodeURIComponent(ref.toLowerCase())}`);
    expect(byRef.orders.map((order) => order.order_ref_id)).toEqual([ref]);
    expect(byRef.body.meta.count).toBe(
      await countLines(sql`WHERE l.seller_id = ${DEMO_IDS.seller} AND o.id = ${line?.order_id ?? ''}`),
    );

    const combined = await list(
      'seller',
      `/orders/seller?status=delivered&search=${encodeURIComponent('عسل')}`,
    );
    expect(combined.body.meta.count).toBe(
      await countLines(
        sql`WHERE l.seller_id = ${DEMO_IDS.seller} AND l.status = 'delivered' AND p.search_text LIKE ${'%عسل%'}`,
      ),
    );
    const none = await list('seller', '/orders/seller?search=%25_no_such_thing');
    expect(none.body.meta.count).toBe(0);
  });

  it("gives admins every seller's lines under data.orders, paginated, filtered and counted", async () => {
    const total = await countLines(everyLine);
    const first = await list('admin', '/admin/sourcing/orders?page=1&limit=15');
    expect(first.response.statusCode).toBe(200);
    expect(first.body.meta).toEqual({
      count: total,
      page: 1,
      limit: 15,
      status_counts: await statusCountsOf(everyLine),
      count_limit: 1000,
    });
    expect(first.lineIds).toHaveLength(15);
    expect(sorted(first.lineIds)).toEqual(sorted(await expectedLines(everyLine, 15)));
    const second = await list('admin', '/admin/sourcing/orders?page=2&limit=15');
    expect(sorted(second.lineIds)).toEqual(sorted(await expectedLines(everyLine, 15, 15)));

    const shipped = await list('admin', '/admin/sourcing/orders?page=1&limit=100&status=shipped');
    expect(shipped.body.meta.count).toBe(await countLines(sql`WHERE l.status = 'shipped'`));
    const sellers = await app.db
      .selectFrom('order_lines')
      .select('seller_id')
      .distinct()
      .where('status', '=', 'shipped')
      .execute();
    expect(sellers.length).toBeGreaterThan(1);

    const search = await list('admin', `/admin/sourcing/orders?search=${encodeURIComponent('أنكر')}`);
    expect(search.body.meta.count).toBe(await countLines(sql`WHERE p.search_text LIKE ${'%انكر%'}`));
  });

  it.each([
    ['page=0'],
    ['page=-1'],
    ['page=abc'],
    ['page=1.5'],
    ['limit=4'],
    ['limit=101'],
    ['limit=ten'],
    ['status=lost'],
    ['status=ALL'],
    ['page=1&page=2'],
    [`search=${'x'.repeat(201)}`],
  ])('answers %s with a bilingual 400 on both lists', async (query) => {
    for (const [who, path] of [
      ['seller', '/orders/seller'],
      ['admin', '/admin/sourcing/orders'],
    ] as const) {
      const { response } = await list(who, `${path}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: { en: expect.any(String), ar: expect.stringMatching(ARABIC) },
      });
    }
  });

  it('keeps the same callers: sellers and admins, not buyers; admins only for the sourcing list', async () => {
    expect((await list('seller', '/admin/sourcing/orders?page=1')).response.statusCode).toBe(403);
    expect((await list('buyer', '/orders/seller?page=1')).response.statusCode).toBe(403);
    // The caller is checked before the query: a buyer with a bad query is still refused, not told why.
    expect((await list('buyer', '/orders/seller?page=0')).response.statusCode).toBe(403);
    const guest = await app.inject({ method: 'GET', url: '/api/v1/orders/seller?limit=1' });
    expect(guest.statusCode).toBe(401);
    // seller2 sees only their own lines.
    const other = await list('seller2', '/orders/seller?page=1&limit=100');
    const own = new Set((await sellerLines(DEMO_IDS.seller2)).map((line) => line.id));
    expect(other.body.meta.count).toBe(own.size);
    expect(other.lineIds.every((id) => own.has(id))).toBe(true);
  });
});

describe('PUT /orders/{id}/update-status transitions', () => {
  const cases = (['seller', 'admin', 'logistics'] as const).flatMap((who) =>
    STATUSES.flatMap((from) =>
      (who === 'logistics' ? (['delivered', 'returned'] as Status[]) : STATUSES).map((to) => ({
        who,
        from,
        to,
        allowed: ALLOWED[who].includes(`${from}→${to}`),
      })),
    ),
  );

  it.each(cases)('$who: $from → $to allowed=$allowed', async ({ who, from, to, allowed }) => {
    const line = (await sellerLines(DEMO_IDS.seller))[0] as LineRow;
    await setStatus(line, from);
    const token = who === 'seller' ? tokens.seller : tokens.admin;
    const response = await change(token, line, to, who === 'logistics' ? 'delivery-status' : 'update-status');
    if (allowed) {
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: OrderLineJson }>().data.status).toBe(to);
    } else {
      expect(response.statusCode).toBe(409);
      const body = response.json<{ success: boolean; error: { en: string; ar: string } }>();
      expect(body.success).toBe(false);
      expect(body.error.ar).toMatch(ARABIC);
      const stored = await app.db
        .selectFrom('order_lines')
        .select('status')
        .where('id', '=', line.id)
        .executeTakeFirst();
      expect(stored?.status).toBe(from);
    }
  });

  it('hides another seller’s line (404) and leaves it unchanged', async () => {
    const line = (await sellerLines(DEMO_IDS.seller2))[0] as LineRow;
    await setStatus(line, 'pending');
    const response = await change(tokens.seller, line, 'confirmed');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { ar: string } }>().error.ar).toMatch(ARABIC);
    const buyer = await change(tokens.buyer, line, 'confirmed');
    expect(buyer.statusCode).toBe(404);
  });

  it('keeps delivery reports to admins and sourcing users, and rejects unknown statuses', async () => {
    const line = (await sellerLines(DEMO_IDS.seller))[1] as LineRow;
    await setStatus(line, 'shipped');
    expect((await change(tokens.seller, line, 'delivered', 'delivery-status')).statusCode).toBe(403);
    expect((await change(tokens.admin, line, 'shipped', 'delivery-status')).statusCode).toBe(400);
    expect((await change(tokens.admin, line, 'lost')).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/v1/orders/${line.order_id}/update-status`,
          headers: bearer(tokens.admin),
          payload: { status: 'confirmed', product_id: line.product_id, order_ref_id: 'ORD-NOPE' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('wallet and ledger', () => {
  it('moves the money through confirm → ship → deliver, then back on a return', async () => {
    const line = (await sellerLines(DEMO_IDS.seller, 'pending'))[0] as LineRow;
    const amount = (line.price * line.quantity) / 100;
    const before = await account();

    expect((await change(tokens.admin, line, 'confirmed')).statusCode).toBe(200);
    const confirmed = await account();
    expect(confirmed.wallet.total_balance).toBeCloseTo(before.wallet.total_balance + amount, 2);
    expect(confirmed.wallet.net_balance).toBeCloseTo(before.wallet.net_balance, 2);
    expect(confirmed.transactions).toHaveLength(before.transactions.length);

    expect((await change(tokens.admin, line, 'shipped')).statusCode).toBe(200);
    expect((await account()).wallet).toEqual(confirmed.wallet);

    expect((await change(tokens.admin, line, 'delivered', 'delivery-status')).statusCode).toBe(200);
    const delivered = await account();
    expect(delivered.wallet.net_balance).toBeCloseTo(before.wallet.net_balance + amount, 2);
    expect(delivered.wallet.total_balance).toBeCloseTo(confirmed.wallet.total_balance, 2);
    const credit = delivered.transactions[0]?.transaction;
    expect(credit).toMatchObject({ type: 'CR' });
    expect(credit?.amount).toBeCloseTo(amount, 2);
    expect(credit?.balance_after).toBeCloseTo(delivered.wallet.net_balance, 2);

    expect((await change(tokens.admin, line, 'returned', 'delivery-status')).statusCode).toBe(200);
    const returned = await account();
    expect(returned.wallet.net_balance).toBeCloseTo(before.wallet.net_balance, 2);
    expect(returned.wallet.total_balance).toBeCloseTo(before.wallet.total_balance, 2);
    const debit = returned.transactions[0]?.transaction;
    expect(debit).toMatchObject({ type: 'DR' });
    expect(debit?.balance_after).toBeCloseTo(before.wallet.net_balance, 2);
  });

  it('takes pending money back when a confirmed line is canceled or a shipped one returned', async () => {
    const [first, second] = (await sellerLines(DEMO_IDS.seller, 'pending')) as [LineRow, LineRow];
    const before = await account();
    await change(tokens.seller, first, 'confirmed');
    await change(tokens.admin, first, 'canceled');
    await change(tokens.admin, second, 'confirmed');
    await change(tokens.admin, second, 'shipped');
    await change(tokens.admin, second, 'returned', 'delivery-status');
    const after = await account();
    expect(after.wallet).toEqual(before.wallet);
    expect(after.transactions).toHaveLength(before.transactions.length);
  });

  it('refuses the wallet to users who are not sellers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/wallet',
      headers: bearer(tokens.buyer),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('notifications', () => {
  it('notifies the seller of each change and marks one read only for its owner', async () => {
    const line = (await sellerLines(DEMO_IDS.seller, 'pending'))[0] as LineRow;
    await change(tokens.admin, line, 'confirmed');
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: bearer(tokens.seller),
    });
    const newest = list.json<{
      data: {
        _id: string;
        read: boolean;
        object_type: string;
        message: { en: string; ar: string };
        object: { product: { status: string; data: { en: { name: string }; listing_price: number } }[] };
      }[];
    }>().data[0];
    expect(newest).toMatchObject({ object_type: 'order', read: false });
    expect(newest?.message.en).toContain('confirmed');
    expect(newest?.message.ar).toMatch(ARABIC);
    expect(newest?.object.product[0]?.status).toBe('confirmed');
    expect(newest?.object.product[0]?.data.listing_price).toBeCloseTo(line.price / 100, 2);

    const other = await app.inject({
      method: 'PUT',
      url: `/api/v1/notifications/${newest?._id}/read`,
      headers: bearer(tokens.seller2),
    });
    expect(other.statusCode).toBe(404);
    const own = await app.inject({
      method: 'PUT',
      url: `/api/v1/notifications/${newest?._id}/read`,
      headers: bearer(tokens.seller),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: { read: boolean } }>().data.read).toBe(true);
  });

  it('pushes a notification to the seller’s open stream and refuses a stream without a token', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const refused = await fetch(`${address}/api/v1/notifications/stream`);
    expect(refused.status).toBe(401);

    const controller = new AbortController();
    const response = await fetch(`${address}/api/v1/notifications/stream`, {
      headers: bearer(tokens.seller),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil(': connected');

    const line = (await sellerLines(DEMO_IDS.seller, 'pending'))[0] as LineRow;
    await change(tokens.admin, line, 'confirmed');
    await readUntil('event: notification');
    await readUntil('}\n\n');
    const data = /data: (.+)\n/.exec(text)?.[1] ?? '{}';
    const pushed = JSON.parse(data) as {
      _id: string;
      message: { en: string };
      object: { product: { status: string }[] };
    };
    expect(pushed.object.product[0]?.status).toBe('confirmed');
    expect(text).toContain(`id: ${pushed._id}`);

    controller.abort();
    await reader.cancel().catch(() => undefined);
    // The server notices the closed connection and drops the subscription.
    await expect.poll(() => notificationBus(app.db).listenerCount(DEMO_IDS.seller)).toBe(0);
  });
});
