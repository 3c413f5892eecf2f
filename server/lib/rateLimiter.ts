/**
 * Rate limits kept in the database, so no flood of other keys can push a locked key out of memory (an
 * in-memory LRU forgets the oldest keys first: about 5,000 junk requests used to unlock an account). Each key
 * counts hits in a fixed window; expired windows are deleted now and then, never live ones.
 */
import type { Database } from 'better-sqlite3';
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
  private readonly read;
  private readonly write;
  private readonly sweep;
  private readonly clear;

  constructor(
    private readonly db: Database,
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.read = db.prepare<[string], { count: number; window_start: number }>(
      'SELECT count, window_start FROM rate_limits WHERE bucket = ?',
    );
    this.write = db.prepare(
      `INSERT INTO rate_limits (bucket, count, window_start, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(bucket) DO UPDATE SET count = excluded.count, window_start = excluded.window_start,
         expires_at = excluded.expires_at`,
    );
    this.sweep = db.prepare('DELETE FROM rate_limits WHERE expires_at < ?');
    this.clear = db.prepare('DELETE FROM rate_limits WHERE bucket = ?');
  }

  /**
   * Counts one attempt against every check, all or none (one transaction), and throws a RateLimitError when
   * any of them is over its limit, naming the longest wait.
   */
  consume(checks: readonly RateCheck[]): void {
    const now = this.now();
    if (now - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now;
      this.sweep.run(now);
    }
    let wait = 0;
    this.db.transaction(() => {
      for (const { rule, key } of checks) {
        const { max, windowMs } = this.limits[rule];
        const bucket = `${rule}:${key}`;
        const row = this.read.get(bucket);
        const fresh = !row || now - row.window_start >= windowMs;
        const windowStart = fresh ? now : row.window_start;
        const count = (fresh ? 0 : row.count) + 1;
        this.write.run(bucket, count, windowStart, windowStart + windowMs);
        if (count > max) wait = Math.max(wait, Math.ceil((windowStart + windowMs - now) / 1000));
      }
    })();
    if (wait > 0) throw new RateLimitError(wait);
  }

  /** Forgets a key's count (a successful login clears the account's failures). */
  reset(rule: RateLimitName, key: string): void {
    this.clear.run(`${rule}:${key}`);
  }
}
