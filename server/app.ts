import { DEFAULT_INSIGHT_PERIOD_LIMIT_DAYS } from '../src/lib/insight';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { DEFAULT_SHEET_LIMITS, type SheetLimits } from '../src/lib/spreadsheet/limits';
import { DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS, DEFAULT_WITHDRAWAL_MINIMUM } from '../src/lib/payouts';
import {
  DEFAULT_ORDER_UNDO_SECONDS,
  DEFAULT_PRODUCT_BULK,
  DEFAULT_AUDIT_TRAIL_LIMIT,
  DEFAULT_NOTIFICATION_LIST_LIMIT,
  DEFAULT_ORDER_BULK_LIMIT,
  DEFAULT_ORDER_EXPORT_LIMIT,
  DEFAULT_SEARCH_COUNT_LIMIT,
  DEFAULT_PASSWORD_COST,
  DEFAULT_LIVE_STREAM_LIMITS,
  DEFAULT_RETURN_LIMITS,
  DEFAULT_PASSWORD_HASH_LIMITS,
  DEFAULT_ORDER_DOCUMENT_LIMITS,
  DEFAULT_RATE_LIMITS,
  DEFAULT_SHEET_POOL,
  DEFAULT_TIMEOUTS,
  DEFAULT_UPLOAD_QUOTA_BYTES,
  JSON_BODY_LIMIT_BYTES,
  type AppSettings,
  type RateLimits,
  type Timeouts,
} from './config';
import { startCheckpointer } from './db/checkpointer';
import { sharedSecret } from './db/postgres/sharedSecret';
import { notificationBus } from './lib/notificationBus';
import { startPostgresRelay } from './lib/postgresNotifications';
import { discardNewDatabase, openDatabase, type DatabaseTarget } from './db/open';
import { seedDatabase } from './demo/seed';
import { configurePasswordHashing, createTokenService, DEFAULT_TOKEN_TTL_SECONDS } from './lib/auth';
import { decimalsKeyword } from './lib/decimalsKeyword';
import { answerClientError, ApiError, errorBody, MESSAGES, registerErrorHandling } from './lib/errors';
import { requestLogSerializer } from './lib/logRedaction';
import { setFileSigningSecret } from './lib/fileAccess';
import { builtPages, builtPageScriptSources } from './lib/inlineScripts';
import { RateLimiter } from './lib/rateLimiter';
import { Metrics } from './lib/metrics';
import { measureInstance } from './health/measureInstance';
import { SheetPool } from './lib/sheetPool';
import { openApiRoutes, registerOpenApi } from './lib/openApi';
import { filesDir, MAX_UPLOAD_BYTES } from './lib/uploads';
import type { FileStore } from './storage/fileStore';
import { localFileStore } from './storage/localFileStore';
import { accountsRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { categoriesRoutes } from './categories/routes';
import { filesRoutes } from './files/routes';
import { healthRoutes } from './health/routes';
import { notificationsRoutes } from './notifications/routes';
import { onboardingRoutes } from './onboarding/routes';
import { firstStepsRoutes } from './onboarding/firstSteps';
import { insightRoutes } from './insight/routes';
import { ordersRoutes } from './orders/routes';
import { productImportRoutes } from './productImport/routes';
import { catalogueRoutes } from './catalogue/routes';
import { productsRoutes } from './products/routes';
import { usersRoutes } from './users/routes';
import { walletRoutes } from './wallet/routes';
import { payoutRoutes } from './payouts/routes';
import { returnsRoutes } from './returns/routes';
import { cancellationsRoutes } from './orders/cancellations';
import { orderDocumentsRoutes } from './orderDocuments/routes';
import { RenderPool } from './orderDocuments/renderPool';
import './lib/context';

export type AppOptions = {
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir (DATABASE_URL, DATABASE_POOL_LIMIT). */
  postgres?: DatabaseTarget['postgres'];
  seed?: 'demo' | 'none';
  /** Without one, a random secret is used for this process only (tokens die on restart). */
  jwtSecret?: string;
  /** Directory of the built SPA; when given, it is served with an index.html fallback. */
  staticDir?: string;
  /** true logs to stdout; a stream receives the log lines (tests read them). */
  logger?: boolean | { stream: { write: (line: string) => void } };
  rateLimits?: Partial<RateLimits>;
  uploadQuotaBytes?: number;
  timeouts?: Partial<Timeouts>;
  /**
   * A certificate to terminate TLS here: the API and the app are then served over HTTP/2 (HTTP/1.1 still
   * accepted), so a page's many files share one connection.
   */
  tls?: { key: Buffer; cert: Buffer };
  /** Where uploaded files go; a folder in dataDir (DATA_DIR/files) unless given (FILE_STORAGE=s3). */
  fileStore?: FileStore;
  /** The API base URL the app was built with (VITE_API_BASE_URL), when it names another origin. */
  apiBaseUrl?: string;
  /** The readable API reference at /api/v1/reference (off in production; the JSON document is always served). */
  apiReferencePage?: boolean;
  /** Password-reset links go to the outbox table; defaults to on with the demo seed only. */
  devOutbox?: boolean;
  passwordCost?: number;
  tokenTtlSeconds?: number;
  publicUrl?: string;
  sheetLimits?: Partial<SheetLimits>;
  sheetPool?: Partial<AppSettings['sheetPool']>;
  /** How long a confirm or ship may be undone (ORDER_UNDO_LIMIT_SECONDS); tests pass 0 to see it expire. */
  orderUndoSeconds?: number;
  productBulk?: Partial<AppSettings['productBulk']>;
  auditTrailLimit?: number;
  notificationListLimit?: number;
  searchCountLimit?: number;
  orderBulkLimit?: number;
  orderExportLimit?: number;
  insightPeriodLimitDays?: number;
  withdrawalMinimum?: number;
  payoutAccountHoldHours?: number;
  liveStreams?: Partial<AppSettings['liveStreams']>;
  returns?: Partial<AppSettings['returns']>;
  passwordHashing?: Partial<AppSettings['passwordHashing']>;
  /** Orders per request for invoices and packing slips, and the threads rendering them (ORDER_DOCUMENTS_*). */
  orderDocuments?: Partial<AppSettings['orderDocuments']>;
  /**
   * The reverse proxies believed about the client's address (TRUST_PROXY): the nearest hops, or their addresses.
   * Off by default, so a client cannot pose as another address by sending X-Forwarded-For itself.
   */
  trustProxy?: false | number | string[];
  /** The bearer token scrapers send to GET /api/v1/metrics (METRICS_TOKEN); unset: metrics are not served. */
  metricsToken?: string;
  /**
   * Called on the bare instance before any plugin or route is registered, so hooks added here reach every
   * route: tests list the routes (onRoute) and compare answers before and after serialisation with it.
   */
  instrument?: (app: FastifyInstance) => void;
};

export const API_PREFIX = '/api/v1';

/** Every API area, registered under API_PREFIX; adding an area is one line here. */
const ROUTES: FastifyPluginAsync[] = [
  healthRoutes,
  accountsRoutes,
  onboardingRoutes,
  firstStepsRoutes,
  insightRoutes,
  filesRoutes,
  categoriesRoutes,
  productsRoutes,
  productImportRoutes,
  catalogueRoutes,
  ordersRoutes,
  notificationsRoutes,
  walletRoutes,
  payoutRoutes,
  returnsRoutes,
  cancellationsRoutes,
  orderDocumentsRoutes,
  usersRoutes,
  adminRoutes,
  openApiRoutes,
];

/**
 * The origin of the API the built app calls, when it is not this server (VITE_API_BASE_URL is an absolute
 * URL at build time): the page must be allowed to connect to it.
 */
const apiOrigin = (apiBaseUrl: string | undefined): string | null => {
  if (!apiBaseUrl || !/^https?:\/\//i.test(apiBaseUrl)) return null;
  try {
    return new URL(apiBaseUrl).origin;
  } catch {
    return null;
  }
};

const contentSecurityPolicy = (apiBaseUrl: string | undefined, inlineScripts: readonly string[]) => {
  const external = apiOrigin(apiBaseUrl);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      connectSrc: external ? ["'self'", external] : ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
    },
  };
};

/**
 * How long a browser may keep a file of the build. Files under assets/ carry a hash of their content in their
 * name (the language catalogues too), so a new build gets new names: they never need revalidating. index.html
 * names the current ones and, like the service worker (sw.js), is always revalidated; the few unhashed files (logo, favicon) for an hour.
 */
export const staticCacheControl = (filePath: string): string => {
  // A precompressed twin (index.html.br) is the file it was made from.
  const relative = filePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (/\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(relative)) {
    return 'public, max-age=31536000, immutable';
  }
  // The service worker names the build's files: the browser must see a new build's at once.
  if (relative.endsWith('.html') || relative.endsWith('/sw.js')) return 'no-cache';
  return 'public, max-age=3600';
};

/**
 * Plain HTTP/1.1 by default (a proxy or CDN in front terminates TLS); HTTP/2 over TLS when given a certificate.
 * Fastify types an HTTP/2 instance apart, but every route here uses only what both servers offer.
 */
const serverTransport = (tls: AppOptions['tls']): Record<string, never> =>
  (tls ? { http2: true, https: { allowHTTP1: true, key: tls.key, cert: tls.cert } } : {}) as Record<
    string,
    never
  >;

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
    orderUndoSeconds: options.orderUndoSeconds ?? DEFAULT_ORDER_UNDO_SECONDS,
    productBulk: { ...DEFAULT_PRODUCT_BULK, ...options.productBulk },
    auditTrailLimit: options.auditTrailLimit ?? DEFAULT_AUDIT_TRAIL_LIMIT,
    notificationListLimit: options.notificationListLimit ?? DEFAULT_NOTIFICATION_LIST_LIMIT,
    searchCountLimit: options.searchCountLimit ?? DEFAULT_SEARCH_COUNT_LIMIT,
    orderBulkLimit: options.orderBulkLimit ?? DEFAULT_ORDER_BULK_LIMIT,
    orderExportLimit: options.orderExportLimit ?? DEFAULT_ORDER_EXPORT_LIMIT,
    insightPeriodLimitDays: options.insightPeriodLimitDays ?? DEFAULT_INSIGHT_PERIOD_LIMIT_DAYS,
    withdrawalMinimum: options.withdrawalMinimum ?? DEFAULT_WITHDRAWAL_MINIMUM,
    payoutAccountHoldHours: options.payoutAccountHoldHours ?? DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS,
    liveStreams: { ...DEFAULT_LIVE_STREAM_LIMITS, ...options.liveStreams },
    returns: { ...DEFAULT_RETURN_LIMITS, ...options.returns },
    passwordHashing: { ...DEFAULT_PASSWORD_HASH_LIMITS, ...options.passwordHashing },
    orderDocuments: { ...DEFAULT_ORDER_DOCUMENT_LIMITS, ...options.orderDocuments },
    metricsToken: options.metricsToken,
  };
  configurePasswordHashing(settings.passwordHashing);
  const opened = await openDatabase({ dataDir: options.dataDir, postgres: options.postgres });
  const { db, created, migrations } = opened;
  const fileStore = options.fileStore ?? localFileStore(filesDir(options.dataDir));
  if (created) {
    try {
      await seedDatabase(db, {
        mode: options.seed ?? 'demo',
        files: fileStore,
        passwordCost: settings.passwordCost,
      });
    } catch (error) {
      // A half-seeded database would never be seeded again (seeding only runs on a new database).
      await discardNewDatabase(opened, options.dataDir);
      throw error;
    }
  }
  const stopCheckpointer = opened.sqlite
    ? startCheckpointer(opened.sqlite, opened.location)
    : async () => undefined;

  const app = Fastify({
    ...serverTransport(options.tls),
    // The request log keeps every address without the secrets some carry (server/lib/logRedaction.ts).
    logger: options.logger
      ? {
          ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
          serializers: { req: requestLogSerializer },
        }
      : false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // A slow or stalled client cannot hold a connection open: whole request, idle keep-alive.
    requestTimeout: settings.timeouts.requestMs,
    keepAliveTimeout: settings.timeouts.idleMs,
    connectionTimeout: settings.timeouts.requestMs,
    routerOptions: { ignoreTrailingSlash: true },
    // Requests Node cannot parse (headers too long, a body cut off, not HTTP) answer in the API's shape too.
    clientErrorHandler: answerClientError,
    // A hop count trusts the nearest `n` proxies, as proxy-addr reads a number.
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (options.trustProxy as number)
        : (options.trustProxy ?? false),
    // Errors Fastify raises before any route (a malformed URL encoding) answer in the API's own shape too.
    frameworkErrors: (_error, _request, reply) => {
      // The reply type of this hook is generic over every route's schema; ours all answer this shape.
      void (reply as unknown as FastifyReply).status(400).send(errorBody(MESSAGES.badRequest));
    },
    ajv: {
      // Bodies and querystrings are checked as sent: a number where a string belongs is an error, not silently
      // converted, and a key the schema does not name (additionalProperties: false) is refused by name rather
      // than dropped, so a mistyped filter never widens what a call touches.
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false },
      plugins: [decimalsKeyword],
    },
  });

  if (migrations.applied.length > 0 && !created) {
    app.log.info(
      { migrations: migrations.applied },
      `database upgraded from ${migrations.from} to ${migrations.to}`,
    );
  }
  options.instrument?.(app);
  // HTTP/1.1 servers only: an HTTP/2 server limits a stalled stream with its request timeout.
  if ('headersTimeout' in app.server) app.server.headersTimeout = settings.timeouts.headersMs;
  app.decorate('db', db);
  if (options.postgres) {
    const bus = notificationBus(db);
    const relay = await startPostgresRelay({
      url: options.postgres.url,
      deliver: (userId, notification) => bus.deliver(userId, notification),
      log: app.log,
    });
    bus.relayThrough(relay);
    app.addHook('onClose', relay.close);
  }
  app.decorate('sqlite', opened.sqlite);
  app.decorate('rateLimiter', new RateLimiter(db, settings.rateLimits));
  app.decorate('settings', settings);
  app.decorate('fileStore', fileStore);
  const jwtSecret =
    options.jwtSecret ??
    (opened.kind === 'postgres' ? await sharedSecret(db, 'jwt') : randomBytes(32).toString('hex'));
  app.decorate('tokens', createTokenService(jwtSecret, settings.tokenTtlSeconds));
  // Document URLs are signed with a key derived from the same secret (server/lib/fileAccess.ts).
  setFileSigningSecret(jwtSecret);
  const sheetPool = new SheetPool(settings.sheetPool);
  app.decorate('sheetPool', sheetPool);
  // A PDF takes no longer than the request that asked for it may last.
  const documentPool = new RenderPool({
    workers: settings.orderDocuments.workers,
    queue: settings.orderDocuments.queue,
    timeoutMs: settings.timeouts.requestMs,
  });
  app.decorate('documentPool', documentPool);
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  measureInstance(app, metrics, { sheetPool, pool: opened.pool });
  app.decorateRequest('user', null);
  app.decorateRequest('tokenClaims', null);
  app.addHook('onClose', async () => {
    metrics.close();
    await sheetPool.close();
    await documentPool.close();
    await stopCheckpointer();
    await db.destroy();
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(
      options.apiBaseUrl ?? process.env.VITE_API_BASE_URL,
      builtPageScriptSources(options.staticDir),
    ),
    // HSTS only over TLS (below): on plain HTTP it would be ignored, and on localhost it would stick.
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Product photos and logos are shown by other origins' pages too (a storefront); documents are signed.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });

  registerErrorHandling(app);
  // API answers over 1 KB are compressed (a ledger or a notification list shrinks about 8×); zlib runs in the
  // thread pool for larger bodies. The notification stream writes its own headers and is never buffered.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // A call without data, as axios sends it outside a browser (a PUT with no body, labelled as a form), has no
  // body; a form that says something is still refused, since no route reads one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      if (body === '') done(null, undefined);
      else done(new ApiError(415, MESSAGES.unsupportedMedia));
    },
  );
  await app.register(fastifyMultipart, {
    limits: { fileSize: Math.max(MAX_UPLOAD_BYTES, settings.sheetLimits.fileBytes), files: 1, fields: 20 },
  });

  // Before the routes: the document is built from every route registered after it.
  await registerOpenApi(app, { prefix: API_PREFIX, referencePage: options.apiReferencePage ?? false });
  await app.register(
    async (api) => {
      for (const routes of ROUTES) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );

  const staticDir = options.staticDir;
  if (staticDir) {
    // The build writes .br/.gz twins of every text asset (build/precompress.ts); they are sent when accepted.
    await app.register(fastifyStatic, {
      root: path.resolve(staticDir),
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => void reply.header('Cache-Control', staticCacheControl(filePath)),
    });
  }

  const { prerendered } = builtPages(staticDir);
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
    // A guest's first screen has a page of its own with the screen already in it (build/prerender.ts).
    if (isAppRoute)
      return reply.header('Cache-Control', 'no-cache').sendFile(prerendered.get(url) ?? 'index.html');
    throw new ApiError(404, MESSAGES.notFound);
  });

  return app;
}
