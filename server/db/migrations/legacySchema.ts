import type { Database } from 'better-sqlite3';

/**
 * The tables as the releases before numbered migrations shipped them, frozen: migrations 1 and 4
 * (./index.ts) run it. Every statement is "if not exists", because those releases ran it at every start and a
 * database of theirs may hold any part of it. A later change is a new numbered migration, never an edit here.
 *
 * Conventions:
 * - ids are 24-character hex strings (the shape the app already knows as `_id`);
 * - timestamps are ISO-8601 UTC strings, which sort correctly as text;
 * - money columns (listing_price, price, amount, balances) are INTEGER piasters (1 LE = 100), so sums and
 *   running balances never drift; server/lib/serialize.ts converts them to plain LE numbers for the API;
 * - nested documents that are only ever read and written whole (KYC, business info, headers, per-language
 *   product attributes) are JSON text.
 */
/** What a line is searched by (order_lines_search): its product's search text, its order's reference and id. */
const lineSearchText = (line: string) =>
  `coalesce((SELECT search_text FROM products WHERE id = ${line}.product_id), '') || ' ' ||
   coalesce((SELECT order_ref_id || ' ' || id FROM orders WHERE id = ${line}.order_id), '')`;

/** Order references and ids searched by any part of them, through a trigram index (orders never change them). */
export const ORDERS_SEARCH = `
CREATE VIRTUAL TABLE IF NOT EXISTS orders_search USING fts5(
  order_ref_id, id, content = 'orders', content_rowid = 'rowid', tokenize = 'trigram'
);
CREATE TRIGGER IF NOT EXISTS orders_search_insert AFTER INSERT ON orders BEGIN
  INSERT INTO orders_search (rowid, order_ref_id, id) VALUES (new.rowid, new.order_ref_id, new.id);
END;
CREATE TRIGGER IF NOT EXISTS orders_search_delete AFTER DELETE ON orders BEGIN
  INSERT INTO orders_search (orders_search, rowid, order_ref_id, id)
  VALUES ('delete', old.rowid, old.order_ref_id, old.id);
END;
`;

/**
 * The orders screens search a line by its product's names or its order's reference or id: one trigram index
 * over that text per line, so a search reads only the lines it matches, not every product or order that does.
 */
export const ORDER_LINES_SEARCH = `
CREATE VIRTUAL TABLE IF NOT EXISTS order_lines_search USING fts5(search_text, tokenize = 'trigram');
CREATE TRIGGER IF NOT EXISTS order_lines_search_insert AFTER INSERT ON order_lines BEGIN
  INSERT INTO order_lines_search (rowid, search_text) SELECT new.rowid, ${lineSearchText('new')};
END;
CREATE TRIGGER IF NOT EXISTS order_lines_search_delete AFTER DELETE ON order_lines BEGIN
  DELETE FROM order_lines_search WHERE rowid = old.rowid;
END;
CREATE TRIGGER IF NOT EXISTS order_lines_search_product AFTER UPDATE OF search_text ON products BEGIN
  DELETE FROM order_lines_search WHERE rowid IN (SELECT rowid FROM order_lines WHERE product_id = new.id);
  INSERT INTO order_lines_search (rowid, search_text)
  SELECT l.rowid, ${lineSearchText('l')} FROM order_lines l WHERE l.product_id = new.id;
END;
`;

const STATEMENTS = `
CREATE TABLE IF NOT EXISTS users (
  _id TEXT PRIMARY KEY,
  ref_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT UNIQUE,
  phone_number TEXT NOT NULL UNIQUE,
  nickname TEXT,
  password_hash TEXT NOT NULL,
  password_changed_at TEXT,
  is_admin INTEGER NOT NULL DEFAULT 0,
  is_seller INTEGER NOT NULL DEFAULT 0,
  is_ambassador INTEGER NOT NULL DEFAULT 0,
  is_sourcing INTEGER NOT NULL DEFAULT 0,
  referred_by TEXT,
  recruited_by TEXT REFERENCES users(_id) ON DELETE SET NULL,
  default_lang TEXT NOT NULL DEFAULT 'ar' CHECK (default_lang IN ('ar', 'en')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  primary_address TEXT NOT NULL DEFAULT '{}',
  kyc TEXT NOT NULL DEFAULT '{}',
  business_info TEXT NOT NULL DEFAULT '{}',
  company_registration TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS users_recruited_by ON users (recruited_by);
CREATE INDEX IF NOT EXISTS users_updated_at ON users (updated_at);

CREATE TABLE IF NOT EXISTS categories (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name_en TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  img TEXT,
  published INTEGER NOT NULL DEFAULT 0,
  is_sub INTEGER NOT NULL DEFAULT 0,
  parent_code TEXT,
  headers TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS products (
  id TEXT PRIMARY KEY,
  sku TEXT NOT NULL,
  seller_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  category_code TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'active', 'soldout', 'rejected', 'expired', 'paused')),
  listing_price INTEGER NOT NULL,
  stock_quantity INTEGER NOT NULL DEFAULT 0,
  handling_time INTEGER,
  is_recommended INTEGER NOT NULL DEFAULT 0,
  name_en TEXT NOT NULL DEFAULT '',
  name_ar TEXT NOT NULL DEFAULT '',
  search_text TEXT NOT NULL DEFAULT '',
  en TEXT NOT NULL DEFAULT '{}',
  ar TEXT NOT NULL DEFAULT '{}',
  details TEXT NOT NULL DEFAULT '{}',
  product_images TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS products_seller_status_updated ON products (seller_id, status, updated_at);
CREATE INDEX IF NOT EXISTS products_seller_updated ON products (seller_id, updated_at);
CREATE INDEX IF NOT EXISTS products_status_updated ON products (status, updated_at);
CREATE INDEX IF NOT EXISTS products_updated ON products (updated_at);
CREATE UNIQUE INDEX IF NOT EXISTS products_seller_sku ON products (seller_id, sku);

-- The product search: a trigram index over products.search_text (both names, normalised), so "contains"
-- searches read the index instead of every row. Kept in step by the triggers below.
CREATE VIRTUAL TABLE IF NOT EXISTS products_search USING fts5(
  search_text, content = 'products', content_rowid = 'rowid', tokenize = 'trigram'
);
CREATE TRIGGER IF NOT EXISTS products_search_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_search (rowid, search_text) VALUES (new.rowid, new.search_text);
END;
CREATE TRIGGER IF NOT EXISTS products_search_delete AFTER DELETE ON products BEGIN
  INSERT INTO products_search (products_search, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
END;
CREATE TRIGGER IF NOT EXISTS products_search_update AFTER UPDATE OF search_text ON products BEGIN
  INSERT INTO products_search (products_search, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
  INSERT INTO products_search (rowid, search_text) VALUES (new.rowid, new.search_text);
END;
CREATE INDEX IF NOT EXISTS products_seller_sku_nocase ON products (seller_id, lower(sku));

-- One row per spreadsheet import: what it did, and the rows it refused (cells as typed, with their problems)
-- so the seller can download them to fix, then or later.
CREATE TABLE IF NOT EXISTS product_imports (
  id TEXT PRIMARY KEY,
  seller_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  actor_id TEXT REFERENCES users(_id) ON DELETE SET NULL,
  file_name TEXT NOT NULL DEFAULT '',
  category_code TEXT NOT NULL,
  format TEXT NOT NULL,
  rows INTEGER NOT NULL,
  created INTEGER NOT NULL,
  updated INTEGER NOT NULL,
  unchanged INTEGER NOT NULL,
  refused INTEGER NOT NULL,
  back_to_review INTEGER NOT NULL,
  rejected TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS product_imports_seller_created ON product_imports (seller_id, created_at);

CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY,
  order_ref_id TEXT NOT NULL UNIQUE,
  buyer_id TEXT REFERENCES users(_id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);

${ORDERS_SEARCH}
CREATE TABLE IF NOT EXISTS order_lines (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  seller_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'confirmed', 'shipped', 'delivered', 'canceled', 'returned', 'rejected')),
  price INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS order_lines_order ON order_lines (order_id);
CREATE INDEX IF NOT EXISTS order_lines_seller_status ON order_lines (seller_id, status, updated_at);
-- The orders screens page through lines newest change first, on every tab (server/orders/queries.ts).
CREATE INDEX IF NOT EXISTS order_lines_seller_updated ON order_lines (seller_id, updated_at);
CREATE INDEX IF NOT EXISTS order_lines_updated ON order_lines (updated_at);
CREATE INDEX IF NOT EXISTS order_lines_status ON order_lines (status, updated_at);
CREATE INDEX IF NOT EXISTS order_lines_product ON order_lines (product_id);

${ORDER_LINES_SEARCH}
CREATE TABLE IF NOT EXISTS wallets (
  user_id TEXT PRIMARY KEY REFERENCES users(_id) ON DELETE CASCADE,
  net_balance INTEGER NOT NULL DEFAULT 0,
  total_balance INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS transactions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  product_id TEXT REFERENCES products(id) ON DELETE SET NULL,
  order_ref_id TEXT,
  type TEXT NOT NULL CHECK (type IN ('CR', 'DR')),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  balance_after INTEGER NOT NULL,
  transaction_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS transactions_user_time ON transactions (user_id, transaction_time);

CREATE TABLE IF NOT EXISTS notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  object_type TEXT NOT NULL,
  message_en TEXT NOT NULL,
  message_ar TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  object TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notifications_user_created ON notifications (user_id, created_at);

CREATE TABLE IF NOT EXISTS files (
  id TEXT PRIMARY KEY,
  owner_user_id TEXT REFERENCES users(_id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS password_resets (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE IF NOT EXISTS outbox (
  id TEXT PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Tokens ended by a log out, until they would have expired anyway (unix seconds).
CREATE TABLE IF NOT EXISTS revoked_tokens (
  jti TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Rate-limit windows (server/lib/rateLimiter.ts): in the database, so a flood cannot evict a locked key.
CREATE TABLE IF NOT EXISTS rate_limits (
  bucket TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  window_start INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS rate_limits_expires ON rate_limits (expires_at);

CREATE TABLE IF NOT EXISTS audit_log (
  id TEXT PRIMARY KEY,
  actor_id TEXT,
  action TEXT NOT NULL,
  target_type TEXT NOT NULL,
  target_id TEXT,
  details TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_log_target ON audit_log (target_type, target_id);

-- An admin's status change of many products at once (server/products/bulkStatus.ts), with what each product
-- was before it, so the change can be undone for a few minutes (PRODUCT_BULK_UNDO_LIMIT_SECONDS).
CREATE TABLE IF NOT EXISTS product_status_batches (
  id TEXT PRIMARY KEY,
  actor_id TEXT REFERENCES users(_id) ON DELETE SET NULL,
  status TEXT NOT NULL,
  changed INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  undone_at TEXT
);
CREATE TABLE IF NOT EXISTS product_status_batch_items (
  batch_id TEXT NOT NULL REFERENCES product_status_batches(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  previous_status TEXT NOT NULL,
  previous_reason TEXT,
  previous_updated_at TEXT NOT NULL,
  PRIMARY KEY (batch_id, product_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS product_status_batch_items_product ON product_status_batch_items (product_id);

-- Each upload sums the owner's stored bytes against the quota (server/lib/uploads.ts storeUpload).
CREATE INDEX IF NOT EXISTS files_owner_kind ON files (owner_user_id, kind, created_at);
`;

/** Columns added after a table first shipped: CREATE TABLE IF NOT EXISTS skips an existing table. */
const ADDED_COLUMNS: { table: string; column: string; definition: string }[] = [
  // Sessions: a token carries the version it was issued at; raising it ends every session (server/lib/auth.ts).
  { table: 'users', column: 'token_version', definition: 'INTEGER NOT NULL DEFAULT 0' },
  // Where the buyer wants an order delivered: JSON {governorate, city, street, building_number}; null when the
  // order came without one (orders placed before the column existed).
  { table: 'orders', column: 'delivery_address', definition: 'TEXT' },
  // Why an admin rejected the product: JSON {code, text?, at} while it stays rejected (src/lib/reviewReasons.ts).
  { table: 'products', column: 'review_reason', definition: 'TEXT' },
];

const addMissingColumns = (db: Database): void => {
  for (const { table, column, definition } of ADDED_COLUMNS) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!columns.some((existing) => existing.name === column)) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    }
  }
};

/** Creates every table, index, trigger and column that is missing, filling a search index it creates. */
export const legacySchema = (db: Database): void => {
  const missingIndexes = ['products_search', 'orders_search'].filter(
    (name) => !db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name),
  );
  const missingLineIndex = !db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'order_lines_search'")
    .get();
  db.exec(STATEMENTS);
  for (const name of missingIndexes) db.exec(`INSERT INTO ${name} (${name}) VALUES ('rebuild')`);
  if (missingLineIndex) {
    db.exec(
      `INSERT INTO order_lines_search (rowid, search_text) SELECT l.rowid, ${lineSearchText('l')} FROM order_lines l`,
    );
  }
  addMissingColumns(db);
};
