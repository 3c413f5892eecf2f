import { DEFAULT_SHEET_LIMITS, type SheetLimits } from '../src/lib/spreadsheet/limits';
import type { SheetPoolOptions } from './lib/sheetPool';

/** Settings every route may read (decorated on the instance as `app.settings`). */
export type AppSettings = {
  dataDir: string;
  tokenTtlSeconds: number;
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Origin put in front of links sent by e-mail or SMS; never taken from the request's Host header. */
  publicUrl: string;
  /** What an uploaded product spreadsheet may hold (src/lib/spreadsheet/limits.ts, overridable per deployment). */
  sheetLimits: SheetLimits;
  sheetPool: SheetPoolOptions;
};

export const DEFAULT_LOGIN_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export const DEFAULT_SHEET_POOL: SheetPoolOptions = { workers: 2, memoryMb: 512, queue: 20 };

/** The environment variable that overrides each spreadsheet limit (listed in .env.example and the README). */
export const SHEET_LIMIT_VARIABLES: Record<keyof SheetLimits, string> = {
  fileBytes: 'SHEET_FILE_BYTES_LIMIT',
  entryBytes: 'SHEET_ENTRY_BYTES_LIMIT',
  totalBytes: 'SHEET_TOTAL_BYTES_LIMIT',
  rows: 'SHEET_ROWS_LIMIT',
  columns: 'SHEET_COLUMNS_LIMIT',
  cellChars: 'SHEET_CELL_CHARS_LIMIT',
  rowChars: 'SHEET_ROW_CHARS_LIMIT',
  textChars: 'SHEET_TEXT_CHARS_LIMIT',
  readMs: 'SHEET_READ_MS_LIMIT',
};

export const SHEET_POOL_VARIABLES: Record<keyof SheetPoolOptions, string> = {
  workers: 'SHEET_WORKERS_LIMIT',
  memoryMb: 'SHEET_WORKER_MEMORY_MB_LIMIT',
  queue: 'SHEET_QUEUE_LIMIT',
};

/** A positive whole number from the environment, the default when unset; anything else stops the server. */
const positiveFromEnv = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number (got "${raw}")`);
  }
  return value;
};

const fromEnv = <T extends object>(env: NodeJS.ProcessEnv, names: Record<keyof T, string>, defaults: T): T =>
  Object.fromEntries(
    Object.entries(names).map(([key, name]) => [
      key,
      positiveFromEnv(env, name as string, defaults[key as keyof T] as number),
    ]),
  ) as T;

export const sheetLimitsFromEnv = (env: NodeJS.ProcessEnv): SheetLimits =>
  fromEnv(env, SHEET_LIMIT_VARIABLES, DEFAULT_SHEET_LIMITS);

export const sheetPoolFromEnv = (env: NodeJS.ProcessEnv): SheetPoolOptions =>
  fromEnv(env, SHEET_POOL_VARIABLES, DEFAULT_SHEET_POOL);
