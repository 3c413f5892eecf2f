/**
 * Every call that checks a signed-in user's password is throttled like a login, per account and per address,
 * before the password is hashed: guessing the current password of a stolen session costs the attacker time and
 * the server no flood of hashes.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { egyptianIban } from '../../src/lib/iban';
import { DEMO_PASSWORD } from '../../server/demo/seedData';
import { bearer, loginAll, makeTestApp } from './helpers';

let app: FastifyInstance;
let tokens: Record<'seller' | 'seller2' | 'newseller', string>;

beforeAll(async () => {
  app = await makeTestApp({
    rateLimits: {
      passwordCheck: { max: 3, windowMs: 60_000 },
      passwordCheckAddress: { max: 8, windowMs: 60_000 },
    },
  });
  tokens = await loginAll(app, ['seller', 'seller2', 'newseller']);
});
afterAll(() => app.close());

const changePassword = (token: string, oldPassword: string, address = '10.1.1.1') =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/accounts/change-password',
    headers: bearer(token),
    payload: { old_password: oldPassword, password: 'Fresh1Pass' },
    remoteAddress: address,
  });

describe('change-password', () => {
  it('answers 429 in both languages after the account’s allowance of wrong passwords, before hashing', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await changePassword(tokens.seller, 'Wrong1234')).statusCode).toBe(400);
    const throttled = await changePassword(tokens.seller, 'Wrong1234');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toMatch(/^\d+$/);
    expect(throttled.json().error).toEqual({ en: expect.any(String), ar: expect.any(String) });
    // Another account is not held back by this one's failures.
    expect((await changePassword(tokens.seller2, 'Wrong1234', '10.1.1.2')).statusCode).toBe(400);
  });

  it('counts from zero again after the right password', async () => {
    const user = await loginAll(app, ['newseller']);
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await changePassword(user.newseller, 'Wrong1234', '10.2.2.2')).statusCode).toBe(400);
    // Sessions end by whole seconds: the new token must be of a later second than the one it replaces.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await changePassword(user.newseller, DEMO_PASSWORD, '10.2.2.2');
    expect(changed.statusCode).toBe(200);
    const token = changed.json<{ user: { token: string } }>().user.token;
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await changePassword(token, 'Wrong1234', '10.2.2.2')).statusCode).toBe(400);
  });

  it('throttles one address trying many accounts', async () => {
    const address = '10.3.3.3';
    const answers: number[] = [];
    for (const token of [tokens.seller2, tokens.seller2, tokens.newseller, tokens.newseller])
      answers.push((await changePassword(token, 'Wrong1234', address)).statusCode);
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push((await changePassword(tokens.seller2, 'Wrong1234', address)).statusCode);
    expect(answers).toContain(429);
    expect(answers.slice(0, 4)).not.toContain(429);
  });
});

describe('paying to a new bank account', () => {
  // An app of its own: the accounts above have used their allowance.
  let payouts: FastifyInstance;
  let seller2: string;
  beforeAll(async () => {
    payouts = await makeTestApp({ rateLimits: { passwordCheck: { max: 3, windowMs: 60_000 } } });
    seller2 = (await loginAll(payouts, ['seller2'])).seller2;
  });
  afterAll(() => payouts.close());

  it('throttles wrong current passwords the same way, under the field that asks for it until then', async () => {
    const request = () =>
      payouts.inject({
        method: 'POST',
        url: '/api/v1/withdrawals',
        headers: bearer(seller2),
        remoteAddress: '10.4.4.4',
        payload: {
          amount: 100,
          account_holder_name: 'Hoda Fathy',
          bank_code: 'NBE',
          iban: egyptianIban('0003000100000000123450009'),
          current_password: 'Wrong1234',
        },
      });
    // seller2 has a saved account only once a request was made: make one to the first account.
    const first = await payouts.inject({
      method: 'POST',
      url: '/api/v1/withdrawals',
      headers: bearer(seller2),
      payload: {
        amount: 100,
        account_holder_name: 'Hoda Fathy',
        bank_code: 'CIB',
        iban: egyptianIban('0019000500000000263180002'),
      },
    });
    expect(first.statusCode).toBe(201);
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await request());
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers[0]?.json().fields.current_password.ar).toBeTruthy();
    expect(answers[3]?.statusCode).toBe(429);
    expect(answers[3]?.json().error.ar).toBeTruthy();
  });
});
