/**
 * Every table, described once. The query builder's types (server/db/schema.ts) and both databases' tables and
 * indexes (server/db/dialects) come from here; what only one database has (search indexes, the triggers that keep
 * counts) is in server/db/dialects. To add a column: add it here and a numbered migration that adds it to the
 * databases that already exist (server/db/migrations); a new database is made from this description.
 *
 * Conventions:
 * - ids are 24-character hex strings (the shape the app knows as `_id`);
 * - timestamps are ISO-8601 UTC strings, which sort correctly as text;
 * - money (listing_price, price, amount, balances) is whole piasters (1 LE = 100), so sums and running balances
 *   never drift; server/lib/serialize.ts turns them into LE for the API;
 * - documents only ever read and written whole (KYC, business info, headers, per-language product attributes)
 *   are JSON text.
 * Tables are listed so that each one comes after the tables it references.
 */
import { ORDER_STATUSES } from '../../src/lib/orderStatus';
import { LEDGER_KINDS, WITHDRAWAL_STATUSES } from '../../src/lib/payouts';
import { PRODUCT_STATUSES } from '../../src/lib/productStatus';
import { LOW_STOCK } from '../../src/lib/entities/product';
import { RETURN_STATUSES } from '../../src/lib/returns';
import { NAME_SORT_SQL, STOCK_LEVEL_SQL } from './productKeys';
import { integer, table, text } from './tableDescription';

const id = () => text().primaryKey();
const flag = () => integer().default(0);
const jsonDocument = (empty: '{}' | '[]') => text().default(empty);

/** A day's sums of one seller's lines, or of every seller's (server/insight/rollups.ts says when each moves). */
const SALES_SUMS = {
  // Orders and lines placed that day, their units and value.
  orders: integer().default(0),
  lines: integer().default(0),
  units: integer().default(0),
  ordered_value: integer().default(0),
  // Units delivered that day and their value: the sales.
  sold_units: integer().default(0),
  sales: integer().default(0),
  // Lines shipped that day, and those of them shipped by their ship-by day.
  shipped_lines: integer().default(0),
  shipped_on_time: integer().default(0),
  // Delivered units that came back that day, and their value.
  returned_units: integer().default(0),
  returned_value: integer().default(0),
};

const PRODUCT_SALES_SUMS = { sold_units: integer().default(0), sales: integer().default(0) };

export const TABLES = {
  users: table({
    columns: {
      _id: id(),
      ref_id: text().unique(),
      name: text(),
      email: text().nullable().unique(),
      phone_number: text().unique(),
      nickname: text().nullable(),
      password_hash: text(),
      password_changed_at: text().nullable(),
      is_admin: flag(),
      is_seller: flag(),
      is_ambassador: flag(),
      is_sourcing: flag(),
      referred_by: text().nullable(),
      recruited_by: text().nullable().references('users', '_id', 'set null'),
      default_lang: text().oneOf(['ar', 'en']).default('ar'),
      created_at: text(),
      updated_at: text(),
      primary_address: jsonDocument('{}'),
      kyc: jsonDocument('{}'),
      business_info: jsonDocument('{}'),
      company_registration: jsonDocument('{}'),
      // A session token carries the version it was issued at; raising it ends every session (server/lib/auth.ts).
      token_version: integer().default(0),
      // A seller's low-stock threshold for the products they set none for (products.low_stock_threshold).
      low_stock_default: integer().default(LOW_STOCK.defaultThreshold),
    },
    indexes: {
      users_recruited_by: { on: ['recruited_by'] },
      users_updated_at: { on: ['updated_at'] },
    },
  }),

  categories: table({
    columns: {
      id: id(),
      code: text().unique(),
      name_en: text(),
      name_ar: text(),
      img: text().nullable(),
      published: flag(),
      is_sub: flag(),
      parent_code: text().nullable(),
      headers: jsonDocument('[]'),
      created_at: text(),
      updated_at: text(),
    },
  }),

  products: table({
    columns: {
      id: id(),
      sku: text(),
      seller_id: text().references('users', '_id', 'cascade'),
      category_code: text(),
      status: text().oneOf(PRODUCT_STATUSES).default('pending'),
      listing_price: integer(),
      stock_quantity: integer().default(0),
      handling_time: integer().nullable(),
      is_recommended: flag(),
      name_en: text().default(''),
      name_ar: text().default(''),
      // Both names, normalised for search (src/lib/arabicSearch.ts): what the search indexes cover.
      search_text: text().default(''),
      en: jsonDocument('{}'),
      ar: jsonDocument('{}'),
      details: jsonDocument('{}'),
      product_images: jsonDocument('[]'),
      created_at: text(),
      updated_at: text(),
      // Why an admin rejected the product: JSON {code, text?, at} while it stays rejected (src/lib/reviewReasons.ts).
      review_reason: text().nullable(),
      // At or below this stock the product is low. It is the seller's default (users.low_stock_default) copied in,
      // unless low_stock_own says the seller set it for this product, so a list filters on one row's columns.
      low_stock_threshold: integer().default(LOW_STOCK.defaultThreshold),
      low_stock_own: flag(),
    },
    indexes: {
      products_seller_sku: { on: ['seller_id', 'sku'], unique: true },
      products_seller_sku_nocase: { on: ['seller_id', 'lower(sku)'] },
      products_seller_status_updated: { on: ['seller_id', 'status', 'updated_at'] },
      products_seller_updated: { on: ['seller_id', 'updated_at'] },
      products_status_updated: { on: ['status', 'updated_at'] },
      products_updated: { on: ['updated_at'] },
      // The median price an import checks new prices against walks this index halfway instead of sorting every
      // product of the seller's category (115–130 ms at 100,000 products, on the API's thread).
      products_seller_category_price: { on: ['seller_id', 'category_code', 'listing_price'] },
      // The inventory's filters and sorts, within one seller and over every seller: a page of the first rows in
      // the sort's order is a walk of its index, a filter's count a range of its own.
      products_seller_price: { on: ['seller_id', 'listing_price'] },
      products_price: { on: ['listing_price'] },
      products_seller_stock: { on: ['seller_id', 'stock_quantity'] },
      products_stock: { on: ['stock_quantity'] },
      products_seller_stock_level: { on: ['seller_id', STOCK_LEVEL_SQL] },
      products_stock_level: { on: [STOCK_LEVEL_SQL] },
      products_seller_name_en: { on: ['seller_id', NAME_SORT_SQL.en] },
      products_name_en: { on: [NAME_SORT_SQL.en] },
      products_seller_name_ar: { on: ['seller_id', NAME_SORT_SQL.ar] },
      products_name_ar: { on: [NAME_SORT_SQL.ar] },
      // Within a category as well: a category's names, prices and dates cluster, so walking the seller's whole
      // order to find one category's rows would pass most of the others first.
      products_seller_category_updated: { on: ['seller_id', 'category_code', 'updated_at'] },
      products_seller_category_stock: { on: ['seller_id', 'category_code', 'stock_quantity'] },
      products_seller_category_name_en: { on: ['seller_id', 'category_code', NAME_SORT_SQL.en] },
      products_seller_category_name_ar: { on: ['seller_id', 'category_code', NAME_SORT_SQL.ar] },
      // The catalogue: every seller's active products by name (the name groups them), within a category too.
      products_catalogue: { on: ['status', NAME_SORT_SQL.en] },
      products_catalogue_category: { on: ['status', 'category_code', NAME_SORT_SQL.en] },
    },
  }),

  // How many products each seller has in each status, kept by triggers (server/db/dialects), so a list's count
  // is a sum of a few rows instead of a walk of every product.
  product_counts: table({
    columns: { seller_id: text(), status: text(), count: integer() },
    primaryKey: ['seller_id', 'status'],
    rowNumbers: false,
  }),

  orders: table({
    columns: {
      id: id(),
      order_ref_id: text().unique(),
      buyer_id: text().nullable().references('users', '_id', 'set null'),
      created_at: text(),
      // Where the buyer wants it delivered: JSON {governorate, city, street, building_number}; null for orders
      // placed without one.
      delivery_address: text().nullable(),
    },
  }),

  order_lines: table({
    columns: {
      id: id(),
      order_id: text().references('orders', 'id', 'cascade'),
      product_id: text().references('products', 'id', 'cascade'),
      seller_id: text().references('users', '_id', 'cascade'),
      quantity: integer().check('> 0'),
      status: text().oneOf(ORDER_STATUSES).default('pending'),
      price: integer(),
      updated_at: text(),
      // Units that came back through return cases (returns below); a line returned whole is `returned`.
      returned_quantity: integer().default(0),
      // Copied from the order and its product when the line is written, so the lists filter and sort on the
      // line's own indexes: the buyer, when it was ordered, and the day it must ship by (src/lib/orderList.ts).
      buyer_id: text().nullable(),
      ordered_at: text().nullable(),
      ship_by: text().nullable(),
    },
    indexes: {
      order_lines_order: { on: ['order_id'] },
      order_lines_product: { on: ['product_id'] },
      order_lines_seller_status: { on: ['seller_id', 'status', 'updated_at'] },
      // The orders screens page through lines newest change first, on every tab (server/orders/queries.ts).
      order_lines_seller_updated: { on: ['seller_id', 'updated_at'] },
      order_lines_status: { on: ['status', 'updated_at'] },
      order_lines_updated: { on: ['updated_at'] },
      // Search by buyer, the order date's range and order, and the ship-by day's "due" filters and order, within
      // a seller and a status tab and over every seller.
      order_lines_buyer: { on: ['buyer_id', 'updated_at'] },
      order_lines_seller_ordered: { on: ['seller_id', 'ordered_at'] },
      order_lines_seller_status_ordered: { on: ['seller_id', 'status', 'ordered_at'] },
      order_lines_ordered: { on: ['ordered_at'] },
      order_lines_status_ordered: { on: ['status', 'ordered_at'] },
      order_lines_seller_ship_by: { on: ['seller_id', 'ship_by'] },
      order_lines_seller_status_ship_by: { on: ['seller_id', 'status', 'ship_by'] },
      order_lines_ship_by: { on: ['ship_by'] },
      order_lines_status_ship_by: { on: ['status', 'ship_by'] },
    },
  }),

  wallets: table({
    columns: {
      user_id: text().primaryKey().references('users', '_id', 'cascade'),
      net_balance: integer().default(0),
      total_balance: integer().default(0),
    },
  }),

  // The ledger of a seller's available balance: each entry with the balance after it.
  transactions: table({
    columns: {
      id: id(),
      user_id: text().references('users', '_id', 'cascade'),
      product_id: text().nullable().references('products', 'id', 'set null'),
      order_ref_id: text().nullable(),
      type: text().oneOf(['CR', 'DR']),
      amount: integer().check('>= 0'),
      balance_after: integer(),
      transaction_time: text(),
      // What moved the money when it was not an order line (a withdrawal, its return, a compensation), and that
      // record's reference; null for an order line's sale or return.
      kind: text().oneOf(LEDGER_KINDS).nullable(),
      reference: text().nullable(),
    },
    indexes: { transactions_user_time: { on: ['user_id', 'transaction_time'] } },
  }),

  // A seller's request to be paid out of the available balance (src/lib/payouts.ts): its money leaves the balance
  // when it is made and comes back if it is cancelled or rejected.
  withdrawals: table({
    columns: {
      id: id(),
      reference: text().unique(),
      user_id: text().references('users', '_id', 'cascade'),
      amount: integer().check('> 0'),
      status: text().oneOf(WITHDRAWAL_STATUSES).default('pending'),
      account_holder_name: text(),
      bank_code: text(),
      iban: text(),
      note: text().nullable(),
      // The seller's Idempotency-Key header: the same key makes the same request once.
      idempotency_key: text().nullable(),
      // JSON {code, text?, at} of a rejection (src/lib/reviewReasons.ts).
      reason: text().nullable(),
      payment_reference: text().nullable(),
      paid_on: text().nullable(),
      // When the seller's saved bank account last changed before this request, and until when a request to a
      // changed account is held (null: the first account a seller saved is not held).
      account_changed_at: text().nullable(),
      held_until: text().nullable(),
      decided_by: text().nullable().references('users', '_id', 'set null'),
      created_at: text(),
      updated_at: text(),
    },
    indexes: {
      withdrawals_user_created: { on: ['user_id', 'created_at'] },
      withdrawals_status_created: { on: ['status', 'created_at'] },
      withdrawals_user_idempotency: { on: ['user_id', 'idempotency_key'], unique: true },
    },
  }),

  // The bank account a seller is paid to: saved with their first request; changing it asks for their password
  // and holds the requests to the new account for a while (PAYOUT_ACCOUNT_HOLD_LIMIT_HOURS).
  payout_accounts: table({
    columns: {
      user_id: text().primaryKey().references('users', '_id', 'cascade'),
      account_holder_name: text(),
      bank_code: text(),
      iban: text(),
      changed_at: text(),
      held_until: text().nullable(),
    },
  }),

  // Money an admin credits to a seller's balance, with the reason and, if it concerns one, the order line.
  compensations: table({
    columns: {
      id: id(),
      reference: text().unique(),
      user_id: text().references('users', '_id', 'cascade'),
      amount: integer().check('> 0'),
      // JSON {code, text?, at} (src/lib/reviewReasons.ts).
      reason: text(),
      order_id: text().nullable(),
      product_id: text().nullable(),
      granted_by: text().nullable().references('users', '_id', 'set null'),
      created_at: text(),
    },
    indexes: { compensations_user_created: { on: ['user_id', 'created_at'] } },
  }),

  // A return case (src/lib/returns.ts): units of an order line the customer sends back, the seller's decision,
  // and the refund made when the goods are back.
  return_cases: table({
    columns: {
      id: id(),
      reference: text().unique(),
      order_id: text().references('orders', 'id', 'cascade'),
      line_id: text().references('order_lines', 'id', 'cascade'),
      product_id: text(),
      seller_id: text().references('users', '_id', 'cascade'),
      quantity: integer().check('> 0'),
      // The line's unit price at order time, in piasters.
      unit_price: integer(),
      status: text().oneOf(RETURN_STATUSES).default('requested'),
      // JSON {code, text?, at}: the customer's reason (customer list), and the seller's refusal (refusal list).
      reason: text(),
      refusal: text().nullable(),
      // JSON list of the photos' addresses, as the upload route stored them.
      photos: jsonDocument('[]'),
      // Piasters that left the seller's balance when the goods came back (0: the sale was never credited).
      refund_amount: integer().nullable(),
      opened_by: text().nullable().references('users', '_id', 'set null'),
      decided_by: text().nullable().references('users', '_id', 'set null'),
      decided_at: text().nullable(),
      delivered_at: text().nullable(),
      closed_at: text().nullable(),
      created_at: text(),
      updated_at: text(),
    },
    indexes: {
      return_cases_seller_created: { on: ['seller_id', 'created_at'] },
      return_cases_seller_status_created: { on: ['seller_id', 'status', 'created_at'] },
      return_cases_status_created: { on: ['status', 'created_at'] },
      return_cases_status_delivered: { on: ['status', 'delivered_at'] },
      return_cases_line: { on: ['line_id'] },
    },
  }),

  // The sums the sales insight reads (server/insight), by Egypt calendar day, kept as lines are ordered, shipped,
  // delivered and returned, so a period's figures are a few hundred rows whatever the number of lines. Money in
  // piasters. No reference to users: a marketplace's past sales stay counted after a seller's account goes.
  seller_sales_days: table({
    columns: { seller_id: text(), day: text(), ...SALES_SUMS },
    primaryKey: ['seller_id', 'day'],
    rowNumbers: false,
    // Active sellers in a period: those with a row of that period.
    indexes: { seller_sales_days_day: { on: ['day', 'seller_id'] } },
  }),

  market_sales_days: table({
    columns: { day: text().primaryKey(), ...SALES_SUMS },
    rowNumbers: false,
  }),

  // Each product's delivered units and sales by day, and by month so a long period's best sellers read months.
  product_sales_days: table({
    columns: { seller_id: text(), day: text(), product_id: text(), ...PRODUCT_SALES_SUMS },
    primaryKey: ['seller_id', 'day', 'product_id'],
    rowNumbers: false,
  }),

  product_sales_months: table({
    columns: { seller_id: text(), month: text(), product_id: text(), ...PRODUCT_SALES_SUMS },
    primaryKey: ['seller_id', 'month', 'product_id'],
    rowNumbers: false,
  }),

  // What waited for the admins at the end of each day (the last reading of the day), for the backlog over time.
  backlog_days: table({
    columns: {
      day: text().primaryKey(),
      pending_products: integer(),
      pending_documents: integer(),
      pending_payouts: integer(),
      pending_payout_amount: integer(),
      read_at: text(),
    },
    rowNumbers: false,
  }),

  notifications: table({
    columns: {
      id: id(),
      user_id: text().references('users', '_id', 'cascade'),
      object_type: text(),
      message_en: text(),
      message_ar: text(),
      read: flag(),
      object: jsonDocument('{}'),
      created_at: text(),
    },
    indexes: { notifications_user_created: { on: ['user_id', 'created_at'] } },
  }),

  files: table({
    columns: {
      id: id(),
      owner_user_id: text().nullable().references('users', '_id', 'set null'),
      kind: text(),
      stored_name: text().unique(),
      mime: text(),
      size: integer(),
      created_at: text(),
    },
    // Each upload sums the owner's stored bytes against the quota (server/lib/uploads.ts storeUpload).
    indexes: { files_owner_kind: { on: ['owner_user_id', 'kind', 'created_at'] } },
  }),

  audit_log: table({
    columns: {
      id: id(),
      actor_id: text().nullable(),
      action: text(),
      target_type: text(),
      target_id: text().nullable(),
      details: jsonDocument('{}'),
      created_at: text(),
    },
    indexes: { audit_log_target: { on: ['target_type', 'target_id'] } },
  }),

  outbox: table({
    columns: {
      id: id(),
      channel: text().oneOf(['email', 'sms']),
      recipient: text(),
      body: text(),
      created_at: text(),
    },
  }),

  password_resets: table({
    columns: {
      id: id(),
      user_id: text().references('users', '_id', 'cascade'),
      token_hash: text().unique(),
      expires_at: text(),
      used_at: text().nullable(),
    },
  }),

  // One row per spreadsheet import: what it did, and the rows it refused (cells as typed, with their problems)
  // so the seller can download them to fix, then or later.
  product_imports: table({
    columns: {
      id: id(),
      seller_id: text().references('users', '_id', 'cascade'),
      actor_id: text().nullable().references('users', '_id', 'set null'),
      file_name: text().default(''),
      category_code: text(),
      format: text(),
      rows: integer(),
      created: integer(),
      updated: integer(),
      unchanged: integer(),
      refused: integer(),
      back_to_review: integer(),
      rejected: jsonDocument('{}'),
      created_at: text(),
    },
    indexes: { product_imports_seller_created: { on: ['seller_id', 'created_at'] } },
  }),

  // An admin's status change of many products at once (server/products/bulkStatus.ts), with what each product
  // was before it, so the change can be undone for a few minutes.
  product_status_batches: table({
    columns: {
      id: id(),
      actor_id: text().nullable().references('users', '_id', 'set null'),
      status: text(),
      changed: integer(),
      created_at: text(),
      undone_at: text().nullable(),
    },
  }),

  product_status_batch_items: table({
    columns: {
      batch_id: text().references('product_status_batches', 'id', 'cascade'),
      product_id: text().references('products', 'id', 'cascade'),
      previous_status: text(),
      previous_reason: text().nullable(),
      previous_updated_at: text(),
    },
    primaryKey: ['batch_id', 'product_id'],
    rowNumbers: false,
    indexes: { product_status_batch_items_product: { on: ['product_id'] } },
  }),

  // A seller's change of price or stock over many products at once (server/products/bulkOffer.ts), with what each
  // product held before and after, so the change can be undone for a few minutes.
  product_offer_batches: table({
    columns: {
      id: id(),
      actor_id: text().nullable().references('users', '_id', 'set null'),
      seller_id: text().references('users', '_id', 'cascade'),
      operation: text(),
      changed: integer(),
      created_at: text(),
      undone_at: text().nullable(),
    },
  }),

  product_offer_batch_items: table({
    columns: {
      batch_id: text().references('product_offer_batches', 'id', 'cascade'),
      product_id: text().references('products', 'id', 'cascade'),
      previous_price: integer(),
      previous_stock: integer(),
      previous_updated_at: text(),
      new_price: integer(),
      new_stock: integer(),
    },
    primaryKey: ['batch_id', 'product_id'],
    rowNumbers: false,
    indexes: { product_offer_batch_items_product: { on: ['product_id'] } },
  }),

  // Rate-limit windows (server/lib/rateLimiter.ts): in the database, so a flood cannot evict a locked key and
  // every instance counts together. Times in unix milliseconds.
  rate_limits: table({
    columns: {
      bucket: text().primaryKey(),
      count: integer(),
      window_start: integer(),
      expires_at: integer(),
    },
    rowNumbers: false,
    indexes: { rate_limits_expires: { on: ['expires_at'] } },
  }),

  // Tokens ended by a log out, until they would have expired anyway (unix seconds).
  revoked_tokens: table({
    columns: { jti: text().primaryKey(), expires_at: integer() },
    rowNumbers: false,
  }),

  // What every instance on one PostgreSQL database must agree on without configuration
  // (server/db/postgres/sharedSecret.ts); on SQLite the one instance keeps it in DATA_DIR.
  server_secrets: table({
    columns: { name: text().primaryKey(), value: text() },
    rowNumbers: false,
    only: 'postgres',
  }),
};

export type TableName = keyof typeof TABLES;
