/**
 * The schema of SQLite migrations 1–7 on PostgreSQL, as one step (version 7): a PostgreSQL database starts at
 * today's schema, and later migrations carry the same number on both databases.
 *
 * Same tables, columns and column types as on SQLite (text, whole numbers as bigint), so one set of queries runs on
 * both. Differences, each for a reason:
 * - ordinary tables have a `rowid` identity column, PostgreSQL's stand-in for SQLite's implicit one (queries
 *   order ties by it, in insertion order, on both databases);
 * - searches use pg_trgm indexes on the normalised search text instead of SQLite's FTS5 trigram tables: a
 *   `LIKE '%…%'` on an indexed column is answered from the index;
 * - `normalize_search(text)` is written in SQL here (SQLite calls the app's own function, server/db/searchFunction.ts);
 *   it must give the same text as `normalizeForSearch` in src/lib/arabicSearch.ts (tests/server/postgres.test.ts).
 */
export const POSTGRES_BASELINE = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION normalize_search(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    translate(
      regexp_replace(lower(translate(coalesce(value, ''),
        '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789')), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
      'آأإٱىة', 'اااايه'),
    '\\s+', ' ', 'g'))
$$;

CREATE TABLE users (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  _id text PRIMARY KEY,
  ref_id text NOT NULL UNIQUE,
  name text NOT NULL,
  email text UNIQUE,
  phone_number text NOT NULL UNIQUE,
  nickname text,
  password_hash text NOT NULL,
  password_changed_at text,
  is_admin bigint NOT NULL DEFAULT 0,
  is_seller bigint NOT NULL DEFAULT 0,
  is_ambassador bigint NOT NULL DEFAULT 0,
  is_sourcing bigint NOT NULL DEFAULT 0,
  referred_by text,
  recruited_by text REFERENCES users(_id) ON DELETE SET NULL,
  default_lang text NOT NULL DEFAULT 'ar' CHECK (default_lang IN ('ar', 'en')),
  created_at text NOT NULL,
  updated_at text NOT NULL,
  primary_address text NOT NULL DEFAULT '{}',
  kyc text NOT NULL DEFAULT '{}',
  business_info text NOT NULL DEFAULT '{}',
  company_registration text NOT NULL DEFAULT '{}',
  token_version bigint NOT NULL DEFAULT 0
);
CREATE INDEX users_recruited_by ON users (recruited_by);
CREATE INDEX users_updated_at ON users (updated_at);

CREATE TABLE categories (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  img text,
  published bigint NOT NULL DEFAULT 0,
  is_sub bigint NOT NULL DEFAULT 0,
  parent_code text,
  headers text NOT NULL DEFAULT '[]',
  created_at text NOT NULL,
  updated_at text NOT NULL
);

CREATE TABLE products (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id text PRIMARY KEY,
  sku text NOT NULL,
  seller_id text NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  category_code text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'active', 'soldout', 'rejected', 'expired', 'paused')),
  listing_price bigint NOT NULL,
  stock_quantity bigint NOT NULL DEFAULT 0,
  handling_time bigint,
  is_recommended bigint NOT NULL DEFAULT 0,
  name_en text NOT NULL DEFAULT '',
  name_ar text NOT NULL DEFAULT '',
  search_text text NOT NULL DEFAULT '',
  en text NOT NULL DEFAULT '{}',
  ar text NOT NULL DEFAULT '{}',
  details text NOT NULL DEFAULT '{}',
  product_images text NOT NULL DEFAULT '[]',
  created_at text NOT NULL,
  updated_at text NOT NULL,
  review_reason text
);
CREATE UNIQUE INDEX products_seller_sku ON products (seller_id, sku);
CREATE INDEX products_seller_sku_nocase ON products (seller_id, lower(sku));
CREATE INDEX products_seller_status_updated ON products (seller_id, status, updated_at);
CREATE INDEX products_seller_updated ON products (seller_id, updated_at);
CREATE INDEX products_status_updated ON products (status, updated_at);
CREATE INDEX products_updated ON products (updated_at);
CREATE INDEX products_seller_category_price ON products (seller_id, category_code, listing_price);
CREATE INDEX products_search_text ON products USING gin (search_text gin_trgm_ops);

CREATE TABLE product_counts (
  seller_id text NOT NULL,
  status text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (seller_id, status)
);
-- Kept per statement, not per row: a row trigger updates the same few count rows once per product, and an
-- import or a bulk review of thousands of products piles up thousands of versions of each.
CREATE FUNCTION product_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts (seller_id, status, count)
      SELECT seller_id, status, count(*) FROM new_rows GROUP BY seller_id, status
      ON CONFLICT (seller_id, status) DO UPDATE SET count = product_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE product_counts c SET count = c.count - gone.count
      FROM (SELECT seller_id, status, count(*) AS count FROM old_rows GROUP BY seller_id, status) gone
      WHERE c.seller_id = gone.seller_id AND c.status = gone.status;
  ELSE
    -- Only rows whose seller or status changed move between counts.
    UPDATE product_counts c SET count = c.count - moved.count
      FROM (SELECT o.seller_id, o.status, count(*) AS count FROM old_rows o JOIN new_rows n ON n.rowid = o.rowid
            WHERE o.seller_id <> n.seller_id OR o.status <> n.status GROUP BY o.seller_id, o.status) moved
      WHERE c.seller_id = moved.seller_id AND c.status = moved.status;
    INSERT INTO product_counts (seller_id, status, count)
      SELECT n.seller_id, n.status, count(*) FROM old_rows o JOIN new_rows n ON n.rowid = o.rowid
      WHERE o.seller_id <> n.seller_id OR o.status <> n.status GROUP BY n.seller_id, n.status
      ON CONFLICT (seller_id, status) DO UPDATE SET count = product_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER product_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow();
CREATE TRIGGER product_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow();
CREATE TRIGGER product_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow();

CREATE TABLE orders (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id text PRIMARY KEY,
  order_ref_id text NOT NULL UNIQUE,
  buyer_id text REFERENCES users(_id) ON DELETE SET NULL,
  created_at text NOT NULL,
  delivery_address text
);
CREATE INDEX orders_search ON orders USING gin (order_ref_id gin_trgm_ops, id gin_trgm_ops);

CREATE TABLE order_lines (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  seller_id text NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  quantity bigint NOT NULL CHECK (quantity > 0),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'confirmed', 'shipped', 'delivered', 'canceled', 'returned', 'rejected')),
  price bigint NOT NULL,
  updated_at text NOT NULL
);
CREATE INDEX order_lines_order ON order_lines (order_id);
CREATE INDEX order_lines_product ON order_lines (product_id);
CREATE INDEX order_lines_seller_status ON order_lines (seller_id, status, updated_at);
CREATE INDEX order_lines_seller_updated ON order_lines (seller_id, updated_at);
CREATE INDEX order_lines_status ON order_lines (status, updated_at);
CREATE INDEX order_lines_updated ON order_lines (updated_at);

CREATE TABLE wallets (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  user_id text PRIMARY KEY REFERENCES users(_id) ON DELETE CASCADE,
  net_balance bigint NOT NULL DEFAULT 0,
  total_balance bigint NOT NULL DEFAULT 0
);

CREATE TABLE transactions (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  product_id text REFERENCES products(id) ON DELETE SET NULL,
  order_ref_id text,
  type text NOT NULL CHECK (type IN ('CR', 'DR')),
  amount bigint NOT NULL CHECK (amount >= 0),
  balance_after bigint NOT NULL,
  transaction_time text NOT NULL
);
CREATE INDEX transactions_user_time ON transactions (user_id, transaction_time);

CREATE TABLE notifications (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  object_type text NOT NULL,
  message_en text NOT NULL,
  message_ar text NOT NULL,
  read bigint NOT NULL DEFAULT 0,
  object text NOT NULL DEFAULT '{}',
  created_at text NOT NULL
);
CREATE INDEX notifications_user_created ON notifications (user_id, created_at);

CREATE TABLE files (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id text PRIMARY KEY,
  owner_user_id text REFERENCES users(_id) ON DELETE SET NULL,
  kind text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  mime text NOT NULL,
  size bigint NOT NULL,
  created_at text NOT NULL
);
CREATE INDEX files_owner_kind ON files (owner_user_id, kind, created_at);

CREATE TABLE audit_log (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id text PRIMARY KEY,
  actor_id text,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  details text NOT NULL DEFAULT '{}',
  created_at text NOT NULL
);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id);

CREATE TABLE outbox (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id text PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  body text NOT NULL,
  created_at text NOT NULL
);

CREATE TABLE password_resets (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at text NOT NULL,
  used_at text
);

CREATE TABLE product_imports (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id text PRIMARY KEY,
  seller_id text NOT NULL REFERENCES users(_id) ON DELETE CASCADE,
  actor_id text REFERENCES users(_id) ON DELETE SET NULL,
  file_name text NOT NULL DEFAULT '',
  category_code text NOT NULL,
  format text NOT NULL,
  rows bigint NOT NULL,
  created bigint NOT NULL,
  updated bigint NOT NULL,
  unchanged bigint NOT NULL,
  refused bigint NOT NULL,
  back_to_review bigint NOT NULL,
  rejected text NOT NULL DEFAULT '{}',
  created_at text NOT NULL
);
CREATE INDEX product_imports_seller_created ON product_imports (seller_id, created_at);

CREATE TABLE product_status_batches (
  rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id text PRIMARY KEY,
  actor_id text REFERENCES users(_id) ON DELETE SET NULL,
  status text NOT NULL,
  changed bigint NOT NULL,
  created_at text NOT NULL,
  undone_at text
);

CREATE TABLE product_status_batch_items (
  batch_id text NOT NULL REFERENCES product_status_batches(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  previous_status text NOT NULL,
  previous_reason text,
  previous_updated_at text NOT NULL,
  PRIMARY KEY (batch_id, product_id)
);
CREATE INDEX product_status_batch_items_product ON product_status_batch_items (product_id);

CREATE TABLE rate_limits (
  bucket text PRIMARY KEY,
  count bigint NOT NULL,
  window_start bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);

-- PostgreSQL only: what every instance must agree on without configuration (server/db/postgres/sharedSecret.ts).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  expires_at bigint NOT NULL
);
`;
