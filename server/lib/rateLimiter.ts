/**
 * Rate limits kept in the database, so no flood of other keys can push a locked key out of memory (an
 * in-memory LRU forgets the oldest keys first: about 5,000 junk requests used to unlock an account), and so
 * every API instance sharing one PostgreSQL database counts against the same windows. Each key counts hits in a
 * fixed window; expired windows are deleted now and then, never live ones.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { RateLimitName, RateLimits } from '../config';
import { ApiError, type Bilingual } from './errors';

/** A refusal that tells the client when to try again (the error handler sends `Retry-After`). */
export class RateLimitError extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(429, tooManyMessage(retryAfterSeconds));
    this.name = 'RateLimitError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const tooManyMessage = (seconds: number): Bilingual => {
  if (seconds < 90) {
    const n = Math.max(1, seconds);
    return {
      en: `Too many attempts. Try again in ${n} second${n === 1 ? '' : 's'}.`,
      ar: `محاولات كثيرة. حاول مرة أخرى بعد ${n.toLocaleString('ar-EG')} ثانية.`,
    };
  }
  const minutes = Math.ceil(seconds / 60);
  return {
    en: `Too many attempts. Try again in ${minutes} minutes.`,
    ar: `محاولات كثيرة. حاول مرة أخرى بعد ${minutes.toLocaleString('ar-EG')} دقيقة.`,
  };
};

export interface RateCheck {
  rule: RateLimitName;
  key: string;
}

/** How often expired windows are swept away. */
const SWEEP_EVERY_MS = 60_000;

export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one attempt against every check, all or none (one statement), and throws a RateLimitError when any
   * of them is over its limit, naming the longest wait.
   */
  async consume(checks: readonly RateCheck[]): Promise<void> {
    const now = this.now();
    if (now - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.db.deleteFrom('rate_limits').where('expires_at', '<', now).execute();
    }
    const limits = new Map(checks.map(({ rule, key }) => [`${rule}:${key}`, this.limits[rule]]));
    const windows = await countHits(this.db, limits, now);
    let wait = 0;
    for (const { bucket, count, window_start: windowStart } of windows) {
      const limit = limits.get(bucket);
      if (limit && count > limit.max) {
        wait = Math.max(wait, Math.ceil((windowStart + limit.windowMs - now) / 1000));
      }
    }
    if (wait > 0) throw new RateLimitError(wait);
  }

  /**
   * Counts one attempt against a rule that slows rather than refuses: answers how many attempts the window holds
   * beyond the rule's allowance (0 while within it).
   */
  async excess(rule: RateLimitName, key: string): Promise<number> {
    const limit = this.limits[rule];
    const [window] = await countHits(this.db, new Map([[`${rule}:${key}`, limit]]), this.now());
    return Math.max(0, (window?.count ?? 0) - limit.max);
  }

  /** Forgets a key's count (a successful login clears the account's failures). */
  async reset(rule: RateLimitName, key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('bucket', '=', `${rule}:${key}`).execute();
  }
}

/**
 * One hit on each bucket, in one statement, so instances counting the same bucket at once each add theirs: a new
 * window (none yet, or the last one over) starts at one; otherwise the count goes up. A window's length is its
 * row's expires_at - window_start. Buckets are written in one order, so two requests sharing buckets never wait
 * on each other's row locks. Answers each bucket's window as it now is.
 */
const countHits = (db: Db, limits: ReadonlyMap<string, { windowMs: number }>, now: number) => {
  const rows = [...limits]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([bucket, { windowMs }]) => ({ bucket, count: 1, window_start: now, expires_at: now + windowMs }));
  const over = sql<boolean>`excluded.window_start - rate_limits.window_start
    >= excluded.expires_at - excluded.window_start`;
  return db
    .insertInto('rate_limits')
    .values(rows)
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        count: sql`CASE WHEN ${over} THEN 1 ELSE rate_limits.count + 1 END`,
        window_start: sql`CASE WHEN ${over} THEN excluded.window_start ELSE rate_limits.window_start END`,
        expires_at: sql`CASE WHEN ${over} THEN excluded.expires_at ELSE rate_limits.expires_at END`,
      }),
    )
    .returning(['bucket', 'count', 'window_start'])
    .execute();
};
