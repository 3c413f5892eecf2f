/** Settings every route may read (decorated on the instance as `app.settings`). */
export type AppSettings = {
  dataDir: string;
  tokenTtlSeconds: number;
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Origin put in front of links sent by e-mail or SMS; never taken from the request's Host header. */
  publicUrl: string;
};

export const DEFAULT_LOGIN_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
