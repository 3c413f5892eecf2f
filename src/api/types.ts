/**
 * The API's shapes as the app uses them. Every answer's type comes from the generated contract
 * (src/lib/api.generated.ts, written from the server's schemas); the names here only pick parts of it.
 */
import type {
  ApiAnswers,
  ApiBodies,
  ApiQueries,
  AppNotification,
  OrderLine,
  Product,
} from '../lib/api.generated';
import type { ApprovalStatus } from '../lib/approval';
import type { CategoryHeader } from '../lib/categoryKey';
import type { OrderReasonCode } from '../lib/orderReasons';
import type { ProductStatus } from '../lib/productStatus';

export type {
  AppNotification,
  BusinessInfo,
  BusinessInfoFields,
  Cancellation,
  Category,
  CompanyRegistration,
  Compensation,
  DeliveryAddress,
  KycData,
  LedgerEntry,
  Order,
  OrderDetail,
  OrderLine,
  PayoutAccount,
  PrimaryAddress,
  Product,
  Recruit,
  RecruitProgress,
  ReturnCase,
  TimelineEntry,
  UploadedDocument,
  User,
  Wallet,
  Withdrawal,
} from '../lib/api.generated';
export type { ApprovalStatus, CategoryHeader, OrderReasonCode, ProductStatus };

/** An operation's whole answer on success, as the API sends it. */
export type Reply<Operation extends keyof ApiAnswers> = ApiAnswers[Operation];

/** An answer without its `success` flag: what a call returns to the app. */
type Answer<Operation extends keyof ApiAnswers> = Omit<ApiAnswers[Operation], 'success'>;

/** The `data` of an operation's answer. */
export type DataOf<Operation extends keyof ApiAnswers> = ApiAnswers[Operation] extends { data: infer Data }
  ? Data
  : never;

export type ProductImage = Product['product_images'][number];

/** The language-specific block of a product: name, category and the category's lang_specific attributes. */
export type ProductLanguageBlock = Product['en'];

export type OrderLineStatus = OrderLine['status'];

export type NotificationProductEntry = NonNullable<AppNotification['object']['product']>[number];

/** Why a line is rejected or canceled (required for those two statuses); `text` is required for "other". */
export type OrderReason = NonNullable<ApiBodies['PUT /orders/{orderId}/update-status']['reason']>;

/** The answer of a status change: the line as stored, a message, and the undo window. */
export type OrderStatusChange = Answer<'PUT /orders/{orderId}/update-status'>;

/** Until when the change just made may be undone (PUT /orders/{id}/status/undo); null when it cannot be. */
export type OrderUndo = OrderStatusChange['undo'];

/**
 * GET /accounts/wallet with list parameters (page, limit, search, from, to): the summary without the whole
 * ledger, one page of it newest first (each row's balance_after over the whole history), and the count.
 */
export type LedgerPage = Required<Pick<Answer<'GET /accounts/wallet'>, 'data' | 'items' | 'meta'>>;

/** A list query as the app sends it: its numbers may be numbers (the query string carries them as text). */
type AsSent<Query> = { [Key in keyof Query]: Query[Key] | number };

export type LedgerQuery = AsSent<ApiQueries['GET /accounts/wallet']>;

/** The session payload carried by the token: not an API answer, the token's own claims. */
export interface SessionUser {
  id: string;
  email?: string;
  is_admin?: boolean;
  is_ambassador?: boolean;
  is_seller?: boolean;
  /** Expiry in seconds since the epoch. */
  exp?: number;
  iat?: number;
}
