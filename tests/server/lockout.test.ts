/**
 * Limits that cannot be turned against the user: an attacker's failures on an account, from their own addresses,
 * neither lock the owner out of logging in from theirs nor block the owner's own password reset.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/seedData';
import { makeTestApp } from './helpers';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const login = (password: string, from: string) =>
  app!.inject({
    method: 'POST',
    url: '/api/v1/accounts/login',
    payload: { email: 'seller@demo.eg', password },
    remoteAddress: from,
  });

const forgot = (from: string) =>
  app!.inject({
    method: 'PUT',
    url: '/api/v1/accounts/forgot-password',
    payload: { email: 'seller@demo.eg', isEmail: true },
    remoteAddress: from,
  });

describe('an attacker guessing a password', () => {
  it('is refused from their address while the owner logs in from theirs', async () => {
    app = await makeTestApp({ rateLimits: { login: { max: 5, windowMs: 60_000 } } });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login('Wrong1234', '10.6.6.6')).statusCode).toBe(401);
    const refused = await login('Wrong1234', '10.6.6.6');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.ar).toBeTruthy();
    // Even the right password is refused from the attacker's address for the window…
    expect((await login(DEMO_PASSWORD, '10.6.6.6')).statusCode).toBe(429);
    // …but the owner, from another address, gets in.
    expect((await login(DEMO_PASSWORD, '10.7.7.7')).statusCode).toBe(200);
  });

  it('from many addresses slows every attempt on the account down, and still lets the right password in', async () => {
    app = await makeTestApp({
      rateLimits: { loginAccount: { max: 3, windowMs: 60_000 } },
    });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await login('Wrong1234', `10.8.0.${attempt}`)).statusCode).toBe(401);
    const timed = async (password: string, from: string) => {
      const started = performance.now();
      const response = await login(password, from);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const fourth = await timed('Wrong1234', '10.8.0.9');
    const fifth = await timed('Wrong1234', '10.8.0.10');
    expect(fourth.status).toBe(401);
    expect(fifth.status).toBe(401);
    // 250 ms for the first past the allowance, 500 ms for the next: slowed, not locked.
    expect(fourth.ms).toBeGreaterThanOrEqual(240);
    expect(fifth.ms).toBeGreaterThanOrEqual(490);
    const owner = await timed(DEMO_PASSWORD, '10.9.9.9');
    expect(owner.status).toBe(200);
  });
});

describe('a flood of reset requests for someone else’s account', () => {
  it('never blocks the owner’s own request from their address', async () => {
    app = await makeTestApp({ rateLimits: { forgotPassword: { max: 3, windowMs: 3_600_000 } } });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await forgot('10.5.5.5')).statusCode).toBe(200);
    expect((await forgot('10.5.5.5')).statusCode).toBe(429);
    expect((await forgot('10.4.4.4')).statusCode).toBe(200);
    // Only the newest link of the account works: the flood leaves no pile of live links behind.
    const open = await app.db
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(open.n)).toBe(1);
  });
});
