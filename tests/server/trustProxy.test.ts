/**
 * Behind a reverse proxy every client arrives from the proxy's address. With TRUST_PROXY naming that proxy, the
 * per-address limits count each real client (X-Forwarded-For); without it, that header is never believed, so a
 * client cannot pose as another address.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readServerConfig } from '../../server/environment';
import { makeTestApp } from './helpers';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const badLogin = (from: string, forwardedFor?: string) =>
  app!.inject({
    method: 'POST',
    url: '/api/v1/accounts/login',
    payload: { email: 'nobody@demo.eg', password: 'Wrong1234' },
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const LIMIT = { loginAddress: { max: 2, windowMs: 60_000 } };

describe('TRUST_PROXY', () => {
  it('counts each client behind a trusted proxy on its own', async () => {
    app = await makeTestApp({ rateLimits: LIMIT, trustProxy: ['10.0.0.1'] });
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await badLogin('10.0.0.1', '203.0.113.7')).statusCode).toBe(401);
    expect((await badLogin('10.0.0.1', '203.0.113.7')).statusCode).toBe(429);
    // Another client through the same proxy is not held back by the first one's failures.
    expect((await badLogin('10.0.0.1', '198.51.100.9')).statusCode).toBe(401);
  });

  it('never believes the header from a client that is not a trusted proxy, nor when none is set', async () => {
    for (const trustProxy of [undefined, ['10.0.0.1']]) {
      app = await makeTestApp({ rateLimits: LIMIT, ...(trustProxy ? { trustProxy } : {}) });
      const answers = [];
      // One client changing its X-Forwarded-For each time is still one address.
      for (const forged of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
        answers.push((await badLogin('172.16.0.9', forged)).statusCode);
      expect(answers).toEqual([401, 401, 429]);
      await app.close();
      app = undefined;
    }
  });

  it('trusts the nearest hops when given a number', async () => {
    app = await makeTestApp({ rateLimits: LIMIT, trustProxy: 1 });
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await badLogin('10.0.0.1', '203.0.113.7')).statusCode).toBe(401);
    expect((await badLogin('10.0.0.1', '198.51.100.9')).statusCode).toBe(401);
  });

  it('is read from the environment: off, a hop count or a list, and refuses anything else', () => {
    const read = (value?: string) =>
      readServerConfig(value === undefined ? {} : { TRUST_PROXY: value, JWT_SECRET: 'x'.repeat(40) });
    const config = (value?: string) => {
      const answer = read(value);
      return 'config' in answer ? answer.config.trustProxy : answer.problems;
    };
    expect(config()).toBe(false);
    expect(config('1')).toBe(1);
    expect(config('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(config('yes please')).toEqual([expect.stringContaining('TRUST_PROXY')]);
  });
});
