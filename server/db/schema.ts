/**
 * The tables as the query builder (Kysely) sees them, on SQLite and PostgreSQL alike. Columns keep SQLite's
 * storage types on both: text (timestamps are ISO strings, JSON documents are text), whole numbers (money in
 * piasters, flags as 0/1). `Generated` marks a column with a default, which an insert may leave out.
 */
import type { Generated, Selectable } from 'kysely';
import type { OrderStatus } from '../../src/lib/orderStatus';
import type { ProductStatus } from '../../src/lib/productStatus';

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  details: Generated<string>;
  created_at: string;
}

export interface CategoriesTable {
  id: string;
  code: string;
  name_en: string;
  name_ar: string;
  img: string | null;
  published: Generated<number>;
  is_sub: Generated<number>;
  parent_code: string | null;
  headers: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface FilesTable {
  id: string;
  owner_user_id: string | null;
  kind: string;
  stored_name: string;
  mime: string;
  size: number;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  object_type: string;
  message_en: string;
  message_ar: string;
  read: Generated<number>;
  object: Generated<string>;
  created_at: string;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  product_id: string;
  seller_id: string;
  quantity: number;
  status: Generated<OrderStatus>;
  price: number;
  updated_at: string;
}

export interface OrdersTable {
  id: string;
  order_ref_id: string;
  buyer_id: string | null;
  created_at: string;
  delivery_address: string | null;
}

export interface OutboxTable {
  id: string;
  channel: string;
  recipient: string;
  body: string;
  created_at: string;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

export interface ProductCountsTable {
  seller_id: string;
  status: string;
  count: number;
}

export interface ProductImportsTable {
  id: string;
  seller_id: string;
  actor_id: string | null;
  file_name: Generated<string>;
  category_code: string;
  format: string;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  back_to_review: number;
  rejected: Generated<string>;
  created_at: string;
}

export interface ProductStatusBatchItemsTable {
  batch_id: string;
  product_id: string;
  previous_status: string;
  previous_reason: string | null;
  previous_updated_at: string;
}

export interface ProductStatusBatchesTable {
  id: string;
  actor_id: string | null;
  status: string;
  changed: number;
  created_at: string;
  undone_at: string | null;
}

export interface ProductsTable {
  id: string;
  sku: string;
  seller_id: string;
  category_code: string;
  status: Generated<ProductStatus>;
  listing_price: number;
  stock_quantity: Generated<number>;
  handling_time: number | null;
  is_recommended: Generated<number>;
  name_en: Generated<string>;
  name_ar: Generated<string>;
  search_text: Generated<string>;
  en: Generated<string>;
  ar: Generated<string>;
  details: Generated<string>;
  product_images: Generated<string>;
  created_at: string;
  updated_at: string;
  /** JSON {code, text?, at} while the product stays rejected (src/lib/reviewReasons.ts); null otherwise. */
  review_reason: string | null;
}

export interface RateLimitsTable {
  bucket: string;
  count: number;
  window_start: number;
  expires_at: number;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: number;
}

export interface TransactionsTable {
  id: string;
  user_id: string;
  product_id: string | null;
  order_ref_id: string | null;
  type: 'CR' | 'DR';
  amount: number;
  balance_after: number;
  transaction_time: string;
}

export interface UsersTable {
  _id: string;
  ref_id: string;
  name: string;
  email: string | null;
  phone_number: string;
  nickname: string | null;
  password_hash: string;
  password_changed_at: string | null;
  is_admin: Generated<number>;
  is_seller: Generated<number>;
  is_ambassador: Generated<number>;
  is_sourcing: Generated<number>;
  referred_by: string | null;
  recruited_by: string | null;
  default_lang: Generated<'ar' | 'en'>;
  created_at: string;
  updated_at: string;
  primary_address: Generated<string>;
  kyc: Generated<string>;
  business_info: Generated<string>;
  company_registration: Generated<string>;
  token_version: Generated<number>;
}

export interface WalletsTable {
  user_id: string;
  net_balance: Generated<number>;
  total_balance: Generated<number>;
}

export interface Schema {
  audit_log: AuditLogTable;
  categories: CategoriesTable;
  files: FilesTable;
  notifications: NotificationsTable;
  order_lines: OrderLinesTable;
  orders: OrdersTable;
  outbox: OutboxTable;
  password_resets: PasswordResetsTable;
  product_counts: ProductCountsTable;
  product_imports: ProductImportsTable;
  product_status_batch_items: ProductStatusBatchItemsTable;
  product_status_batches: ProductStatusBatchesTable;
  products: ProductsTable;
  rate_limits: RateLimitsTable;
  revoked_tokens: RevokedTokensTable;
  transactions: TransactionsTable;
  users: UsersTable;
  wallets: WalletsTable;
}

/** Every table, for what handles them all (dropping a half-seeded PostgreSQL database). */
export const SCHEMA_TABLES: readonly (keyof Schema)[] = [
  'audit_log',
  'categories',
  'files',
  'notifications',
  'order_lines',
  'orders',
  'outbox',
  'password_resets',
  'product_counts',
  'product_imports',
  'product_status_batch_items',
  'product_status_batches',
  'products',
  'rate_limits',
  'revoked_tokens',
  'transactions',
  'users',
  'wallets',
];

/** A row of each table as a query reads it: the types the serializers and the queries share. */
export type UserRow = Selectable<UsersTable>;
export type ProductRow = Selectable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type WalletRow = Selectable<WalletsTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
