import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, recruitId } from '../../server/demo/seedData';
import type { RecruitProgress } from '../../src/lib/recruitStages';
import { bearer, loginAll, makeTestApp } from './helpers';

type RecruitAnswer = Record<string, unknown> & { _id: string; progress: RecruitProgress };

describe("an ambassador's recruits by stage", () => {
  let app: FastifyInstance;
  let ambassador: string;

  const recruits = async (): Promise<Map<string, RecruitAnswer>> => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/view-recruits',
      headers: bearer(ambassador),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: RecruitAnswer[] };
    return new Map(data.map((recruit) => [recruit._id, recruit]));
  };

  beforeAll(async () => {
    app = await makeTestApp();
    ({ ambassador } = await loginAll(app, ['ambassador']));
  });
  afterAll(() => app.close());

  it('reads each seeded recruit at the step their record has reached, nothing unsent under review', async () => {
    const answered = await recruits();
    expect(answered.size).toBe(5);
    // 1: everything sent and waiting; 2: everything approved; 3: a side of the ID refused; 4: nothing sent;
    // 5: identity approved, business info refused (server/demo/seedData.ts RECRUITS).
    expect(answered.get(recruitId(1))?.progress).toEqual({
      stage: 'business_sent',
      kyc: 'pending',
      business_info: 'pending',
      company_registration: 'not_submitted',
      first_product: false,
      first_sale: false,
    });
    expect(answered.get(recruitId(2))?.progress.stage).toBe('business_approved');
    expect(answered.get(recruitId(3))?.progress).toMatchObject({ stage: 'business_sent', kyc: 'rejected' });
    expect(answered.get(recruitId(4))?.progress).toEqual({
      stage: 'signed_up',
      kyc: 'not_submitted',
      business_info: 'not_submitted',
      company_registration: 'not_submitted',
      first_product: false,
      first_sale: false,
    });
    // No empty language blocks either: the app reads a block as business info sent.
    expect(answered.get(recruitId(4))?.business_info).toEqual({});
    expect(answered.get(recruitId(5))?.progress).toMatchObject({
      stage: 'business_sent',
      kyc: 'approved',
      business_info: 'rejected',
    });
  });

  it('never answers a recruit’s contact details', async () => {
    for (const recruit of (await recruits()).values()) {
      expect(recruit).not.toHaveProperty('email');
      expect(recruit).not.toHaveProperty('phone_number');
      expect(JSON.stringify(recruit)).not.toMatch(/@demo\.eg|0101000001/);
    }
  });

  it('moves a recruit to a first product once they list one, and to a first sale once a line is delivered', async () => {
    const recruit = recruitId(4);
    const product = await app.db
      .selectFrom('products')
      .select('id')
      .where('seller_id', '=', DEMO_IDS.seller2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.db.updateTable('products').set({ seller_id: recruit }).where('id', '=', product.id).execute();
    expect((await recruits()).get(recruit)?.progress).toMatchObject({
      stage: 'first_product',
      first_product: true,
      first_sale: false,
    });

    // A confirmed line may still be cancelled: it is no sale yet.
    const line = await app.db
      .selectFrom('order_lines')
      .select('id')
      .where('seller_id', '=', DEMO_IDS.seller)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('order_lines')
      .set({ seller_id: recruit, status: 'confirmed' })
      .where('id', '=', line.id)
      .execute();
    expect((await recruits()).get(recruit)?.progress.first_sale).toBe(false);

    await app.db.updateTable('order_lines').set({ status: 'delivered' }).where('id', '=', line.id).execute();
    expect((await recruits()).get(recruit)?.progress).toMatchObject({
      stage: 'first_sale',
      first_product: true,
      first_sale: true,
    });
  });

  it('refuses the list to a seller, who is no ambassador', async () => {
    const { seller } = await loginAll(app, ['seller']);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/view-recruits',
      headers: bearer(seller),
    });
    expect(response.statusCode).toBe(403);
  });
});
