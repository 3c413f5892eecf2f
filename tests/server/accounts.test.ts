import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRowOf } from '../../server/db/database';
import { DEMO_IDS, DEMO_PASSWORD } from '../../server/demo/seedData';
import { bearer, loginAs, makeTestApp } from './helpers';

type ErrorBody = { success: false; error: { en: string; ar: string } };

const ARABIC = /[\u0600-\u06FF]/;

/** Every failure carries a message in both languages, and the Arabic one really is Arabic. */
const expectBilingualError = (body: unknown): ErrorBody['error'] => {
  const { success, error } = body as ErrorBody;
  expect(success).toBe(false);
  expect(error.en).toEqual(expect.any(String));
  expect(error.ar).toMatch(ARABIC);
  return error;
};

let app: FastifyInstance;

beforeAll(async () => {
  app = await makeTestApp();
});

afterAll(async () => {
  await app.close();
});

const login = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/accounts/login', payload: payload as object });

const register = (overrides: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/accounts/register',
    payload: {
      name: 'Test Seller',
      nickname: 'Tester',
      email: 'new.seller@example.com',
      phone_number: '01122334455',
      referred_by: '',
      password: 'Secret123',
      is_seller: true,
      default_lang: 'ar',
      ...overrides,
    },
  });

const decodePayload = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('GET /health', () => {
  it('answers ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('POST /accounts/login', () => {
  it('logs in by e-mail and returns a token with the session payload and the profile', async () => {
    const response = await login({ email: 'seller@demo.eg', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const payload = decodePayload(body.user.token);
    expect(payload).toMatchObject({
      email: 'seller@demo.eg',
      is_seller: true,
      is_admin: false,
      is_ambassador: false,
    });
    expect(payload.id).toBe(body.data._id);
    expect(payload.exp).toEqual(expect.any(Number));
    expect(body.data).toMatchObject({
      email: 'seller@demo.eg',
      phone_number: '01000000002',
      is_seller: true,
    });
    expect(body.data).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });

  it('logs in by phone number, with any case of e-mail too', async () => {
    expect((await login({ email: '01000000002', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await login({ email: 'Seller@Demo.EG', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and for an unknown account', async () => {
    const wrong = await login({ email: 'seller@demo.eg', password: 'Wrong1234' });
    const unknown = await login({ email: 'nobody@demo.eg', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(expectBilingualError(wrong.json())).toEqual(expectBilingualError(unknown.json()));
  });

  it.each([
    ['missing password', { email: 'seller@demo.eg' }],
    ['missing e-mail', { password: DEMO_PASSWORD }],
    ['a number for the e-mail', { email: 1000000002, password: DEMO_PASSWORD }],
    ['an object for the password', { email: 'seller@demo.eg', password: { $ne: '' } }],
    ['a value that is neither e-mail nor phone', { email: 'seller', password: DEMO_PASSWORD }],
  ])('refuses %s with a bilingual 400', async (_label, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expectBilingualError(response.json());
  });

  it('refuses a body that is not JSON with a bilingual 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "seller@demo.eg", ',
    });
    expect(response.statusCode).toBe(400);
    expectBilingualError(response.json());
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const response = await login({
      email: 'seller@demo.eg',
      password: DEMO_PASSWORD,
      filler: 'x'.repeat(1_100_000),
    });
    expect(response.statusCode).toBe(413);
    expectBilingualError(response.json());
  });

  it('turns a buyer into a seller when they log in from become-a-seller', async () => {
    const response = await login({ email: 'buyer@demo.eg', password: DEMO_PASSWORD, is_seller: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.is_seller).toBe(true);
    expect(decodePayload(response.json().user.token).is_seller).toBe(true);
  });
});

describe('POST /accounts/register', () => {
  it('creates a seller account, refuses unknown fields by name and returns a working token', async () => {
    const flagged = await register({ is_admin: true });
    expect(flagged.statusCode).toBe(400);
    expect(flagged.json().fields).toEqual({ is_admin: { en: expect.any(String), ar: expect.any(String) } });
    const response = await register();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      name: 'Test Seller',
      email: 'new.seller@example.com',
      phone_number: '01122334455',
      is_seller: true,
      is_admin: false,
      default_lang: 'ar',
      kyc: {},
      business_info: {},
      company_registration: {},
    });
    expect(body.data.ref_id).toMatch(/^[A-Za-z]{4}-[A-Za-z0-9]{6}$/);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/',
      headers: bearer(body.user.token),
    });
    expect(me.json().data._id).toBe(body.data._id);
  });

  it('refuses a duplicate e-mail and a duplicate phone number with 409', async () => {
    const email = await register({ email: 'seller@demo.eg', phone_number: '01199999999' });
    expect(email.statusCode).toBe(409);
    expect(expectBilingualError(email.json()).en).toMatch(/e-mail/i);
    const phone = await register({ email: 'other@example.com', phone_number: '01000000002' });
    expect(phone.statusCode).toBe(409);
    expect(expectBilingualError(phone.json()).en).toMatch(/phone/i);
  });

  it.each([
    ['a phone number of 10 digits', { phone_number: '0112233445' }, 'Invalid phone number'],
    ['a malformed referral code', { referred_by: 'AB-123' }, 'Invalid reference id'],
    ['an unknown referral code', { referred_by: 'ZZZZ-999999' }, 'Invalid reference id'],
    ['a short password', { password: 'Ab1' }, "Password can't be less than 8 characters"],
    [
      'a password without digits',
      { password: 'abcdefgh' },
      'Password must contain letters from a-z and at least one number',
    ],
    ['an invalid e-mail', { email: 'not-an-email' }, 'Invalid Email'],
    ['an empty name', { name: '   ' }, 'Name is required'],
  ])('refuses %s with a bilingual 400', async (_label, overrides, message) => {
    const response = await register({
      email: 'fresh@example.com',
      phone_number: '01177777777',
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(expectBilingualError(response.json()).en).toBe(message);
  });

  it('makes the new seller a recruit of the ambassador whose code was given', async () => {
    const response = await register({
      email: 'recruited@example.com',
      phone_number: '01166666666',
      referred_by: 'AMBS-000004',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      referred_by: 'AMBS-000004',
      recruited_by: DEMO_IDS.ambassador,
    });
  });
});

describe('password reset', () => {
  const forgot = (email: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/forgot-password/',
      payload: { email, isEmail: true },
    });

  const latestLink = async (): Promise<string> => {
    const row = await firstRowOf(
      app.db,
      sql<{ body: string }>`SELECT body FROM outbox ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    );
    const match = /\/password-reset\/([a-f0-9]+)\/([a-f0-9]+)/.exec(row?.body ?? '');
    if (!match) throw new Error('no reset link in the outbox');
    return `/api/v1/accounts/reset-password/${match[1]}/${match[2]}`;
  };

  it('answers success for an existing and an unknown account alike, writing only the real one to the outbox', async () => {
    const outboxCount = async () =>
      (
        await app.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await outboxCount();
    const known = await forgot('newseller@demo.eg');
    const unknown = await forgot('ghost@demo.eg');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true });
    expect(unknown.json()).toEqual({ success: true });
    const after = await outboxCount();
    expect(after).toBe(before + 1);
  });

  it("refuses a value that is neither e-mail nor phone with 'invalid phone'", async () => {
    const response = await forgot('12345');
    expect(response.statusCode).toBe(400);
    expect(expectBilingualError(response.json())).toEqual({ en: 'invalid phone', ar: 'رقم هاتف غير صالح' });
  });

  it('sends the link by SMS for a phone number', async () => {
    await forgot('01000000004');
    const row = await firstRowOf(
      app.db,
      sql`SELECT channel, recipient FROM outbox ORDER BY rowid DESC LIMIT 1`,
    );
    expect(row).toEqual({ channel: 'sms', recipient: '01000000004' });
  });

  it('resets the password with the link, ends old sessions, and refuses the link a second time', async () => {
    const oldToken = await loginAs(app, 'newseller');
    await forgot('newseller@demo.eg');
    const link = await latestLink();

    const weak = await app.inject({ method: 'POST', url: link, payload: { password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expectBilingualError(weak.json());

    // Token times have one-second resolution: the old session must be from an earlier second than the reset.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reset = await app.inject({ method: 'POST', url: link, payload: { password: 'NewPass123' } });
    expect(reset.statusCode).toBe(200);

    expect((await login({ email: 'newseller@demo.eg', password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await login({ email: 'newseller@demo.eg', password: 'NewPass123' })).statusCode).toBe(200);
    const stale = await app.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(oldToken) });
    expect(stale.statusCode).toBe(401);

    const reuse = await app.inject({ method: 'POST', url: link, payload: { password: 'Another123' } });
    expect(reuse.statusCode).toBe(400);
    expectBilingualError(reuse.json());
  });

  it('refuses a forged token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/accounts/reset-password/${DEMO_IDS.seller}/${'0'.repeat(64)}`,
      payload: { password: 'NewPass123' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /accounts/', () => {
  it('returns the profile without the password hash', async () => {
    const token = await loginAs(app, 'seller');
    const response = await app.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).not.toHaveProperty('password_hash');
    expect(data.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data.kyc.address).toEqual(expect.any(String));
    expect(data.business_info.en.business_name).toBe('Nile Trading Co.');
    expect(data.business_info.ar.business_name).toBe('شركة النيل للتجارة');
    expect(data.company_registration.owner_name).toBe('Ahmed Hassan');
    expect(data.primary_address).toMatchObject({ city: expect.any(String), street: expect.any(String) });
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not.a.jwt' }],
    [
      'a token signed with another secret',
      {
        authorization:
          'Bearer eyJhbGciOiJIUzI1NiJ9.eyJpZCI6ImExMDAwMDAwMDAwMDAwMDAwMDAwMDAwMiIsImlhdCI6MTcwMDAwMDAwMH0.' +
          'c2lnbmF0dXJlLXRoYXQtZG9lcy1ub3QtbWF0Y2gtYXQtYWxs',
      },
    ],
  ])('answers 401 "Please log in again" with %s', async (_label, headers) => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/accounts/', headers });
    expect(response.statusCode).toBe(401);
    expect(expectBilingualError(response.json()).en).toBe('Please log in again');
  });

  it('answers 401 for an expired token', async () => {
    const shortLived = await makeTestApp({ tokenTtlSeconds: 1 });
    try {
      const token = await loginAs(shortLived, 'seller');
      expect(
        (await shortLived.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(token) }))
          .statusCode,
      ).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const response = await shortLived.inject({
        method: 'GET',
        url: '/api/v1/accounts/',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
      expect(expectBilingualError(response.json()).en).toBe('Please log in again');
    } finally {
      await shortLived.close();
    }
  });
});

describe('cross-cutting behaviour', () => {
  it('sends the security headers on success and on errors', async () => {
    for (const url of ['/api/v1/health', '/api/v1/does-not-exist']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers unknown API routes with a bilingual JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expectBilingualError(response.json());
  });

  it('never shows a stack trace or SQL text, even when a handler fails', async () => {
    const failing = await makeTestApp();
    try {
      failing.get(
        '/api/v1/test-failure',
        async () => (await sql`SELECT * FROM no_such_table`.execute(failing.db)).rows,
      );
      const response = await failing.inject({ method: 'GET', url: '/api/v1/test-failure' });
      expect(response.statusCode).toBe(500);
      expectBilingualError(response.json());
      expect(response.body).not.toMatch(/SELECT|no_such_table|SQLITE|at .*\.ts/);
    } finally {
      await failing.close();
    }
  });

  it('rate-limits login attempts per address and account with a bilingual 429', async () => {
    const limited = await makeTestApp({ rateLimits: { login: { max: 3, windowMs: 60_000 } } });
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/v1/accounts/login',
          payload: { email: 'seller@demo.eg', password: 'Wrong1234' },
        });
      for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(expectBilingualError(blocked.json()).en).toMatch(
        /^Too many attempts\. Try again in \d+ seconds\.$/,
      );
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from the same address is not locked out by someone else's failures.
      expect((await loginAs(limited, 'seller2')).length).toBeGreaterThan(20);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /files/:name', () => {
  it('serves a stored image with its sniffed type and refuses names outside the stored pattern', async () => {
    const token = await loginAs(app, 'seller');
    const profile = (
      await app.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(token) })
    ).json().data;
    const image = await app.inject({ method: 'GET', url: profile.kyc.front.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['..%2Fapp.db', 'app.db', `${'a'.repeat(32)}.png`]) {
      expect((await app.inject({ method: 'GET', url: `/api/v1/files/${name}` })).statusCode).toBe(404);
    }
  });
});
