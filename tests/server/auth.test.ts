import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../server/demo/seedData';
import {
  currentUser,
  hashPassword,
  requireAdmin,
  requireAdminOrAmbassador,
  requireAmbassador,
  requireSeller,
  verifyPassword,
} from '../../server/lib/auth';
import { bearer, loginAs, makeTestApp } from './helpers';

const GUARDS: Record<string, preHandlerAsyncHookHandler> = {
  admin: requireAdmin,
  seller: requireSeller,
  ambassador: requireAmbassador,
  'admin-or-ambassador': requireAdminOrAmbassador,
};

let app: FastifyInstance;
const tokens = new Map<DemoAccountKey, string>();

beforeAll(async () => {
  app = await makeTestApp();
  // Probe routes, one per guard, so the role rules are tested before the feature routes that use them exist.
  for (const [name, guard] of Object.entries(GUARDS)) {
    app.get(`/api/v1/test-guard/${name}`, { preHandler: guard }, async (request) => ({
      id: currentUser(request).id,
    }));
  }
  for (const who of ['admin', 'seller', 'newseller', 'ambassador', 'buyer'] as const) {
    tokens.set(who, await loginAs(app, who));
  }
});

afterAll(async () => {
  await app.close();
});

describe('role preHandlers', () => {
  it.each([
    ['admin', 'admin', 200],
    ['admin', 'seller', 403],
    ['admin', 'ambassador', 403],
    ['seller', 'seller', 200],
    ['seller', 'newseller', 200],
    ['seller', 'admin', 200],
    ['seller', 'buyer', 403],
    ['seller', 'ambassador', 403],
    ['ambassador', 'ambassador', 200],
    ['ambassador', 'admin', 403],
    ['admin-or-ambassador', 'admin', 200],
    ['admin-or-ambassador', 'ambassador', 200],
    ['admin-or-ambassador', 'seller', 403],
  ] as const)('%s guard: %s gets %i', async (guard, who, status) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/test-guard/${guard}`,
      headers: bearer(tokens.get(who) ?? ''),
    });
    expect(response.statusCode).toBe(status);
    if (status === 403) {
      expect(response.json()).toMatchObject({
        success: false,
        error: { en: expect.any(String), ar: expect.any(String) },
      });
    }
  });

  it('answers 401 before looking at roles when there is no token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test-guard/admin' });
    expect(response.statusCode).toBe(401);
  });

  it('reads roles from the database, so a role removed after login is refused at once', async () => {
    const token = await loginAs(app, 'ambassador');
    await app.db
      .updateTable('users')
      .set({ is_ambassador: 0 })
      .where('email', '=', 'ambassador@demo.eg')
      .execute();
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/test-guard/ambassador',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('password hashing', () => {
  it('salts each hash and verifies only the right password', async () => {
    const first = await hashPassword('Secret123', 2 ** 10);
    const second = await hashPassword('Secret123', 2 ** 10);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Secret123', first)).toBe(true);
    expect(await verifyPassword('Secret124', first)).toBe(false);
    expect(await verifyPassword('Secret123', 'garbage')).toBe(false);
  });
});
