import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAll, makeTestApp } from './helpers';

// Seeded recruits (server/demo/seedData.ts RECRUITS): 1 has everything pending, 2 everything approved, 4 no documents.
const recruitId = (n: number) => `a1${(0x10 + n).toString(16).padStart(22, '0')}`;

type Queue = { count: number; oldest_at: string | null };
type Queues = Record<'products' | 'documents' | 'business_info', Queue>;

describe('reviewing documents and business info', () => {
  let app: FastifyInstance;
  let admin: string;

  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
  const queues = async () => ((await call('GET', '/admin/queues')).json() as { data: Queues }).data;
  const usersWaiting = async (review: string) =>
    (await call('GET', `/accounts/view-all?review=${review}&limit=50`)).json() as {
      data: { _id: string }[];
      meta: { count: number };
    };
  const notificationsOf = (userId: string) =>
    app.db
      .selectFrom('notifications')
      .select(['object_type', 'message_en', 'message_ar', 'object'])
      .where('user_id', '=', userId)
      .orderBy(sql`rowid`)
      .execute();

  beforeAll(async () => {
    app = await makeTestApp();
    ({ admin } = await loginAll(app, ['admin']));
  });
  afterAll(() => app.close());

  it('counts each queue with its oldest item, and each count matches the list it opens', async () => {
    const counted = await queues();
    const pendingProducts = await app.db
      .selectFrom('products')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('updated_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(counted.products).toEqual({ count: pendingProducts.n, oldest_at: pendingProducts.oldest });
    expect(counted.documents.count).toBeGreaterThan(0);
    expect(counted.business_info.count).toBeGreaterThan(0);

    const documents = await usersWaiting('documents');
    expect(documents.data.map((user) => user._id)).toContain(recruitId(1));
    expect(documents.data.map((user) => user._id)).not.toContain(recruitId(2));
    expect(documents.data.map((user) => user._id)).not.toContain(recruitId(4));
    const business = await usersWaiting('business_info');
    expect(business.meta.count).toBe(counted.business_info.count);
    expect(business.data.map((user) => user._id)).toContain(recruitId(1));
  });

  it('rejects a document only with a reason, keeps it on the document, tells the user, and leaves the queue', async () => {
    const before = await queues();
    const without = await call('PUT', `/admin/${recruitId(1)}/approve-kyc-image`, {
      status: 'rejected',
      type: 'kyc_back',
    });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      fields: { 'reason.code': { en: 'Choose a reason', ar: 'اختر سببًا' } },
    });

    const rejected = await call('PUT', `/admin/${recruitId(1)}/approve-kyc-image`, {
      status: 'rejected',
      type: 'kyc_back',
      reason: { code: 'data_mismatch', text: 'The ID number differs' },
    });
    expect(rejected.statusCode).toBe(200);
    const back = (rejected.json() as { data: { kyc: { back: { reason: object } } } }).data.kyc.back;
    expect(back.reason).toEqual({
      code: 'data_mismatch',
      text: 'The ID number differs',
      at: expect.any(String),
    });
    expect((await queues()).documents.count).toBe(before.documents.count - 1);

    const [notice] = (await notificationsOf(recruitId(1))).filter((row) => row.object_type === 'document');
    expect(notice?.message_en).toBe(
      'The back of your ID you uploaded was rejected. Reason: Does not match the data you typed — The ID number differs',
    );
    expect(notice?.message_ar).toContain('السبب: لا يطابق البيانات التي أدخلتها — The ID number differs');
    expect(JSON.parse(notice?.object ?? '{}')).toMatchObject({ type: 'kyc_back', status: 'rejected' });

    const approved = await call('PUT', `/admin/${recruitId(1)}/approve-kyc-image`, {
      status: 'approved',
      type: 'kyc_back',
    });
    expect((approved.json() as { data: { kyc: { back: object } } }).data.kyc.back).not.toHaveProperty(
      'reason',
    );
  });

  it('rejects business info with a reason the user is told, and "other" needs the admin\'s words', async () => {
    const other = await call('PUT', `/admin/${recruitId(1)}/approve-business-info`, {
      status: 'rejected',
      reason: { code: 'other' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      fields: { 'reason.text': { en: 'Describe the reason', ar: 'اكتب السبب' } },
    });

    const rejected = await call('PUT', `/admin/${recruitId(1)}/approve-business-info`, {
      status: 'rejected',
      reason: { code: 'other', text: 'رقم الهاتف لا يرد' },
    });
    expect(rejected.statusCode).toBe(200);
    const info = (rejected.json() as { data: { business_info: { reason: object } } }).data.business_info;
    expect(info.reason).toMatchObject({ code: 'other', text: 'رقم الهاتف لا يرد' });
    const notice = (await notificationsOf(recruitId(1))).find((row) => row.object_type === 'business_info');
    expect(notice?.message_ar).toBe('بيانات نشاطك التجاري: تم رفضه. السبب: رقم الهاتف لا يرد');

    const trail = await call('GET', `/admin/audit?target_type=user&target_id=${recruitId(1)}`);
    const [latest] = (trail.json() as { items: { action: string; details: object; actor: object }[] }).items;
    expect(latest).toMatchObject({
      action: 'business_info.reviewed',
      details: { status: 'rejected', reason: { code: 'other', text: 'رقم الهاتف لا يرد' } },
      actor: { name: expect.any(String) },
    });
  });

  it('sends the newest AUDIT_TRAIL_LIMIT entries of a trail', async () => {
    const short = await makeTestApp({ auditTrailLimit: 1 });
    try {
      const { admin: token } = await loginAll(short, ['admin']);
      for (const status of ['approved', 'pending'] as const) {
        await short.inject({
          method: 'PUT',
          url: `/api/v1/admin/${recruitId(1)}/approve-business-info`,
          headers: bearer(token),
          payload: { status },
        });
      }
      const trail = await short.inject({
        method: 'GET',
        url: `/api/v1/admin/audit?target_type=user&target_id=${recruitId(1)}`,
        headers: bearer(token),
      });
      expect((trail.json() as { items: { details: object }[] }).items).toEqual([
        expect.objectContaining({ details: { status: 'pending', previous: 'approved' } }),
      ]);
    } finally {
      await short.close();
    }
  });

  it('refuses an audit query for an unknown kind of record or a malformed id', async () => {
    expect((await call('GET', '/admin/audit?target_type=order&target_id=' + recruitId(1))).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/admin/audit?target_type=user&target_id=x')).statusCode).toBe(400);
  });
});
