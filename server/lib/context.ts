import type { Database } from 'better-sqlite3';
import type { AppSettings } from '../config';
import type { TokenService } from './auth';
import type { RateLimiter } from './rateLimiter';
import type { SheetPool } from './sheetPool';

/** What buildApp decorates the Fastify instance with, available to every route as `app.x` / `request.server.x`. */
declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    tokens: TokenService;
    settings: AppSettings;
    sheetPool: SheetPool;
    rateLimiter: RateLimiter;
  }
}
