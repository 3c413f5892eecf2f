import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { uniformRateLimits } from '../../server/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from '../../server/db/seedData';

/** A cheap scrypt cost for tests (the default, 2^17, is tested on its own). */
export const TEST_PASSWORD_COST = 2 ** 10;

/** Limits high enough that tests which log in, register or upload often never trip them. */
export const GENEROUS_RATE_LIMITS = uniformRateLimits({ max: 100_000, windowMs: 60_000 });

/**
 * A fresh app over a new temporary data directory with the demo seed. Rate limits are generous and the
 * password cost is low by default, so tests that log in often stay quick and unthrottled; the tests of the
 * limits and of the cost pass their own. Closing the app deletes the directory.
 */
export const makeTestApp = async (opts: Partial<AppOptions> = {}): Promise<FastifyInstance> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-api-'));
  const app = await buildApp({
    dataDir,
    seed: 'demo',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    passwordCost: TEST_PASSWORD_COST,
    ...opts,
    rateLimits: { ...GENEROUS_RATE_LIMITS, ...opts.rateLimits },
  });
  app.addHook('onClose', async () => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
};

export const demoAccount = (who: DemoAccountKey) => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === who);
  if (!account) throw new Error(`no demo account ${who}`);
  return account;
};

/** Logs in as a demo account and returns the bearer token. */
export const loginAs = async (app: FastifyInstance, who: DemoAccountKey): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/accounts/login',
    payload: { email: demoAccount(who).email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login as ${who} failed: ${response.body}`);
  return (response.json() as { user: { token: string } }).user.token;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
