import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { DEFAULT_SHEET_LIMITS, type SheetLimits } from '../src/lib/spreadsheet/limits';
import {
  DEFAULT_PASSWORD_COST,
  DEFAULT_RATE_LIMITS,
  DEFAULT_SHEET_POOL,
  DEFAULT_TIMEOUTS,
  DEFAULT_UPLOAD_QUOTA_BYTES,
  JSON_BODY_LIMIT_BYTES,
  type AppSettings,
  type RateLimits,
  type Timeouts,
} from './config';
import { createSchema } from './db/schema';
import { seedDatabase } from './db/seed';
import { createTokenService, DEFAULT_TOKEN_TTL_SECONDS } from './lib/auth';
import { ApiError, MESSAGES, registerErrorHandling } from './lib/errors';
import { RateLimiter } from './lib/rateLimiter';
import { SheetPool } from './lib/sheetPool';
import { MAX_UPLOAD_BYTES } from './lib/uploads';
import { accountsRoutes } from './routes/accounts';
import { adminRoutes } from './routes/admin';
import { categoriesRoutes } from './routes/categories';
import { filesRoutes } from './routes/files';
import { healthRoutes } from './routes/health';
import { onboardingRoutes } from './routes/onboarding';
import { usersRoutes } from './routes/users';
import { notificationsRoutes } from './routes/notifications';
import { ordersRoutes } from './routes/orders';
import { productImportRoutes } from './routes/productImport';
import { productsRoutes } from './routes/products';
import { walletRoutes } from './routes/wallet';
import './lib/context';

export type AppOptions = {
  dataDir: string;
  seed?: 'demo' | 'none';
  /** Without one, a random secret is used for this process only (tokens die on restart). */
  jwtSecret?: string;
  /** Directory of the built SPA; when given, it is served with an index.html fallback. */
  staticDir?: string;
  logger?: boolean;
  rateLimits?: Partial<RateLimits>;
  uploadQuotaBytes?: number;
  timeouts?: Partial<Timeouts>;
  /** Password-reset links go to the outbox table; defaults to on with the demo seed only. */
  devOutbox?: boolean;
  passwordCost?: number;
  tokenTtlSeconds?: number;
  publicUrl?: string;
  sheetLimits?: Partial<SheetLimits>;
  sheetPool?: Partial<AppSettings['sheetPool']>;
};

export const API_PREFIX = '/api/v1';

/** Every API area, registered under API_PREFIX; adding an area is one line here. */
const ROUTES: FastifyPluginAsync[] = [
  healthRoutes,
  accountsRoutes,
  onboardingRoutes,
  filesRoutes,
  categoriesRoutes,
  productsRoutes,
  productImportRoutes,
  ordersRoutes,
  notificationsRoutes,
  walletRoutes,
  usersRoutes,
  adminRoutes,
];

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "worker-src 'self' blob:",
].join('; ');

const openDatabase = (dataDir: string): { db: Database.Database; created: boolean } => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'app.db');
  const created = !existsSync(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  createSchema(db);
  return { db, created };
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const settings: AppSettings = {
    dataDir: options.dataDir,
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    uploadQuotaBytes: options.uploadQuotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES,
    timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    devOutbox: options.devOutbox ?? (options.seed ?? 'demo') === 'demo',
    passwordCost: options.passwordCost ?? DEFAULT_PASSWORD_COST,
    publicUrl: (options.publicUrl ?? '').replace(/\/$/, ''),
    sheetLimits: { ...DEFAULT_SHEET_LIMITS, ...options.sheetLimits },
    sheetPool: { ...DEFAULT_SHEET_POOL, ...options.sheetPool },
  };
  const { db, created } = openDatabase(options.dataDir);
  if (created) {
    try {
      await seedDatabase(db, {
        mode: options.seed ?? 'demo',
        dataDir: options.dataDir,
        passwordCost: settings.passwordCost,
      });
    } catch (error) {
      // A half-seeded database would never be seeded again (seeding only runs on a new file).
      db.close();
      for (const suffix of ['', '-wal', '-shm'])
        rmSync(path.join(options.dataDir, `app.db${suffix}`), { force: true });
      throw error;
    }
  }

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // A slow or stalled client cannot hold a connection open: whole request, idle keep-alive.
    requestTimeout: settings.timeouts.requestMs,
    keepAliveTimeout: settings.timeouts.idleMs,
    connectionTimeout: settings.timeouts.requestMs,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: {
      // Bodies are checked as sent: a number where a string belongs is an error, not silently converted.
      // Unknown fields are dropped (schemas say additionalProperties: false), never stored.
      customOptions: { coerceTypes: false, removeAdditional: true, useDefaults: true, allErrors: false },
    },
  });

  app.server.headersTimeout = settings.timeouts.headersMs;
  app.decorate('db', db);
  app.decorate('rateLimiter', new RateLimiter(db, settings.rateLimits));
  app.decorate('settings', settings);
  app.decorate(
    'tokens',
    createTokenService(options.jwtSecret ?? randomBytes(32).toString('hex'), settings.tokenTtlSeconds),
  );
  const sheetPool = new SheetPool(settings.sheetPool);
  app.decorate('sheetPool', sheetPool);
  app.decorateRequest('user', null);
  app.decorateRequest('tokenClaims', null);
  app.addHook('onClose', async () => {
    await sheetPool.close();
    db.close();
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    return payload;
  });

  registerErrorHandling(app);
  await app.register(fastifyMultipart, {
    limits: { fileSize: Math.max(MAX_UPLOAD_BYTES, settings.sheetLimits.fileBytes), files: 1, fields: 20 },
  });

  await app.register(
    async (api) => {
      for (const routes of ROUTES) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );

  const staticDir = options.staticDir;
  if (staticDir) {
    // The build writes .br/.gz twins of every text asset (build/precompress.ts); they are sent when accepted.
    await app.register(fastifyStatic, { root: path.resolve(staticDir), preCompressed: true });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const lastSegment = url.slice(url.lastIndexOf('/') + 1);
    // Client-side routes (/login, /store/inventory) get the SPA shell; missing assets and API paths a 404.
    const isAppRoute =
      staticDir !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith(`${API_PREFIX}/`) &&
      url !== API_PREFIX &&
      !lastSegment.includes('.');
    if (isAppRoute) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    throw new ApiError(404, MESSAGES.notFound);
  });

  return app;
}
