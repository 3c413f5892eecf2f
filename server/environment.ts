/**
 * The server's configuration, read from the environment (and a `.env` file) in one place. Every variable is
 * checked before anything starts: a deployer sees every mistake at once, each naming its variable, and the
 * process ends with EX_CONFIG instead of running with NaN for a port or a silently ignored typo.
 */
import { DEFAULT_INSIGHT_PERIOD_LIMIT_DAYS } from '../src/lib/insight';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { DEFAULT_SHEET_LIMITS } from '../src/lib/spreadsheet/limits';
import type { AppOptions } from './app';
import type { S3Settings } from './storage/s3FileStore';
import { DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS, DEFAULT_WITHDRAWAL_MINIMUM } from '../src/lib/payouts';
import {
  DEFAULT_AUDIT_TRAIL_LIMIT,
  DEFAULT_NOTIFICATION_LIST_LIMIT,
  DEFAULT_ORDER_UNDO_SECONDS,
  DEFAULT_PRODUCT_BULK,
  DEFAULT_RATE_LIMITS,
  DEFAULT_ORDER_BULK_LIMIT,
  DEFAULT_ORDER_EXPORT_LIMIT,
  DEFAULT_SEARCH_COUNT_LIMIT,
  DEFAULT_SHEET_POOL,
  DEFAULT_SHUTDOWN_MS,
  DEFAULT_TIMEOUTS,
  DEFAULT_UPLOAD_QUOTA_BYTES,
  DEFAULT_LIVE_STREAM_LIMITS,
  LIVE_STREAM_VARIABLES,
  DEFAULT_RETURN_LIMITS,
  RETURN_LIMIT_VARIABLES,
  DEFAULT_PASSWORD_HASH_LIMITS,
  PASSWORD_HASH_VARIABLES,
  DEFAULT_ORDER_DOCUMENT_LIMITS,
  ORDER_DOCUMENT_VARIABLES,
  ORDER_UNDO_VARIABLE,
  PRODUCT_BULK_VARIABLES,
  RATE_LIMIT_VARIABLES,
  SHEET_LIMIT_VARIABLES,
  SHEET_POOL_VARIABLES,
  TIMEOUT_VARIABLES,
  type RateLimitName,
  type RateLimits,
} from './config';

/** sysexits.h EX_CONFIG: what a process manager shows for "fix the configuration", not a crash. */
export const CONFIG_EXIT_CODE = 78;

/** Variables a `.env` may hold for others than the server: the build (Vite reads VITE_*) and Node itself. */
const BUILD_VARIABLE = /^(VITE_\w+|NODE_ENV|NODE_OPTIONS|TZ)$/;

/** Reads variables, remembering every name it was asked for and every problem it met. */
export class EnvReader {
  readonly problems: string[] = [];
  readonly names = new Set<string>();

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The trimmed value, or undefined when unset or blank (a blank line in .env means "the default"). */
  raw(name: string): string | undefined {
    this.names.add(name);
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  problem(name: string, message: string): void {
    this.problems.push(`${name} ${message}`);
  }

  whole(name: string, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
    const raw = this.raw(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
      this.problem(name, `must be a whole number ${range} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  text(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.raw(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problem(name, `must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  /** An absolute http(s) origin, optionally with a path; no trailing slash. */
  httpUrl(name: string): string | undefined {
    const raw = this.raw(name);
    if (raw === undefined) return undefined;
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') return raw.replace(/\/+$/, '');
    } catch {
      // reported below
    }
    this.problem(name, `must be an absolute http:// or https:// address (got "${raw}")`);
    return undefined;
  }

  /** A path to a file this process can read. */
  readableFile(name: string): string | undefined {
    const raw = this.raw(name);
    if (raw === undefined) return undefined;
    const file = path.resolve(raw);
    try {
      accessSync(file, constants.R_OK);
      return file;
    } catch {
      this.problem(name, `names a file that does not exist or cannot be read (${file})`);
      return undefined;
    }
  }

  /**
   * Which proxies in front of the server are believed about the client's address (X-Forwarded-For): none when
   * unset, the nearest `n` hops for a whole number, or the listed addresses and ranges (`10.0.0.1, 10.0.0.0/8`).
   */
  trustedProxies(name: string): false | number | string[] {
    const raw = this.raw(name)?.trim();
    if (!raw) return false;
    if (/^\d+$/.test(raw)) return this.whole(name, 0, 1, 100);
    const entries = raw.split(',').map((entry) => entry.trim());
    const address = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]+)(?:\/\d{1,3})?$/i;
    if (entries.every((entry) => address.test(entry))) return entries;
    this.problem(
      name,
      `must be a number of proxy hops or a comma-separated list of addresses or ranges (got "${raw}")`,
    );
    return false;
  }

  /** Every variable of `names`, a whole number of at least 1, defaulting to `defaults`. */
  group<T extends object>(names: Record<keyof T, string>, defaults: T): T {
    return Object.fromEntries(
      Object.entries(names).map(([key, name]) => [
        key,
        this.whole(name as string, defaults[key as keyof T] as number),
      ]),
    ) as T;
  }
}

/** HS256 wants a key at least as long as its hash (32 bytes); a short secret can be guessed offline. */
const JWT_SECRET_MIN_CHARS = 32;

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL instead of the SQLite file DATA_DIR/app.db (DATABASE_URL). */
  postgres: { url: string; poolSize: number } | undefined;
  seed: 'demo' | 'none';
  /** The built app, when it exists: the server then serves it. */
  staticDir: string | undefined;
  /** Where the build was looked for, for the start-up message. */
  staticDirSearched: string;
  tls: { certFile: string; keyFile: string } | undefined;
  /** The listen URL when unset. */
  publicUrl: string | undefined;
  /** Generated and kept in DATA_DIR when unset. */
  jwtSecret: string | undefined;
  shutdownMs: number;
  /** Where uploaded files go: undefined for DATA_DIR/files, or an S3-compatible bucket. */
  s3: S3Settings | undefined;
  /** The readable API reference at /api/v1/reference; a production deployment may turn it off. */
  apiReferencePage: boolean;
  /** The reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY); false: none. */
  trustProxy: false | number | string[];
  /** The bearer token GET /api/v1/metrics asks of scrapers (METRICS_TOKEN); unset: no metrics are served. */
  metricsToken: string | undefined;
  /** Limits and windows passed as they are to buildApp. */
  limits: Pick<
    AppOptions,
    | 'rateLimits'
    | 'uploadQuotaBytes'
    | 'timeouts'
    | 'sheetLimits'
    | 'sheetPool'
    | 'orderUndoSeconds'
    | 'productBulk'
    | 'auditTrailLimit'
    | 'notificationListLimit'
    | 'searchCountLimit'
    | 'orderBulkLimit'
    | 'orderExportLimit'
    | 'insightPeriodLimitDays'
    | 'withdrawalMinimum'
    | 'payoutAccountHoldHours'
    | 'liveStreams'
    | 'passwordHashing'
    | 'returns'
    | 'orderDocuments'
  >;
};

const readRateLimits = (reader: EnvReader): RateLimits =>
  Object.fromEntries(
    Object.entries(RATE_LIMIT_VARIABLES).map(([name, prefix]) => {
      const rule = DEFAULT_RATE_LIMITS[name as RateLimitName];
      return [
        name,
        {
          max: reader.whole(`${prefix}_RATE_LIMIT_MAX`, rule.max),
          windowMs: reader.whole(`${prefix}_RATE_LIMIT_WINDOW_MS`, rule.windowMs),
        },
      ];
    }),
  ) as RateLimits;

const readLimits = (reader: EnvReader): ServerConfig['limits'] => ({
  rateLimits: readRateLimits(reader),
  uploadQuotaBytes: reader.whole('UPLOAD_QUOTA_BYTES', DEFAULT_UPLOAD_QUOTA_BYTES),
  timeouts: reader.group(TIMEOUT_VARIABLES, DEFAULT_TIMEOUTS),
  sheetLimits: reader.group(SHEET_LIMIT_VARIABLES, DEFAULT_SHEET_LIMITS),
  sheetPool: reader.group(SHEET_POOL_VARIABLES, DEFAULT_SHEET_POOL),
  // 0 is allowed: a deployment that does not want undo turns it off.
  orderUndoSeconds: reader.whole(ORDER_UNDO_VARIABLE, DEFAULT_ORDER_UNDO_SECONDS, 0),
  productBulk: {
    maxProducts: reader.whole(PRODUCT_BULK_VARIABLES.maxProducts, DEFAULT_PRODUCT_BULK.maxProducts),
    undoSeconds: reader.whole(PRODUCT_BULK_VARIABLES.undoSeconds, DEFAULT_PRODUCT_BULK.undoSeconds, 0),
  },
  auditTrailLimit: reader.whole('AUDIT_TRAIL_LIMIT', DEFAULT_AUDIT_TRAIL_LIMIT),
  notificationListLimit: reader.whole('NOTIFICATION_LIST_LIMIT', DEFAULT_NOTIFICATION_LIST_LIMIT),
  searchCountLimit: reader.whole('SEARCH_COUNT_LIMIT', DEFAULT_SEARCH_COUNT_LIMIT),
  orderBulkLimit: reader.whole('ORDER_BULK_LIMIT', DEFAULT_ORDER_BULK_LIMIT),
  orderExportLimit: reader.whole('ORDER_EXPORT_LIMIT', DEFAULT_ORDER_EXPORT_LIMIT),
  insightPeriodLimitDays: reader.whole('INSIGHT_PERIOD_LIMIT_DAYS', DEFAULT_INSIGHT_PERIOD_LIMIT_DAYS),
  withdrawalMinimum: reader.whole('WITHDRAWAL_MINIMUM_LIMIT_EGP', DEFAULT_WITHDRAWAL_MINIMUM),
  // 0 is allowed: a deployment may pay a changed account at once.
  payoutAccountHoldHours: reader.whole(
    'PAYOUT_ACCOUNT_HOLD_LIMIT_HOURS',
    DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS,
    0,
  ),
  liveStreams: reader.group(LIVE_STREAM_VARIABLES, DEFAULT_LIVE_STREAM_LIMITS),
  passwordHashing: reader.group(PASSWORD_HASH_VARIABLES, DEFAULT_PASSWORD_HASH_LIMITS),
  // 0 is allowed for both: an admin may decide at once; a case closes as soon as its goods are back.
  returns: {
    decisionDays: reader.whole(RETURN_LIMIT_VARIABLES.decisionDays, DEFAULT_RETURN_LIMITS.decisionDays, 0),
    closeDays: reader.whole(RETURN_LIMIT_VARIABLES.closeDays, DEFAULT_RETURN_LIMITS.closeDays, 0),
  },
  orderDocuments: reader.group(ORDER_DOCUMENT_VARIABLES, DEFAULT_ORDER_DOCUMENT_LIMITS),
});

const readTls = (reader: EnvReader): ServerConfig['tls'] => {
  const certFile = reader.readableFile('TLS_CERT_FILE');
  const keyFile = reader.readableFile('TLS_KEY_FILE');
  const certSet = reader.raw('TLS_CERT_FILE') !== undefined;
  const keySet = reader.raw('TLS_KEY_FILE') !== undefined;
  if (certSet !== keySet) {
    reader.problem(
      certSet ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE',
      'must be set too: TLS needs both the certificate and its key',
    );
  }
  return certFile && keyFile ? { certFile, keyFile } : undefined;
};

const readStaticDir = (reader: EnvReader): Pick<ServerConfig, 'staticDir' | 'staticDirSearched'> => {
  const given = reader.raw('STATIC_DIR');
  const searched = path.resolve(given ?? './dist');
  const built = existsSync(path.join(searched, 'index.html'));
  // The default folder may simply not be built yet, and an existing folder without the app is how an API-only
  // instance is run; a folder that does not exist at all is a typo the deployer wants to hear about.
  if (given !== undefined && !existsSync(searched))
    reader.problem('STATIC_DIR', `names no folder (${searched})`);
  return { staticDir: built ? searched : undefined, staticDirSearched: searched };
};

const readJwtSecret = (reader: EnvReader): string | undefined => {
  const secret = reader.raw('JWT_SECRET');
  if (secret !== undefined && secret.length < JWT_SECRET_MIN_CHARS) {
    reader.problem(
      'JWT_SECRET',
      `must be at least ${JWT_SECRET_MIN_CHARS} characters (got ${secret.length})`,
    );
    return undefined;
  }
  return secret;
};

/** A metrics token is a password for scrapers: long enough that it cannot be guessed by trying. */
const METRICS_TOKEN_MIN_CHARS = 24;

const readMetricsToken = (reader: EnvReader): string | undefined => {
  const token = reader.raw('METRICS_TOKEN');
  if (token !== undefined && token.length < METRICS_TOKEN_MIN_CHARS) {
    reader.problem(
      'METRICS_TOKEN',
      `must be at least ${METRICS_TOKEN_MIN_CHARS} characters (got ${token.length})`,
    );
    return undefined;
  }
  return token;
};

/** PostgreSQL connections each instance keeps at most (pg's pool); several instances share the server's limit. */
export const DEFAULT_DATABASE_POOL_LIMIT = 10;

/** DATABASE_URL: a postgres:// or postgresql:// address (libpq's form, user and password in it or in PG* variables). */
const readPostgres = (reader: EnvReader): ServerConfig['postgres'] => {
  const url = reader.raw('DATABASE_URL');
  const poolSize = reader.whole('DATABASE_POOL_LIMIT', DEFAULT_DATABASE_POOL_LIMIT);
  if (url === undefined) return undefined;
  try {
    const { protocol } = new URL(url);
    if (protocol === 'postgres:' || protocol === 'postgresql:') return { url, poolSize };
  } catch {
    // reported below
  }
  reader.problem(
    'DATABASE_URL',
    'must be a postgres:// or postgresql:// address (unset: the SQLite file in DATA_DIR)',
  );
  return undefined;
};

/** FILE_STORAGE=s3 and the bucket's S3_* settings, every one of which it then needs. */
const readFileStorage = (reader: EnvReader): S3Settings | undefined => {
  const storage = reader.oneOf('FILE_STORAGE', ['local', 's3'] as const, 'local');
  const endpoint = reader.httpUrl('S3_ENDPOINT');
  const bucket = reader.raw('S3_BUCKET');
  const region = reader.text('S3_REGION', 'us-east-1');
  const prefix = reader.raw('S3_PREFIX') ?? '';
  const accessKeyId = reader.raw('S3_ACCESS_KEY_ID');
  const secretAccessKey = reader.raw('S3_SECRET_ACCESS_KEY');
  if (storage === 'local') return undefined;
  const needed = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  };
  for (const [name, value] of Object.entries(needed)) {
    // A malformed endpoint has already been reported as such.
    if (value === undefined && reader.raw(name) === undefined)
      reader.problem(name, 'must be set with FILE_STORAGE=s3');
  }
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return undefined;
  return { endpoint, bucket, region, prefix, credentials: { accessKeyId, secretAccessKey } };
};

/** Every setting, or every problem found: nothing is half-read. */
export const readServerConfig = (
  env: NodeJS.ProcessEnv,
):
  { config: ServerConfig; problems: []; names: Set<string> } | { problems: string[]; names: Set<string> } => {
  const reader = new EnvReader(env);
  const config: ServerConfig = {
    port: reader.whole('PORT', 8080, 1, 65_535),
    host: reader.text('HOST', '127.0.0.1'),
    dataDir: path.resolve(reader.text('DATA_DIR', './data')),
    postgres: readPostgres(reader),
    seed: reader.oneOf('SEED', ['demo', 'none'] as const, 'demo'),
    ...readStaticDir(reader),
    tls: readTls(reader),
    publicUrl: reader.httpUrl('PUBLIC_URL'),
    jwtSecret: readJwtSecret(reader),
    shutdownMs: reader.whole('SHUTDOWN_TIME_LIMIT_MS', DEFAULT_SHUTDOWN_MS),
    s3: readFileStorage(reader),
    apiReferencePage: reader.oneOf('API_REFERENCE_PAGE', ['on', 'off'] as const, 'on') === 'on',
    trustProxy: reader.trustedProxies('TRUST_PROXY'),
    metricsToken: readMetricsToken(reader),
    limits: readLimits(reader),
  };
  if (reader.problems.length > 0) return { problems: reader.problems, names: reader.names };
  return { config, problems: [], names: reader.names };
};

/** The names of every variable the server reads (the reader asked for each while reading an empty environment). */
export const SERVER_VARIABLES: ReadonlySet<string> = readServerConfig({}).names;

/**
 * Loads `file` into process.env when it exists (variables already set win, as with `node --env-file`), and
 * returns the problems of its names: a variable the server does not read is most likely a typo of one it does.
 */
export const loadDotEnv = (file: string): string[] => {
  if (!existsSync(file)) return [];
  const names = Object.keys(parseEnv(readFileSync(file, 'utf8')));
  process.loadEnvFile(file);
  return names
    .filter((name) => !SERVER_VARIABLES.has(name) && !BUILD_VARIABLE.test(name))
    .map((name) => `${name} in ${file} is not a setting of the server${closestHint(name)}`);
};

/** " (did you mean X?)" for the known name sharing the longest prefix with a typo, when close enough. */
const closestHint = (name: string): string => {
  const shared = (known: string) => {
    let length = 0;
    while (length < Math.min(known.length, name.length) && known[length] === name[length]) length++;
    return length;
  };
  const best = [...SERVER_VARIABLES].sort((a, b) => shared(b) - shared(a))[0];
  return best && shared(best) >= Math.min(4, name.length) ? ` (did you mean ${best}?)` : '';
};

export const describeProblems = (problems: readonly string[]): string =>
  [
    'The server cannot start: fix these settings (environment or .env, see .env.example):',
    ...problems.map((p) => `  - ${p}`),
  ].join('\n');

/** Prints every problem and ends the process with EX_CONFIG. */
export const stopWithProblems = (problems: readonly string[]): never => {
  console.error(describeProblems(problems));
  process.exit(CONFIG_EXIT_CODE);
};

/**
 * What every command of the server starts with (server/main.ts, server/migrate.ts): `.env` loaded (ENV_FILE names
 * another file, e.g. one per instance on a shared machine), every variable checked, or the process ends.
 */
export const serverConfigOrExit = (): ServerConfig => {
  const dotEnvProblems = loadDotEnv(path.resolve(process.env.ENV_FILE ?? '.env'));
  const read = readServerConfig(process.env);
  if (!('config' in read) || dotEnvProblems.length > 0)
    return stopWithProblems([...dotEnvProblems, ...read.problems]);
  return read.config;
};
