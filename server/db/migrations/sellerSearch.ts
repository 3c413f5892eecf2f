import type { Database } from 'better-sqlite3';

/**
 * A seller's tag in the product search index: three characters of Unicode's private use area made from the
 * seller's rowid (unique for 262 billion sellers), which no typed search matches (searches read the name column
 * only). Changing it needs a new migration that rebuilds the index.
 */
export const sellerTagSql = (sellerIdSql: string): string =>
  `(SELECT char(57344 + seller.rowid % 6400, 57344 + (seller.rowid / 6400) % 6400, 57344 + seller.rowid / 40960000)
     FROM users seller WHERE seller._id = ${sellerIdSql})`;

/**
 * The product search index, by name and by seller (docs/performance.md). A seller's search of a word found mostly in other
 * sellers' products (22 of their 500,000 products, 70,000 of the catalogue's 1,000,000) walked the seller's whole
 * list testing each row against the matches: 55–70 ms. With the seller's tag in the index beside the name, the
 * index itself answers "this seller's products whose name contains the word" (7–10 ms at 1,000,000). Contentless,
 * since the names live in products.search_text and only rowids are read back.
 */
export const addSellerToProductSearch = (db: Database): void => {
  const tag = (row: 'new' | 'p') => sellerTagSql(`${row}.seller_id`);
  db.exec(`
    DROP TRIGGER IF EXISTS products_search_insert;
    DROP TRIGGER IF EXISTS products_search_delete;
    DROP TRIGGER IF EXISTS products_search_update;
    DROP TABLE IF EXISTS products_search;
    CREATE VIRTUAL TABLE products_search USING fts5(
      search_text, seller_tag, content = '', contentless_delete = 1, tokenize = 'trigram'
    );
    INSERT INTO products_search (rowid, search_text, seller_tag)
      SELECT p.rowid, p.search_text, ${tag('p')} FROM products p;
    INSERT INTO products_search (products_search) VALUES ('optimize');
    CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_search (rowid, search_text, seller_tag) VALUES (new.rowid, new.search_text, ${tag('new')});
    END;
    CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
      DELETE FROM products_search WHERE rowid = old.rowid;
    END;
    CREATE TRIGGER products_search_update AFTER UPDATE OF search_text, seller_id ON products BEGIN
      DELETE FROM products_search WHERE rowid = old.rowid;
      INSERT INTO products_search (rowid, search_text, seller_tag) VALUES (new.rowid, new.search_text, ${tag('new')});
    END;
  `);
};
