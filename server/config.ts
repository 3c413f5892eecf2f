import type { SheetLimits } from '../src/lib/spreadsheet/limits';
import type { SheetPoolOptions } from './lib/sheetPool';

/** Settings every route may read (decorated on the instance as `app.settings`). */
export type AppSettings = {
  dataDir: string;
  tokenTtlSeconds: number;
  /** Attempts allowed per window, per rule (server/lib/rateLimiter.ts). */
  rateLimits: RateLimits;
  /** Bytes of uploaded files one user may keep. */
  uploadQuotaBytes: number;
  timeouts: Timeouts;
  /** Password-reset links go to the outbox table (a development feature, on with the demo seed). */
  devOutbox: boolean;
  /** scrypt cost (N); OWASP's minimum is 2^17. Tests lower it to keep thousands of hashes quick. */
  passwordCost: number;
  /** Origin put in front of links sent by e-mail or SMS; never taken from the request's Host header. */
  publicUrl: string;
  /** What an uploaded product spreadsheet may hold (src/lib/spreadsheet/limits.ts, overridable per deployment). */
  sheetLimits: SheetLimits;
  sheetPool: SheetPoolOptions;
  /** Seconds during which the user who confirmed or shipped an order line may undo it; 0 turns undo off. */
  orderUndoSeconds: number;
  /** The review of many products at once (server/products/bulkStatus.ts): how many, and how long it may be undone. */
  productBulk: ProductBulkSettings;
  auditTrailLimit: number;
  /** How many of a user's newest notifications one list holds (NOTIFICATION_LIST_LIMIT). */
  notificationListLimit: number;
  /** How many matches a product search counts before it answers "at least" (SEARCH_COUNT_LIMIT). */
  searchCountLimit: number;
  /** How many order lines one bulk confirm, ship or cancel may change (ORDER_BULK_LIMIT). */
  orderBulkLimit: number;
  /** How many order lines one export may hold (ORDER_EXPORT_LIMIT). */
  orderExportLimit: number;
  /** The longest period, in days, one sales insight answer covers (INSIGHT_PERIOD_LIMIT_DAYS). */
  insightPeriodLimitDays: number;
  /** The least amount, in whole pounds, a seller may withdraw (WITHDRAWAL_MINIMUM_LIMIT_EGP). */
  withdrawalMinimum: number;
  /** Hours a request to a changed bank account waits before it may be paid (PAYOUT_ACCOUNT_HOLD_LIMIT_HOURS). */
  payoutAccountHoldHours: number;
  /** Live notification streams one instance keeps open per user and per client address. */
  liveStreams: LiveStreamLimits;
  passwordHashing: PasswordHashLimits;
  returns: ReturnLimits;
  /** Invoices and packing slips: how many orders one PDF may hold, and the worker threads that render them. */
  orderDocuments: OrderDocumentLimits;
  /** The bearer token of GET /api/v1/metrics; undefined: metrics are not served. */
  metricsToken: string | undefined;
};

export type LiveStreamLimits = { perUser: number; perAddress: number };

/** Password hashes running at once, and waiting for their turn (past it: 503 "try again"). */
export type PasswordHashLimits = { concurrency: number; queue: number };
export const DEFAULT_PASSWORD_HASH_LIMITS: PasswordHashLimits = { concurrency: 2, queue: 64 };
export const PASSWORD_HASH_VARIABLES: Record<keyof PasswordHashLimits, string> = {
  concurrency: 'PASSWORD_HASH_CONCURRENCY_LIMIT',
  queue: 'PASSWORD_HASH_QUEUE_LIMIT',
};

/** A user with a few tabs and devices; an office behind one address. The oldest stream gives way to a new one. */
/**
 * Days a seller has to answer a return case before an admin may decide it, and days a case delivered back stays
 * open (for the seller to raise a problem with what came back) before it closes.
 */
export type ReturnLimits = { decisionDays: number; closeDays: number };
export const DEFAULT_RETURN_LIMITS: ReturnLimits = { decisionDays: 3, closeDays: 14 };
export const RETURN_LIMIT_VARIABLES: Record<keyof ReturnLimits, string> = {
  decisionDays: 'RETURN_DECISION_LIMIT_DAYS',
  closeDays: 'RETURN_CLOSE_LIMIT_DAYS',
};

export const DEFAULT_LIVE_STREAM_LIMITS: LiveStreamLimits = { perUser: 10, perAddress: 50 };
export const LIVE_STREAM_VARIABLES: Record<keyof LiveStreamLimits, string> = {
  perUser: 'LIVE_STREAM_USER_LIMIT',
  perAddress: 'LIVE_STREAM_ADDRESS_LIMIT',
};

/**
 * Orders one request for invoices or packing slips may name (a page of the orders list selected whole), and
 * the worker threads that render the PDFs with the requests waiting for one: rendering is CPU work that a
 * thread of its own keeps away from every other call, and a queue keeps a burst of prints from piling up.
 */
export type OrderDocumentLimits = { orders: number; workers: number; queue: number };
export const DEFAULT_ORDER_DOCUMENT_LIMITS: OrderDocumentLimits = { orders: 100, workers: 1, queue: 10 };
export const ORDER_DOCUMENT_VARIABLES: Record<keyof OrderDocumentLimits, string> = {
  orders: 'ORDER_DOCUMENTS_LIMIT',
  workers: 'ORDER_DOCUMENTS_WORKERS_LIMIT',
  queue: 'ORDER_DOCUMENTS_QUEUE_LIMIT',
};

export { DEFAULT_NOTIFICATION_LIST_LIMIT } from '../src/lib/notifications';

/** The newest entries of a record's audit trail an admin's page is sent (GET /admin/audit). */
export const DEFAULT_AUDIT_TRAIL_LIMIT = 100;
/** A search counts its matches up to this many; a page then says "1,000+" (docs/performance.md: searches at 1M products). */
export const DEFAULT_SEARCH_COUNT_LIMIT = 1_000;
export const DEFAULT_ORDER_BULK_LIMIT = 500;
export const DEFAULT_ORDER_EXPORT_LIMIT = 10_000;

export type ProductBulkSettings = {
  /** Products one bulk status change may touch; a larger selection is refused with its count. */
  maxProducts: number;
  /** Seconds during which the admin may undo a bulk change; 0 turns undo off. */
  undoSeconds: number;
};

export type RateRule = { max: number; windowMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every rate limit of the API, with its default. Keys name what is counted and per what. */
export const DEFAULT_RATE_LIMITS = {
  /** Login attempts per account from one client address (its e-mail and phone count as one account). */
  login: { max: 10, windowMs: MINUTE },
  /**
   * Login attempts per account from every address together: past it each attempt is slowed (LOGIN_BRAKE_STEP_MS
   * more each time), never refused, so failures elsewhere cannot lock the owner out.
   */
  loginAccount: { max: 30, windowMs: MINUTE },
  /** Login attempts per client address, whatever the account. */
  loginAddress: { max: 60, windowMs: MINUTE },
  /** Login attempts with identifiers that match no account, from everyone together. */
  loginUnknown: { max: 120, windowMs: MINUTE },
  /** Reset requests per account from one client address (only the newest link of an account works). */
  forgotPassword: { max: 3, windowMs: HOUR },
  /** Reset requests per client address. */
  forgotPasswordAddress: { max: 10, windowMs: HOUR },
  /** Password checks of a signed-in user (changing the password, paying to a new bank account) per account. */
  passwordCheck: { max: 10, windowMs: MINUTE },
  /** Those checks per client address, whatever the account. */
  passwordCheckAddress: { max: 60, windowMs: MINUTE },
  /** Reset attempts (new password with a link) per client address. */
  resetPassword: { max: 10, windowMs: HOUR },
  /** New accounts per client address. */
  register: { max: 10, windowMs: HOUR },
  /** Uploaded files per user. */
  upload: { max: 60, windowMs: HOUR },
} satisfies Record<string, RateRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateRule>;

/** The same rule for every limit: tests and benchmarks that must not be throttled by their own traffic. */
export const uniformRateLimits = (rule: RateRule): RateLimits =>
  Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, rule])) as RateLimits;

/** The environment variables of each rule: `<NAME>_RATE_LIMIT_MAX` and `<NAME>_RATE_LIMIT_WINDOW_MS`. */
export const RATE_LIMIT_VARIABLES: Record<RateLimitName, string> = {
  login: 'LOGIN',
  loginAccount: 'LOGIN_ACCOUNT',
  loginAddress: 'LOGIN_ADDRESS',
  loginUnknown: 'LOGIN_UNKNOWN',
  forgotPassword: 'FORGOT_PASSWORD',
  forgotPasswordAddress: 'FORGOT_PASSWORD_ADDRESS',
  passwordCheck: 'PASSWORD_CHECK',
  passwordCheckAddress: 'PASSWORD_CHECK_ADDRESS',
  resetPassword: 'RESET_PASSWORD',
  register: 'REGISTER',
  upload: 'UPLOAD',
};

/** How much longer each login past the account's allowance waits, up to LOGIN_BRAKE_MAX_MS. */
export const LOGIN_BRAKE_STEP_MS = 250;
export const LOGIN_BRAKE_MAX_MS = 5_000;

export const DEFAULT_UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;

export type Timeouts = {
  /** Whole request, body included. */
  requestMs: number;
  /** Until the request's headers have arrived. */
  headersMs: number;
  /** An idle kept-alive connection. */
  idleMs: number;
};

export const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 60_000, headersMs: 15_000, idleMs: 10_000 };
export const TIMEOUT_VARIABLES: Record<keyof Timeouts, string> = {
  requestMs: 'REQUEST_TIME_LIMIT_MS',
  headersMs: 'HEADERS_TIME_LIMIT_MS',
  idleMs: 'IDLE_CONNECTION_TIME_LIMIT_MS',
};

export const DEFAULT_PASSWORD_COST = 2 ** 17;
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

/**
 * Long enough to read "Confirmed" and notice the wrong line, short enough that nobody downstream (logistics,
 * the buyer's notification) has acted on it yet.
 */
export const DEFAULT_ORDER_UNDO_SECONDS = 10;
export const ORDER_UNDO_VARIABLE = 'ORDER_UNDO_LIMIT_SECONDS';

/**
 * One seller's largest upload (SHEET_ROWS_LIMIT) several times over, so a whole backlog clears in one call; the
 * undo window gives the admin time to read the result and notice a wrong filter.
 */
export const DEFAULT_PRODUCT_BULK: ProductBulkSettings = { maxProducts: 20_000, undoSeconds: 300 };
export const PRODUCT_BULK_VARIABLES: Record<keyof ProductBulkSettings, string> = {
  maxProducts: 'PRODUCT_BULK_STATUS_LIMIT',
  undoSeconds: 'PRODUCT_BULK_UNDO_LIMIT_SECONDS',
};

/** How long a stopping server lets requests in flight finish before it closes what is left (SHUTDOWN_TIME_LIMIT_MS). */
export const DEFAULT_SHUTDOWN_MS = 10_000;
