/**
 * The request log never holds a secret: a reset link's token (the app's page and the API call), a signed file
 * URL's signature, a bearer token, a password. Each flow that handles one runs against an app whose log is read.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRowOf } from '../../server/db/database';
import { signedFileUrl } from '../../server/lib/fileAccess';
import { DEMO_PASSWORD } from '../../server/demo/seedData';
import { bearer, loginAll, makeTestApp } from './helpers';

let app: FastifyInstance;
const lines: string[] = [];
const logged = () => lines.join('\n');

beforeAll(async () => {
  app = await makeTestApp({ logger: { stream: { write: (line: string) => void lines.push(line) } } });
});
afterAll(() => app.close());

const newestResetLink = async (): Promise<{ userId: string; token: string }> => {
  const row = await firstRowOf(
    app.db,
    sql<{ body: string }>`SELECT body FROM outbox ORDER BY created_at DESC LIMIT 1`,
  );
  const match = /\/password-reset\/([a-f0-9]+)\/([a-f0-9]+)/.exec(row?.body ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no reset link in the outbox');
  return { userId: match[1], token: match[2] };
};

describe('the request log', () => {
  it('keeps no reset token, from the link opened to the new password set', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/forgot-password',
      payload: { email: 'newseller@demo.eg', isEmail: true },
    });
    const { userId, token } = await newestResetLink();
    await app.inject({ method: 'GET', url: `/password-reset/${userId}/${token}` });
    const reset = await app.inject({
      method: 'POST',
      url: `/api/v1/accounts/reset-password/${userId}/${token}`,
      payload: { password: 'Another1Pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect(logged()).toContain(`/password-reset/${userId}/[redacted]`);
    expect(logged()).toContain(`/reset-password/${userId}/[redacted]`);
    expect(logged()).not.toContain(token);
    expect(logged()).not.toContain('Another1Pass');
  });

  it('keeps no bearer token, password, signed URL signature or token-like parameter', async () => {
    const tokens = await loginAll(app, ['seller']);
    await app.inject({ method: 'GET', url: '/api/v1/accounts/wallet', headers: bearer(tokens.seller) });
    await app.inject({ method: 'GET', url: `/api/v1/categories?token=${tokens.seller}` });
    const signed = signedFileUrl('0123456789abcdef01234567.png');
    const signature = /\/files\/\d+\.([^/]+)\//.exec(signed)?.[1] ?? '';
    expect(signature).not.toBe('');
    await app.inject({ method: 'GET', url: signed });
    expect(logged()).not.toContain(tokens.seller);
    expect(logged()).not.toContain(tokens.seller.split('.')[2] ?? '');
    expect(logged()).not.toContain(signature);
    expect(logged()).not.toContain(DEMO_PASSWORD);
    // The requests are logged all the same, their addresses without the secrets.
    expect(logged()).toContain('/api/v1/accounts/wallet');
    expect(logged()).toContain('token=[redacted]');
  });
});

describe('a reset link', () => {
  it('dies when the password is changed another way', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/forgot-password',
      payload: { email: 'seller@demo.eg', isEmail: true },
    });
    const { userId, token } = await newestResetLink();
    const tokens = await loginAll(app, ['seller']);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/change-password',
      headers: bearer(tokens.seller),
      payload: { old_password: DEMO_PASSWORD, password: 'Changed1Pass' },
    });
    expect(changed.statusCode).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: `/api/v1/accounts/reset-password/${userId}/${token}`,
      payload: { password: 'TakenOver1' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error).toEqual({ en: expect.any(String), ar: expect.any(String) });
  });
});
