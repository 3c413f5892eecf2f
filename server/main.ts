import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import {
  orderUndoSecondsFromEnv,
  productBulkFromEnv,
  auditTrailLimitFromEnv,
  searchCountLimitFromEnv,
  rateLimitsFromEnv,
  sheetLimitsFromEnv,
  sheetPoolFromEnv,
  timeoutsFromEnv,
  uploadQuotaFromEnv,
} from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seedData';

/**
 * Without JWT_SECRET, a secret is generated once and kept beside the database, so sessions survive restarts
 * and nobody runs with a default secret from the source code.
 */
const loadJwtSecret = (dataDir: string): string => {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const seed = process.env.SEED === 'none' ? 'none' : 'demo';
const staticDir = path.resolve(process.env.STATIC_DIR ?? './dist');
/** TLS_CERT_FILE and TLS_KEY_FILE (PEM): with both, the server speaks HTTP/2 over TLS itself. */
const tls =
  process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE
    ? { cert: readFileSync(process.env.TLS_CERT_FILE), key: readFileSync(process.env.TLS_KEY_FILE) }
    : undefined;
const url = `${tls ? 'https' : 'http'}://${host}:${port}`;

const app = await buildApp({
  tls,
  dataDir,
  seed,
  jwtSecret: loadJwtSecret(dataDir),
  staticDir: existsSync(path.join(staticDir, 'index.html')) ? staticDir : undefined,
  logger: true,
  publicUrl: process.env.PUBLIC_URL ?? url,
  rateLimits: rateLimitsFromEnv(process.env),
  uploadQuotaBytes: uploadQuotaFromEnv(process.env),
  timeouts: timeoutsFromEnv(process.env),
  sheetLimits: sheetLimitsFromEnv(process.env),
  sheetPool: sheetPoolFromEnv(process.env),
  orderUndoSeconds: orderUndoSecondsFromEnv(process.env),
  productBulk: productBulkFromEnv(process.env),
  auditTrailLimit: auditTrailLimitFromEnv(process.env),
  searchCountLimit: searchCountLimitFromEnv(process.env),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });

const lines = [
  '',
  `Souq back office: ${url}  (API ${url}/api/v1, data in ${dataDir})`,
  existsSync(path.join(staticDir, 'index.html'))
    ? `Serving the app from ${staticDir}`
    : `No built app in ${staticDir}: run "npm run build" (the API works without it)`,
  '',
  `Demo accounts (password ${DEMO_PASSWORD}; created only when the database is new and SEED=demo):`,
  ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(20)} ${account.phone}  ${account.who}`),
  '',
];
console.log(lines.join('\n'));
