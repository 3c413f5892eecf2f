/**
 * A page past a list's last is refused (400 naming `page`) on every paginated list, with the last page in
 * `details.last_page` so the app can move there; page 1 of an empty list is an empty page.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAll, makeTestApp } from './helpers';

let app: FastifyInstance;
let tokens: Record<'admin' | 'seller', string>;

beforeAll(async () => {
  app = await makeTestApp({ searchCountLimit: 3 });
  tokens = await loginAll(app, ['admin', 'seller']);
});
afterAll(() => app.close());

type Who = 'admin' | 'seller';
const LISTS: readonly { name: string; who: Who; method: 'GET' | 'POST'; path: string }[] = [
  { name: 'users', who: 'admin', method: 'GET', path: '/api/v1/accounts/view-all' },
  { name: 'seller orders', who: 'seller', method: 'GET', path: '/api/v1/orders/seller' },
  { name: 'admin orders', who: 'admin', method: 'GET', path: '/api/v1/admin/sourcing/orders' },
  { name: 'products', who: 'seller', method: 'POST', path: '/api/v1/products' },
  { name: 'imports', who: 'seller', method: 'GET', path: '/api/v1/products/imports' },
  { name: 'ledger', who: 'seller', method: 'GET', path: '/api/v1/accounts/wallet' },
  { name: 'withdrawals', who: 'admin', method: 'GET', path: '/api/v1/withdrawals' },
  { name: 'compensations', who: 'seller', method: 'GET', path: '/api/v1/compensations' },
];

/** One page of a list; the product list takes its search in the body, the others in the address. */
const read = (list: (typeof LISTS)[number], query: string, search?: string) =>
  app.inject({
    method: list.method,
    url: `${list.path}?${query}${search !== undefined && list.method === 'GET' ? `&search=${search}` : ''}`,
    headers: bearer(tokens[list.who]),
    ...(list.method === 'POST' ? { payload: search === undefined ? {} : { search } } : {}),
  });

const countOf = (body: { meta?: { count: number }; metadata?: { count: number } }): number =>
  (body.meta ?? body.metadata)?.count ?? Number.NaN;

describe('a page past the last', () => {
  it.each(LISTS)('is a 400 naming the last page on the $name list', async (list) => {
    const first = await read(list, 'page=1&limit=5');
    expect(first.statusCode).toBe(200);
    // The orders lists count only up to the count limit (3 here), as a search does: a page far past it names a
    // page that has rows (the test of a search below); the exact last page is checked on the other lists.
    if ((first.json().meta ?? first.json().metadata)?.count_is_lower_bound === true) {
      const past = await read(list, 'page=100000&limit=5');
      expect(past.statusCode).toBe(400);
      const { last_page: landedOn } = past.json().details as { last_page: number };
      expect((await read(list, `page=${landedOn}&limit=5`)).statusCode).toBe(200);
      return;
    }
    const lastPage = Math.max(1, Math.ceil(countOf(first.json()) / 5));

    const last = await read(list, `page=${lastPage}&limit=5`);
    expect(last.statusCode).toBe(200);

    for (const page of [lastPage + 1, lastPage + 40]) {
      const past = await read(list, `page=${page}&limit=5`);
      expect(past.statusCode).toBe(400);
      const body = past.json();
      expect(body.success).toBe(false);
      expect(body.error).toEqual({ en: expect.stringContaining(`${lastPage}`), ar: expect.any(String) });
      expect(body.fields.page).toEqual(body.error);
      expect(body.details).toEqual({ last_page: lastPage });
    }
  });

  it('answers page 1 of an empty list as an empty page, and page 2 as past its last (page 1)', async () => {
    const list = LISTS.find((candidate) => candidate.name === 'seller orders')!;
    const empty = await read(list, 'page=1&limit=5', 'nothing-matches-this-at-all');
    expect(empty.statusCode).toBe(200);
    expect(countOf(empty.json())).toBe(0);
    const past = await read(list, 'page=2&limit=5', 'nothing-matches-this-at-all');
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual({ last_page: 1 });
  });

  it('names a page that exists when a search stopped counting, so the app lands on rows', async () => {
    const list = LISTS.find((candidate) => candidate.name === 'products')!;
    const first = await read(list, 'page=1&limit=5', 'a');
    expect(first.json().metadata).toMatchObject({ count_is_lower_bound: true });
    const past = await read(list, 'page=100000&limit=5', 'a');
    expect(past.statusCode).toBe(400);
    const { last_page: lastPage } = past.json().details as { last_page: number };
    const landed = await read(list, `page=${lastPage}&limit=5`, 'a');
    expect(landed.statusCode).toBe(200);
    expect(landed.json().data.length).toBeGreaterThan(0);
  });
});
