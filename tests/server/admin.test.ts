import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRowOf, rowsOf } from '../../server/db/database';
import { DEMO_IDS, type DemoAccountKey } from '../../server/demo/seedData';
import { bearer, loginAs, makeTestApp } from './helpers';

// Seeded recruits of ambassador@demo.eg (server/demo/seedData.ts RECRUITS): 1 pending everything, 2 approved, 4 no documents.
const recruitId = (n: number) => `a1${(0x10 + n).toString(16).padStart(22, '0')}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let app: FastifyInstance;
const tokens = new Map<DemoAccountKey, string>();
type Who = DemoAccountKey | 'guest';

const headersOf = (who: Who) => (who === 'guest' ? {} : bearer(tokens.get(who) ?? ''));

const call = (who: Who, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: headersOf(who), payload });

const multipart = (field: string, content: Buffer, filename = 'file.png') => {
  const boundary = '----adminTestBoundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

/** Upload refusals carry both languages in `errors.detail`. */
const BILINGUAL = { en: expect.any(String), ar: expect.stringMatching(/[\u0600-\u06FF]/) };
/** The stored file a document URL points at, whatever signature it carries. */
const storedName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

const upload = (who: Who, url: string, content: Buffer, field = 'image') => {
  const { body, contentType } = multipart(field, content);
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...headersOf(who), 'content-type': contentType },
    payload: body,
  });
};

const auditFor = (targetId: string, action: string) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .where('action', '=', action)
    .orderBy('created_at')
    .execute();

beforeAll(async () => {
  app = await makeTestApp();
  for (const who of ['admin', 'seller', 'ambassador', 'buyer', 'seller2'] as const) {
    tokens.set(who, await loginAs(app, who));
  }
});

afterAll(async () => {
  await app.close();
});

describe('GET /accounts/view-all', () => {
  it('lists every user for an admin, without password hashes', async () => {
    const response = await call('admin', 'GET', '/accounts/view-all');
    expect(response.statusCode).toBe(200);
    const users = response.json().data as { _id: string; email: string }[];
    expect(users.map((user) => user._id)).toEqual(expect.arrayContaining([DEMO_IDS.seller, recruitId(1)]));
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('scrypt$');
  });

  type UserPage = {
    data: { _id: string; name: string; ref_id: string }[];
    meta: { count: number; page: number; limit: number };
  };
  const page = async (query: string) => {
    const response = await call('admin', 'GET', `/accounts/view-all?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<UserPage>();
  };
  const usersWhere = async (where: string) =>
    (
      await rowsOf(
        app.db,
        sql<{ _id: string }>`SELECT _id FROM users ${sql.raw(where)} ORDER BY updated_at DESC, _id`,
      )
    ).map((row) => row._id);

  it('answers one page at a time, newest change first, with the count of every user', async () => {
    const all = await usersWhere('');
    const first = await page('page=1&limit=5');
    expect(first.meta).toEqual({ count: all.length, page: 1, limit: 5 });
    expect(first.data.map((user) => user._id)).toEqual(all.slice(0, 5));
    const second = await page('page=2&limit=5');
    expect(second.data.map((user) => user._id)).toEqual(all.slice(5, 10));
    const defaults = await page('');
    expect(defaults.data).toHaveLength(Math.min(all.length, 15));
    expect(defaults.meta.limit).toBe(15);
  });

  it.each([
    ['buyer', 'WHERE is_admin = 0 AND is_seller = 0 AND is_ambassador = 0 AND is_sourcing = 0'],
    ['seller', 'WHERE is_seller = 1'],
    ['ambassador', 'WHERE is_ambassador = 1'],
    ['sourcing', 'WHERE is_sourcing = 1'],
    ['admin', 'WHERE is_admin = 1'],
    ['all', ''],
  ])('filters the %s tab', async (role, where) => {
    const expected = await usersWhere(where);
    const result = await page(`page=1&limit=100&role=${role}`);
    expect(result.meta.count).toBe(expected.length);
    expect(result.data.map((user) => user._id)).toEqual(expected);
  });

  it('searches names with Arabic letter variants, and the ref id or id', async () => {
    // "فاطمه" (heh) finds "فاطمة الزهراء حسين" (teh marbuta); "احمد" would find "أحمد".
    const fatma = await page(`search=${encodeURIComponent('فاطمه')}`);
    expect(fatma.data.map((user) => user.name)).toEqual(['فاطمة الزهراء حسين']);
    expect(fatma.meta.count).toBe(1);
    const byName = await page('search=AHMED');
    expect(byName.data.map((user) => user._id)).toContain(DEMO_IDS.seller);
    const byRef = await page('search=sell-000002');
    expect(byRef.data.map((user) => user._id)).toEqual([DEMO_IDS.seller]);
    const byId = await page(`search=${DEMO_IDS.seller2}`);
    expect(byId.data.map((user) => user._id)).toEqual([DEMO_IDS.seller2]);
    const withRole = await page('search=rcrt&role=seller');
    expect(withRole.meta.count).toBe(
      (await usersWhere("WHERE ref_id LIKE 'RCRT%' AND is_seller = 1")).length,
    );
    const none = await page('search=%25');
    expect(none.meta.count).toBe(0);
  });

  it('finds users by phone in any digits, with or without 0 or +20, and by e-mail in any case', async () => {
    const phone = '01000000006';
    for (const typed of [
      phone,
      '٠١٠٠٠٠٠٠٠٠٦',
      '۰۱۰۰۰۰۰۰۰۰۶',
      '+20 100 000 0006',
      '1000000006',
      '0020-100-000-0006',
    ]) {
      const found = await page(`search=${encodeURIComponent(typed)}`);
      expect(
        found.data.map((user) => user._id),
        typed,
      ).toEqual([DEMO_IDS.seller2]);
    }
    const byMail = await page(`search=${encodeURIComponent('SELLER2@Demo.EG')}`);
    expect(byMail.data.map((user) => user._id)).toEqual([DEMO_IDS.seller2]);
    const byPart = await page(`search=${encodeURIComponent('seller2@')}`);
    expect(byPart.data.map((user) => user._id)).toEqual([DEMO_IDS.seller2]);
  });

  it.each(['page=0', 'page=x', 'limit=2', 'limit=500', 'role=owner', 'role=', `search=${'a'.repeat(201)}`])(
    'answers %s with a bilingual 400',
    async (query) => {
      const response = await call('admin', 'GET', `/accounts/view-all?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: { en: expect.any(String), ar: expect.stringMatching(/[\u0600-\u06FF]/) },
      });
    },
  );

  it.each([
    ['ambassador', 403],
    ['seller', 403],
    ['buyer', 403],
    ['guest', 401],
  ] as const)('refuses %s with %i and a bilingual error', async (who, status) => {
    const response = await call(who, 'GET', '/accounts/view-all?page=1&limit=5&role=all');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      success: false,
      error: { en: expect.any(String), ar: expect.any(String) },
    });
  });
});

describe('GET /accounts/view-recruits', () => {
  it('gives an ambassador only their own recruits, without contact details', async () => {
    const response = await call('ambassador', 'GET', '/accounts/view-recruits');
    expect(response.statusCode).toBe(200);
    const recruits = response.json().data as Record<string, unknown>[];
    expect(recruits.map((user) => user._id).sort()).toEqual([1, 2, 3, 4, 5].map(recruitId).sort());
    for (const recruit of recruits) {
      expect(recruit.recruited_by).toBe(DEMO_IDS.ambassador);
      expect(recruit).not.toHaveProperty('email');
      expect(recruit).not.toHaveProperty('phone_number');
    }
  });

  it.each([
    ['admin', 403],
    ['seller', 403],
    ['guest', 401],
  ] as const)('refuses %s with %i', async (who, status) => {
    expect((await call(who, 'GET', '/accounts/view-recruits')).statusCode).toBe(status);
  });
});

describe('GET /accounts/:id', () => {
  it('gives an admin any user with contact details and the order count', async () => {
    const response = await call('admin', 'GET', `/accounts/${DEMO_IDS.seller}`);
    expect(response.statusCode).toBe(200);
    const user = response.json().data as Record<string, unknown>;
    expect(user).toMatchObject({
      _id: DEMO_IDS.seller,
      email: 'seller@demo.eg',
      phone_number: '01000000002',
    });
    expect(user.order_count).toEqual(expect.any(Number));
    expect(user.order_count).toBeGreaterThan(0);
  });

  it('gives the recruiting ambassador a recruit without contact details or order count', async () => {
    const response = await call('ambassador', 'GET', `/accounts/${recruitId(2)}`);
    expect(response.statusCode).toBe(200);
    const user = response.json().data as Record<string, unknown>;
    expect(user).toMatchObject({ _id: recruitId(2), name: 'Nour El-Din Tarek' });
    for (const hidden of ['email', 'phone_number', 'nickname', 'primary_address', 'order_count']) {
      expect(user).not.toHaveProperty(hidden);
    }
  });

  it('answers 404 to an ambassador asking for someone they did not recruit', async () => {
    expect((await call('ambassador', 'GET', `/accounts/${DEMO_IDS.seller}`)).statusCode).toBe(404);
  });

  it.each([
    ['seller', 403],
    ['buyer', 403],
    ['guest', 401],
  ] as const)('refuses %s with %i', async (who, status) => {
    expect((await call(who, 'GET', `/accounts/${recruitId(1)}`)).statusCode).toBe(status);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call('admin', 'GET', `/accounts/${'f'.repeat(24)}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/accounts/not-an-id')).statusCode).toBe(400);
  });
});

describe('PUT /admin/:userId/add-:role', () => {
  it('grants ambassador with an empty multipart body, answers the user and writes the audit', async () => {
    const target = recruitId(5);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/${target}/add-ambassador`,
      headers: { ...headersOf('admin'), 'content-type': 'multipart/form-data; boundary=empty' },
      payload: '--empty--\r\n',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: target, is_ambassador: true, is_sourcing: false });
    const [audit] = await auditFor(target, 'role.ambassador.granted');
    expect(audit).toMatchObject({ actor_id: DEMO_IDS.admin, target_type: 'user' });
    expect(JSON.parse(audit?.details ?? '{}')).toMatchObject({ role: 'ambassador' });
  });

  it('cannot be granted twice (there is no undo either)', async () => {
    const response = await call('admin', 'PUT', `/admin/${recruitId(5)}/add-ambassador`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.ar).toMatch(/[\u0600-\u06FF]/);
  });

  it("grants sourcing and removes the user's products that never took part in an order", async () => {
    const count = async (withOrdersOnly: boolean) =>
      (
        await firstRowOf(
          app.db,
          sql<{ n: number }>`SELECT COUNT(*) AS n FROM products p WHERE seller_id = ${DEMO_IDS.seller2}
            ${withOrdersOnly ? sql`AND EXISTS (SELECT 1 FROM order_lines l WHERE l.product_id = p.id)` : sql``}`,
        )
      )?.n ?? 0;
    const withOrders = await count(true);
    expect(await count(false)).toBeGreaterThan(withOrders);
    const response = await call('admin', 'PUT', `/admin/${DEMO_IDS.seller2}/add-sourcing`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.is_sourcing).toBe(true);
    expect(await count(false)).toBe(withOrders);
    expect(await auditFor(DEMO_IDS.seller2, 'role.sourcing.granted')).toHaveLength(1);
  });

  it('refuses other roles, unknown users and non-admins', async () => {
    expect((await call('admin', 'PUT', `/admin/${recruitId(4)}/add-admin`)).statusCode).toBe(400);
    expect((await call('admin', 'PUT', `/admin/${'e'.repeat(24)}/add-sourcing`)).statusCode).toBe(404);
    for (const [who, status] of [
      ['ambassador', 403],
      ['seller', 403],
      ['guest', 401],
    ] as const) {
      expect((await call(who, 'PUT', `/admin/${recruitId(4)}/add-sourcing`)).statusCode).toBe(status);
    }
    const after = await call('admin', 'GET', `/accounts/${recruitId(4)}`);
    expect(after.json().data.is_sourcing).toBe(false);
  });
});

describe('PUT /admin/:userId/approve-business-info', () => {
  it('sets the status and records who approved what and when', async () => {
    const before = Date.now();
    const response = await call('admin', 'PUT', `/admin/${recruitId(1)}/approve-business-info`, {
      status: 'approved',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.business_info.approved).toBe('approved');
    const [audit] = await auditFor(recruitId(1), 'business_info.reviewed');
    expect(audit).toMatchObject({ actor_id: DEMO_IDS.admin });
    expect(JSON.parse(audit?.details ?? '{}')).toEqual({ status: 'approved', previous: 'pending' });
    expect(Date.parse(audit?.created_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a bad status and a user without business info', async () => {
    const bad = await call('admin', 'PUT', `/admin/${recruitId(1)}/approve-business-info`, { status: 'ok' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ en: expect.any(String), ar: expect.any(String) });
    const missing = await call('admin', 'PUT', `/admin/${recruitId(4)}/approve-business-info`, {
      status: 'approved',
    });
    expect(missing.statusCode).toBe(400);
  });

  it.each([
    ['ambassador', 403],
    ['seller', 403],
    ['guest', 401],
  ] as const)('refuses %s with %i and changes nothing', async (who, status) => {
    const response = await call(who, 'PUT', `/admin/${recruitId(3)}/approve-business-info`, {
      status: 'approved',
    });
    expect(response.statusCode).toBe(status);
    const user = await call('admin', 'GET', `/accounts/${recruitId(3)}`);
    expect(user.json().data.business_info.approved).toBe('pending');
  });
});

describe('PUT /admin/:userId/approve-kyc-image', () => {
  it.each([
    ['kyc_front', 'rejected'],
    ['kyc_back', 'approved'],
  ] as const)('reviews %s as %s and writes the audit', async (type, status) => {
    // A rejection carries its reason (tests/server/userReview.test.ts); an approval none.
    const reason = status === 'rejected' ? { code: 'unreadable' } : undefined;
    const response = await call('admin', 'PUT', `/admin/${recruitId(1)}/approve-kyc-image`, {
      status,
      type,
      ...(reason ? { reason } : {}),
    });
    expect(response.statusCode).toBe(200);
    const kyc = response.json().data.kyc as Record<string, { approved: string; url: string }>;
    expect(kyc[type === 'kyc_front' ? 'front' : 'back']).toMatchObject({ approved: status });
    const rows = (await auditFor(recruitId(1), 'document.reviewed')).map((row) => JSON.parse(row.details));
    expect(rows).toContainEqual({
      type,
      status,
      previous: 'pending',
      ...(reason ? { reason: { ...reason, at: expect.any(String) } } : {}),
    });
  });

  it('refuses a document that was never uploaded and an unknown type', async () => {
    const missing = await call('admin', 'PUT', `/admin/${recruitId(4)}/approve-kyc-image`, {
      status: 'approved',
      type: 'company_reg',
    });
    expect(missing.statusCode).toBe(400);
    const badType = await call('admin', 'PUT', `/admin/${recruitId(1)}/approve-kyc-image`, {
      status: 'approved',
      type: 'passport',
    });
    expect(badType.statusCode).toBe(400);
  });

  it.each([
    ['ambassador', 403],
    ['seller', 403],
    ['guest', 401],
  ] as const)('refuses %s with %i', async (who, status) => {
    const response = await call(who, 'PUT', `/admin/${recruitId(2)}/approve-kyc-image`, {
      status: 'rejected',
      type: 'kyc_front',
    });
    expect(response.statusCode).toBe(status);
  });
});

describe('admin variant of the document uploads (?passed_id=)', () => {
  it("stores an admin's file as the document's admin_url and keeps the user's own file", async () => {
    const before = (await call('admin', 'GET', `/accounts/${recruitId(3)}`)).json().data.kyc.back;
    const response = await upload('admin', `/accounts/add-back-id?passed_id=${recruitId(3)}`, PNG);
    expect(response.statusCode).toBe(200);
    const back = response.json().user.kyc.back as { url: string; admin_url: string; approved: string };
    // Document URLs are answered signed (`/files/<expiry>.<signature>/<name>`); the stored file is the same.
    expect(back.admin_url).toMatch(/^\/api\/v1\/files\/\d+\.[A-Za-z0-9_-]{43}\/[a-f0-9]{32}\.png$/);
    expect(storedName(back.url)).toBe(storedName(before.url));
    expect(back.approved).toBe(before.approved);
    // The admin's own profile is untouched.
    const own = (await call('admin', 'GET', `/accounts/${DEMO_IDS.admin}`)).json().data.kyc.back;
    expect(own.admin_url).toBe('');
  });

  it('lets an admin upload a document the user never sent, which can then be reviewed', async () => {
    const uploaded = await upload('admin', `/accounts/add-company-reg?passed_id=${recruitId(4)}`, PNG);
    expect(uploaded.statusCode).toBe(200);
    const review = await call('admin', 'PUT', `/admin/${recruitId(4)}/approve-kyc-image`, {
      status: 'approved',
      type: 'company_reg',
    });
    expect(review.statusCode).toBe(200);
    expect(review.json().data.company_registration.doc).toMatchObject({ approved: 'approved' });
  });

  it.each([['ambassador'], ['seller']] as const)('refuses the passed_id variant to %s', async (who) => {
    const response = await upload(who, `/accounts/add-front-id?passed_id=${recruitId(2)}`, PNG);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, errors: { detail: BILINGUAL } });
  });
});

describe('categories', () => {
  const fields = [
    {
      en: 'Fabric type',
      ar: 'نوع القماش',
      is_required: true,
      is_visible: true,
      lang_specific: true,
      value_type: 'text',
    },
    {
      en: 'Thread count',
      ar: 'عدد الخيوط',
      is_required: false,
      is_visible: true,
      lang_specific: false,
      value_type: 'number',
    },
    {
      en: 'Fabric  Type!',
      ar: 'مكرر',
      is_required: false,
      is_visible: true,
      lang_specific: false,
      value_type: 'text',
    },
    { en: 'لون', ar: 'لون', is_required: false, is_visible: true, lang_specific: false, value_type: 'text' },
  ];
  let created: { _id: string; code: string };

  it('lets an admin add an unpublished category with generated keys', async () => {
    // Fields whose keys clash or cannot be made are refused, never dropped: tests/server/categories.test.ts.
    const response = await call('admin', 'POST', '/category/add', {
      name: { en: 'Home Linen', ar: 'مفروشات منزلية' },
      headers: fields.slice(0, 2),
      is_sub: false,
      parent_code: '',
    });
    expect(response.statusCode).toBe(200);
    created = response.json().data;
    expect(created).toMatchObject({ code: 'home_linen', published: false, img: null });
    expect((response.json().data.headers as { key: string }[]).map((header) => header.key)).toEqual([
      'fabric_type',
      'thread_count',
    ]);
    expect(await auditFor(created._id, 'category.created')).toHaveLength(1);
  });

  it('refuses a duplicate name, a name without Latin letters and a missing parent', async () => {
    const duplicate = await call('admin', 'POST', '/category/add', {
      name: { en: 'Home  linen', ar: 'x' },
      headers: [],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(
      (await call('admin', 'POST', '/category/add', { name: { en: 'مفروشات', ar: 'مفروشات' } })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('admin', 'POST', '/category/add', {
          name: { en: 'Towels', ar: 'مناشف' },
          is_sub: true,
          parent_code: 'nothing',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses to publish without an image, with the bilingual message', async () => {
    const response = await call('admin', 'PUT', `/category/${created._id}`, { published: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      en: 'Please upload an image first before publishing!',
      ar: expect.stringMatching(/[\u0600-\u06FF]/),
    });
  });

  it('refuses a logo that is not an image by its bytes, then accepts a real one', async () => {
    const fake = await upload(
      'admin',
      `/category/logo/${created._id}`,
      Buffer.from('<script>alert(1)</script>'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ success: false, errors: { detail: BILINGUAL } });
    const wrongField = await upload('admin', `/category/logo/${created._id}`, PNG, 'file');
    expect(wrongField.statusCode).toBe(400);
    const real = await upload('admin', `/category/logo/${created._id}`, PNG);
    expect(real.statusCode).toBe(200);
    expect(real.json().data.img).toMatch(/^\/api\/v1\/files\/[a-f0-9]{32}\.png$/);
  });

  it('publishes, edits headers but never the names, and shows it to sellers once published', async () => {
    const sellerBefore = await call('seller', 'GET', '/category/');
    expect((sellerBefore.json().data as { code: string }[]).map((c) => c.code)).not.toContain('home_linen');
    const published = await call('admin', 'PUT', `/category/${created._id}`, {
      published: true,
      headers: [...fields.slice(0, 2), { ...fields[0], en: 'Care label', ar: 'ملصق العناية' }],
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ published: true });
    expect((published.json().data.headers as { key: string }[]).map((h) => h.key)).toEqual([
      'fabric_type',
      'thread_count',
      'care_label',
    ]);
    const renamed = await call('admin', 'PUT', `/category/${created._id}`, {
      name: { en: 'Bed Linen', ar: 'مفروشات منزلية' },
    });
    expect(renamed.statusCode).toBe(400);
    const sellerAfter = await call('seller', 'GET', '/category/');
    expect((sellerAfter.json().data as { code: string }[]).map((c) => c.code)).toContain('home_linen');
  });

  it.each([
    ['ambassador', 403],
    ['seller', 403],
    ['guest', 401],
  ] as const)('refuses every category change to %s with %i', async (who, status) => {
    expect((await call(who, 'POST', '/category/add', { name: { en: 'X', ar: 'س' } })).statusCode).toBe(
      status,
    );
    expect((await call(who, 'PUT', `/category/${created._id}`, { published: false })).statusCode).toBe(
      status,
    );
    expect((await call(who, 'DELETE', '/category/delete', { code: 'home_linen' })).statusCode).toBe(status);
    expect((await upload(who, `/category/logo/${created._id}`, PNG)).statusCode).toBe(status);
  });

  it('lists unpublished categories to admins only', async () => {
    const hidden = await call('admin', 'POST', '/category/add', { name: { en: 'Draft Only', ar: 'مسودة' } });
    expect(hidden.statusCode).toBe(200);
    const admin = (await call('admin', 'GET', '/category/')).json().data as { code: string }[];
    const seller = (await call('seller', 'GET', '/category/')).json().data as { code: string }[];
    expect(admin.map((c) => c.code)).toContain('draft_only');
    expect(seller.map((c) => c.code)).not.toContain('draft_only');
    expect((await call('guest', 'GET', '/category/')).statusCode).toBe(401);
  });

  it('deletes by code, refuses unknown codes and categories that still have products', async () => {
    expect((await call('admin', 'DELETE', '/category/delete', { code: 'electronics' })).statusCode).toBe(409);
    expect((await call('admin', 'DELETE', '/category/delete', { code: 'nothing_here' })).statusCode).toBe(
      404,
    );
    const deleted = await call('admin', 'DELETE', '/category/delete', { code: 'home_linen' });
    expect(deleted.statusCode).toBe(200);
    const admin = (await call('admin', 'GET', '/category/')).json().data as { code: string }[];
    expect(admin.map((c) => c.code)).not.toContain('home_linen');
    expect(await auditFor(created._id, 'category.deleted')).toHaveLength(1);
  });
});
