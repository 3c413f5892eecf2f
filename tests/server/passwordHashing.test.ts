/**
 * Password hashes run a few at a time with a bounded queue: a flood of password checks is answered 503 "try
 * again" in both languages past the queue, instead of taking every worker thread, and the server recovers.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/seedData';
import { makeTestApp } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  // A cost that makes each check last tens of milliseconds, so the flood below meets a busy gate: the checks of
  // unknown accounts hash at this cost (the demo's stored hashes are cheaper).
  app = await makeTestApp({ passwordHashing: { concurrency: 1, queue: 2 }, passwordCost: 2 ** 15 });
});
afterAll(() => app.close());

const login = (email: string, password: string, from: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/accounts/login',
    payload: { email, password },
    remoteAddress: from,
  });

describe('password hashing', () => {
  it('answers 503 past its queue, in both languages, and checks passwords again once the flood is over', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        login(`nobody${index}@demo.eg`, 'Wrong1234', `10.20.0.${index}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // One hashing and two waiting are checked; the others are told to come back.
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 503)).toHaveLength(9);
    expect(answers.find((answer) => answer.statusCode === 503)?.json().error).toEqual({
      en: expect.any(String),
      ar: expect.any(String),
    });
    expect((await login('seller@demo.eg', DEMO_PASSWORD, '10.21.0.1')).statusCode).toBe(200);
  });
});
