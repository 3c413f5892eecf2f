import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS, recruitId } from '../../server/demo/seedData';
import { bearer, loginAs, makeTestApp } from './helpers';

/** Routes whose success is not JSON (a file, an event stream): only their refusals have a schema. */
const NOT_JSON_ON_SUCCESS = new Set([
  'GET /api/v1/files/:name',
  'GET /api/v1/files/:grant/:name',
  'GET /api/v1/notifications/stream',
  'GET /api/v1/openapi.json',
  'POST /api/v1/products/export',
  'POST /api/v1/orders/export',
  'GET /api/v1/orders/:orderId/documents/:kind',
  'POST /api/v1/orders/documents',
]);

type Made = { url: string; json: string };

describe('response schemas', () => {
  let app: FastifyInstance;
  let seller: string;
  let admin: string;
  let ambassador: string;
  const routes: Pick<RouteOptions, 'method' | 'url' | 'schema'>[] = [];
  /** What each handler answered, before serialisation, newest last. */
  const made: Made[] = [];

  beforeAll(async () => {
    app = await makeTestApp({
      instrument: (instance) => {
        instance.addHook('onRoute', ({ method, url, schema }) => void routes.push({ method, url, schema }));
        instance.addHook('preSerialization', async (request: FastifyRequest, _reply, payload) => {
          made.push({ url: request.url, json: JSON.stringify(payload) });
          return payload;
        });
        // Proves the check every test app runs (helpers.ts checkSerialisation): a schema that turns null into "".
        instance.get(
          '/probe/coerced',
          { schema: { response: { 200: { type: 'object', properties: { value: { type: 'string' } } } } } },
          async () => ({ value: null }),
        );
      },
    });
    [seller, admin, ambassador] = await Promise.all([
      loginAs(app, 'seller'),
      loginAs(app, 'admin'),
      loginAs(app, 'ambassador'),
    ]);
  });
  afterAll(() => app.close());

  /** Calls the API and checks the body sent is the body the handler made, property for property. */
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string | null,
    payload?: object,
  ) => {
    const response = await app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
    expect(response.statusCode, response.body).toBe(200);
    const handled = made.findLast((entry) => entry.url === url);
    expect(handled).toBeDefined();
    expect(response.json()).toEqual(JSON.parse(handled?.json ?? 'null'));
    return response.json();
  };

  it('are declared by every API route, for its success and for every error', () => {
    const api = routes.filter((route) => route.url?.startsWith('/api/v1'));
    expect(api.length).toBeGreaterThan(40);
    for (const route of api) {
      const name = `${String(route.method)} ${route.url}`;
      const statuses = Object.keys((route.schema?.response ?? {}) as object);
      expect(statuses, name).toEqual(expect.arrayContaining(['4xx', '5xx']));
      const successes = statuses.filter((status) => /^2/.test(status));
      if (NOT_JSON_ON_SUCCESS.has(name.replace(/^HEAD /, 'GET '))) expect(successes, name).toEqual([]);
      else expect(successes, name).toHaveLength(1);
    }
  });

  it('make a test app fail an answer its schema would change', async () => {
    // The check prints the difference for whoever reads the log of a failing test; here it is expected.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app.inject({ method: 'GET', url: '/probe/coerced' });
    expect(response.statusCode).toBe(500);
    expect(printed).toHaveBeenCalledWith(expect.stringContaining('sent: {"value":""}'));
    printed.mockRestore();
  });

  it('keep the session and the user as made, nulls included', async () => {
    const login = await call('POST', '/api/v1/accounts/login', null, {
      email: 'buyer@demo.eg',
      password: 'Demo@1234',
    });
    expect(login).toMatchObject({ success: true, user: { token: expect.any(String) } });
    const account = await call('GET', '/api/v1/accounts', admin);
    expect(account.data).toMatchObject({ _id: DEMO_IDS.admin, referred_by: null, recruited_by: null });
  });

  it('keep a number in a KYC field that may be one, and the documents', async () => {
    const { kyc } = await app.db
      .selectFrom('users')
      .select('kyc')
      .where('_id', '=', DEMO_IDS.seller)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('users')
      .set({ kyc: JSON.stringify({ ...JSON.parse(kyc), dependents: 3 }) })
      .where('_id', '=', DEMO_IDS.seller)
      .execute();
    const { data } = await call('GET', '/api/v1/accounts', seller);
    expect(data.kyc.dependents).toBe(3);
    expect(data.kyc.front).toMatchObject({ url: expect.any(String), approved: 'approved' });
    expect(data.company_registration.doc).toMatchObject({ url: expect.any(String) });
    expect(data.business_info.en.business_name).toEqual(expect.any(String));
  });

  it('keep an ambassador’s view of a recruit as it is, without the parts it leaves out', async () => {
    const { data } = await call('GET', `/api/v1/accounts/${recruitId(1)}`, ambassador);
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('phone_number');
    await call('GET', '/api/v1/accounts/view-recruits', ambassador);
    await call('GET', '/api/v1/accounts/view-all?limit=15', admin);
  });

  it('keep a product’s null handling time and its category attributes', async () => {
    const list = await call('POST', '/api/v1/products/seller?page=1&limit=5', seller, {});
    const product = list.items[0];
    const changed = await call('PUT', `/api/v1/products/${product._id}/update-product`, seller, {
      handling_time: null,
      en: { ...product.en, shade_code: 'N-12' },
      details: { ...product.details, pack_size: 6 },
    });
    expect(changed.data).toMatchObject({
      handling_time: null,
      en: { shade_code: 'N-12' },
      details: { pack_size: 6 },
    });
    expect(changed.product).toEqual(changed.data);
    const admins = await call('POST', '/api/v1/products?page=1&limit=15', admin, {});
    expect(admins.metadata).toMatchObject({ page: 1, limit: 15, count: expect.any(Number) });
  });

  it('keep orders, the wallet, notifications and categories as made', async () => {
    const orders = await call('GET', '/api/v1/orders/seller?limit=15', seller);
    expect(orders.data[0].product[0].data.seller).toMatchObject({ _id: DEMO_IDS.seller });
    await call('GET', '/api/v1/admin/sourcing/orders?limit=15', admin);
    const wallet = await call('GET', '/api/v1/accounts/wallet', seller);
    expect(wallet.data.transactions.length).toBeGreaterThan(0);
    const ledgerPage = await call('GET', '/api/v1/accounts/wallet?page=2&limit=5', seller);
    expect(ledgerPage).toMatchObject({ items: expect.any(Array), meta: { page: 2, limit: 5 } });
    const order = orders.data[0];
    const detail = await call('GET', `/api/v1/orders/${order._id}`, seller);
    expect(detail.data).toMatchObject({
      _id: order._id,
      timeline: expect.any(Array),
      total: expect.any(Number),
    });
    // A change with no reason and no undo answers its nulls as nulls, and the undo the line as the list has it.
    const pending = await app.db
      .selectFrom('order_lines')
      .select(['order_id', 'product_id'])
      .where('seller_id', '=', DEMO_IDS.seller)
      .where('status', '=', 'pending')
      .limit(1)
      .executeTakeFirst();
    const confirmed = await call('PUT', `/api/v1/orders/${pending?.order_id}/update-status`, admin, {
      status: 'confirmed',
      product_id: pending?.product_id,
    });
    expect(confirmed.undo).toEqual({ until: expect.any(String) });
    await call('PUT', `/api/v1/orders/${pending?.order_id}/status/undo`, admin, {
      product_id: pending?.product_id,
    });
    await call('PUT', '/api/v1/notifications/read-all', seller);
    const notifications = await call('GET', '/api/v1/notifications', seller);
    expect(notifications.data[0].object.product).toEqual(expect.any(Array));
    const categories = await call('GET', '/api/v1/category/', admin);
    expect(categories.data.some((category: { img: string | null }) => category.img !== null)).toBe(true);
  });

  it('answer refusals in the one error shape', async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/v1/accounts' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      success: false,
      error: { en: expect.any(String), ar: expect.any(String) },
    });
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/add-front-id',
      headers: { ...bearer(seller), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toMatchObject({ success: false, errors: { detail: { en: expect.any(String) } } });
  });
});
