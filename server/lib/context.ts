import type { Database } from 'better-sqlite3';
import type { Db } from '../db/database';
import type { AppSettings } from '../config';
import type { TokenService } from './auth';
import type { RateLimiter } from './rateLimiter';
import type { SheetPool } from './sheetPool';
import type { FileStore } from '../storage/fileStore';
import type { Metrics } from './metrics';
import type { RenderPool } from '../orderDocuments/renderPool';

/** What buildApp decorates the Fastify instance with, available to every route as `app.x` / `request.server.x`. */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /**
     * The SQLite handle under `db` when the data is in the SQLite file (undefined on PostgreSQL): only for what
     * SQLite alone has (its checkpoints, and the tests of its search index and migrations). Queries go through `db`.
     */
    sqlite: Database | undefined;
    tokens: TokenService;
    settings: AppSettings;
    sheetPool: SheetPool;
    /** The worker threads that render invoices and packing slips as PDF (server/orderDocuments/renderPool.ts). */
    documentPool: RenderPool;
    rateLimiter: RateLimiter;
    /** Uploaded files' bytes (server/storage): a local folder or an S3-compatible bucket. */
    fileStore: FileStore;
    /** What this instance measures about itself, served at GET /api/v1/metrics (server/lib/metrics.ts). */
    metrics: Metrics;
  }
}
