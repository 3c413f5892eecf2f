import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdingsQuery } from '../../server/onboarding/firstSteps';
import { DEMO_IDS } from '../../server/demo/seedData';
import { KYC_BODY } from '../fixtures/onboarding';
import { bearer, loginAll, makeTestApp } from './helpers';

let app: FastifyInstance;
let tokens: Record<'seller' | 'newseller' | 'buyer', string>;

beforeAll(async () => {
  app = await makeTestApp();
  tokens = await loginAll(app, ['seller', 'newseller', 'buyer'] as const);
});

afterAll(async () => {
  await app.close();
});

const firstSteps = (token?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/accounts/first-steps',
    headers: token ? bearer(token) : {},
  });

const stepsOf = async (token: string) => {
  const response = await firstSteps(token);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Record<string, string> }).data;
};

const PHOTO = JSON.stringify([{ url: '/files/products/photo.png' }]);

describe('getFirstSteps', () => {
  it('answers every step of a seller who has done nothing yet as to do', async () => {
    expect(await stepsOf(tokens.newseller)).toEqual({
      kyc: 'todo',
      business_info: 'todo',
      company_registration: 'todo',
      product: 'todo',
      photo: 'todo',
      payout_account: 'todo',
    });
  });

  it('follows the seller: registration sent, a product, its photo, a payout account', async () => {
    const sent = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/add-kyc',
      headers: bearer(tokens.newseller),
      payload: KYC_BODY,
    });
    expect(sent.statusCode).toBe(200);
    // Sent without the ID images a reviewer needs.
    expect((await stepsOf(tokens.newseller)).kyc).toBe('incomplete');

    // Both images sent: waiting for review; one refused: to correct; both accepted: done.
    const withImages = (front: string, back: string) =>
      app.db
        .updateTable('users')
        .set({
          kyc: JSON.stringify({
            ...KYC_BODY,
            front: { url: '/files/front.png', approved: front },
            back: { url: '/files/back.png', approved: back },
          }),
        })
        .where('_id', '=', DEMO_IDS.newseller)
        .execute();
    await withImages('pending', 'approved');
    expect((await stepsOf(tokens.newseller)).kyc).toBe('review');
    await withImages('rejected', 'approved');
    expect((await stepsOf(tokens.newseller)).kyc).toBe('rejected');
    await withImages('approved', 'approved');
    expect((await stepsOf(tokens.newseller)).kyc).toBe('done');

    // Another seller's photo is not this seller's.
    const other = await app.db
      .selectFrom('products')
      .select('id')
      .where('seller_id', '=', DEMO_IDS.seller)
      .executeTakeFirstOrThrow();
    await app.db.updateTable('products').set({ product_images: PHOTO }).where('id', '=', other.id).execute();

    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/products/create-product',
      headers: bearer(tokens.newseller),
      payload: {
        category: 'electronics',
        en: { name: 'First lamp', brand: 'Lumora' },
        ar: { name: 'أول مصباح', brand: 'لومورا' },
        listing_price: 150,
        stock_quantity: 4,
      },
    });
    expect(created.statusCode).toBe(201);
    const productId = (created.json() as { data: { _id: string } }).data._id;
    expect(await stepsOf(tokens.newseller)).toMatchObject({ product: 'done', photo: 'todo' });

    await app.db.updateTable('products').set({ product_images: PHOTO }).where('id', '=', productId).execute();
    expect((await stepsOf(tokens.newseller)).photo).toBe('done');

    expect((await stepsOf(tokens.newseller)).payout_account).toBe('todo');
    await app.db
      .insertInto('payout_accounts')
      .values({
        user_id: DEMO_IDS.newseller,
        account_holder_name: 'Youssef Samir',
        bank_code: 'NBE',
        iban: 'EG380019000500000000263180002',
        changed_at: new Date().toISOString(),
        held_until: null,
      })
      .execute();
    expect(await stepsOf(tokens.newseller)).toEqual({
      kyc: 'done',
      business_info: 'todo',
      company_registration: 'todo',
      product: 'done',
      photo: 'done',
      payout_account: 'done',
    });
  });

  it('sees an onboarded seller’s products and registration', async () => {
    const steps = await stepsOf(tokens.seller);
    expect(steps.product).toBe('done');
    expect(steps.kyc).not.toBe('todo');
    expect(steps.business_info).not.toBe('todo');
    expect(steps.company_registration).not.toBe('todo');
  });

  it('is for sellers only', async () => {
    expect((await firstSteps()).statusCode).toBe(401);
    expect((await firstSteps(tokens.buyer)).statusCode).toBe(403);
  });

  it('reaches the seller’s rows by index, never by reading every product', async () => {
    if (!app.sqlite) return;
    const query = holdingsQuery(app.db, DEMO_IDS.seller).compile();
    const plan = app.sqlite
      .prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .all(...(query.parameters as unknown[])) as { detail: string }[];
    const details = plan.map((step) => step.detail);
    expect(details.filter((detail) => /products/.test(detail))).toHaveLength(2);
    for (const detail of details.filter((step) => /products|payout_accounts/.test(step))) {
      expect(detail).toMatch(/^SEARCH \S+ USING (COVERING )?(INDEX|PRIMARY KEY)/);
    }
  });
});
