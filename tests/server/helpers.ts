import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { uniformRateLimits } from '../../server/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from '../../server/demo/seedData';
import { newTestDatabase, testPostgresUrl } from './postgres';

/** A cheap scrypt cost for tests (the default, 2^17, is tested on its own). */
export const TEST_PASSWORD_COST = 2 ** 10;

/** Limits high enough that tests which log in, register or upload often never trip them. */
export const GENEROUS_RATE_LIMITS = uniformRateLimits({ max: 100_000, windowMs: 60_000 });

/** One validator for every test app: response schemas are shared objects, compiled once each. */
const answerValidator = new Ajv({ strict: false, allErrors: true });
const compiledAnswers = new WeakMap<object, ValidateFunction>();

/** The schema a route declares for an answer of this status: its own, or the class's (`4xx`, `5xx`). */
const answerSchema = (request: FastifyRequest, status: number): object | undefined => {
  const schemas = request.routeOptions.schema?.response as Record<string, object> | undefined;
  return schemas?.[String(status)] ?? schemas?.[`${String(status)[0]}xx`];
};

/**
 * Fails any answer that its response schema changed, or that does not match it: the JSON a handler made and
 * the JSON sent must be equal, and the JSON sent must validate against the route's schema for its status.
 * fast-json-stringify drops properties a schema does not name and converts values to the declared type (null to
 * "" or 0), and checks no enum or pattern, so without this check a schema mistake would only show where a test
 * happens to look at that field. Runs for every call of every test on a test app.
 */
export const checkSerialisation = (app: FastifyInstance): void => {
  const made = new WeakMap<FastifyRequest, string>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    made.set(request, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const expected = made.get(request);
    // Taken once: an error answered after this one (by Fastify's own handler) is not compared with it.
    made.delete(request);
    if (expected === undefined || typeof payload !== 'string') return payload;
    if (!isDeepStrictEqual(JSON.parse(payload), JSON.parse(expected))) {
      const message = `${request.method} ${request.url} (${reply.statusCode}): the response schema changed the answer`;
      // The error reaches the client only as a 500; the difference is printed for whoever reads the test log.
      console.error(`${message}\nmade: ${expected}\nsent: ${payload}`);
      throw new Error(message);
    }
    const schema = answerSchema(request, reply.statusCode);
    if (schema) {
      let validate = compiledAnswers.get(schema);
      if (!validate) {
        validate = answerValidator.compile(schema);
        compiledAnswers.set(schema, validate);
      }
      if (!validate(JSON.parse(payload))) {
        const message = `${request.method} ${request.url} (${reply.statusCode}): the answer does not match its schema`;
        console.error(`${message}\n${answerValidator.errorsText(validate.errors)}\nsent: ${payload}`);
        throw new Error(message);
      }
    }
    return payload;
  });
};

const testDatabaseUrls = new WeakMap<FastifyInstance, string>();

/**
 * Another instance of the API on the same PostgreSQL database and file folder as `first` (made by makeTestApp on
 * PostgreSQL), as a second machine behind a load balancer: it neither migrates nor seeds anything new.
 */
export const makeSecondInstance = async (
  first: FastifyInstance,
  opts: Partial<AppOptions> = {},
): Promise<FastifyInstance> => {
  const url = testDatabaseUrls.get(first);
  if (!url) throw new Error('a second instance needs a first one on PostgreSQL');
  return buildApp({
    dataDir: first.settings.dataDir,
    postgres: { url, poolSize: 4 },
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    passwordCost: TEST_PASSWORD_COST,
    ...opts,
    rateLimits: { ...GENEROUS_RATE_LIMITS, ...opts.rateLimits },
    instrument: checkSerialisation,
  });
};

/**
 * A fresh app over a new temporary data directory (and, when the tier runs on PostgreSQL, a new database copied
 * from the migrated template) with the demo seed. Rate limits are generous and the
 * password cost is low by default, so tests that log in often stay quick and unthrottled; the tests of the
 * limits and of the cost pass their own. Every answer is checked against what its handler made
 * (checkSerialisation). Closing the app deletes the directory.
 */
export const makeTestApp = async (opts: Partial<AppOptions> = {}): Promise<FastifyInstance> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-api-'));
  const serverUrl = testPostgresUrl();
  const database = serverUrl ? await newTestDatabase(serverUrl) : undefined;
  const app = await buildApp({
    dataDir,
    postgres: database && { url: database.url, poolSize: 4 },
    seed: 'demo',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    passwordCost: TEST_PASSWORD_COST,
    ...opts,
    rateLimits: { ...GENEROUS_RATE_LIMITS, ...opts.rateLimits },
    instrument: (instance) => {
      checkSerialisation(instance);
      // Registered before the app's own close hooks, so it runs after them (Fastify runs them last first): the
      // database goes once the app has closed its connections.
      if (database) instance.addHook('onClose', database.drop);
      opts.instrument?.(instance);
    },
  });
  app.addHook('onClose', async () => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  if (database) testDatabaseUrls.set(app, database.url);
  return app;
};

/** The SQLite handle of a test app on SQLite, for tests of SQLite's own mechanisms. */
export const sqliteOf = (app: FastifyInstance) => {
  if (!app.sqlite) throw new Error('this test needs the app on SQLite');
  return app.sqlite;
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

/** Logs in as each of these demo accounts, one after the other; their tokens by account. */
export const loginAll = async <Who extends DemoAccountKey>(
  app: FastifyInstance,
  who: readonly Who[],
): Promise<Record<Who, string>> => {
  const tokens = {} as Record<Who, string>;
  for (const account of who) tokens[account] = await loginAs(app, account);
  return tokens;
};

/** A multipart body of one file, as a browser's form sends it. */
export const multipartFile = (
  field: string,
  filename: string,
  content: Buffer,
  type = 'application/octet-stream',
): { payload: Buffer; headers: { 'content-type': string } } => {
  const boundary = '----souqtestfile';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
