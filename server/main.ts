import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { NewerDatabaseError } from './db/migrations';
import { redactedUrl } from './db/open';
import { markServerRunning } from './db/runningServer';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/seedData';
import { s3FileStore } from './storage/s3FileStore';
import { serverConfigOrExit, stopWithProblems, type ServerConfig } from './environment';

/**
 * Without JWT_SECRET, a secret is generated once and kept beside the database, so sessions survive restarts
 * and nobody runs with a default secret from the source code.
 */
const loadJwtSecret = (config: ServerConfig): string => {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

const config = serverConfigOrExit();

try {
  mkdirSync(config.dataDir, { recursive: true });
} catch (error) {
  stopWithProblems([`DATA_DIR cannot be created (${config.dataDir}): ${(error as Error).message}`]);
}

/** Where the data is, for messages: the SQLite folder, or the PostgreSQL address without its password. */
const dataLocation = config.postgres ? redactedUrl(config.postgres.url) : config.dataDir;

/** pg's errors when the server cannot be reached (Node's codes) or refuses us (PostgreSQL's SQLSTATE codes). */
const isConnectionError = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (/^E[A-Z]+$/.test(code) || /^(08|28|3D)/.test(code));
};

const url = `${config.tls ? 'https' : 'http'}://${config.host}:${config.port}`;
const startApp = async () => {
  try {
    return await buildApp({
      tls: config.tls && { cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile) },
      dataDir: config.dataDir,
      postgres: config.postgres,
      seed: config.seed,
      // On PostgreSQL the instances share one secret kept in the database (server/db/postgres/sharedSecret.ts).
      jwtSecret: config.postgres ? config.jwtSecret : loadJwtSecret(config),
      staticDir: config.staticDir,
      logger: true,
      apiReferencePage: config.apiReferencePage,
      trustProxy: config.trustProxy,
      metricsToken: config.metricsToken,
      fileStore: config.s3 && s3FileStore(config.s3),
      publicUrl: config.publicUrl ?? url,
      ...config.limits,
    });
  } catch (error) {
    // A database left by a newer release, or a PostgreSQL server that cannot be reached or refuses the login,
    // is the deployer's to sort out, not a crash to dig a stack out of.
    if (error instanceof NewerDatabaseError) {
      console.error(`${dataLocation}: ${error.message}`);
      process.exit(1);
    }
    if (config.postgres && isConnectionError(error)) {
      console.error(`DATABASE_URL (${dataLocation}): cannot use the database: ${(error as Error).message}`);
      process.exit(1);
    }
    throw error;
  }
};
const app = await startApp();

/**
 * A deploy or a scale-down sends SIGTERM: the server stops accepting connections, lets the requests in flight
 * finish and ends the notification streams (the app reconnects to another instance), and after
 * SHUTDOWN_TIME_LIMIT_MS closes whatever is left rather than hang the deploy.
 */
const shutDown = (signal: NodeJS.Signals) => {
  app.log.info(`${signal}: finishing the requests in flight (at most ${config.shutdownMs} ms)`);
  const deadline = setTimeout(() => {
    app.log.warn(
      `Still busy after ${config.shutdownMs} ms (SHUTDOWN_TIME_LIMIT_MS): closing every connection`,
    );
    app.server.closeAllConnections();
    process.exit(1);
  }, config.shutdownMs);
  deadline.unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error(error);
      process.exit(1);
    },
  );
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutDown);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await app.close();
  stopWithProblems([
    `PORT ${config.port} on HOST ${config.host} cannot be listened on: ${(error as Error).message}`,
  ]);
}

// A restore (npm run restore) refuses to replace the SQLite file under a running server.
if (!config.postgres) process.once('exit', markServerRunning(config.dataDir));

const lines = [
  '',
  `Souq back office: ${url}  (API ${url}/api/v1, data in ${dataLocation})`,
  config.staticDir
    ? `Serving the app from ${config.staticDir}`
    : `No built app in ${config.staticDirSearched}: run "npm run build" (the API works without it)`,
  '',
  `Demo accounts (password ${DEMO_PASSWORD}; created only when the database is new and SEED=demo):`,
  ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(20)} ${account.phone}  ${account.who}`),
  '',
];
console.log(lines.join('\n'));
