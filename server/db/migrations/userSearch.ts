import type { Database } from 'better-sqlite3';

/**
 * What a user is found by, as one normalised text: their name and business names (the JSON of business_info,
 * whose keys no search names), their phone and their e-mail in lower case. The orders lists find buyers by it
 * and the admins' lists sellers; with thousands of buyers, computing it row by row took 60–180 ms a search.
 */
export const userSearchTextSql = (row: string): string =>
  `normalize_search(${row}.name || ' ' || ${row}.business_info) || ' ' || ${row}.phone_number || ' ' || lower(coalesce(${row}.email, ''))`;

/** SQLite: a contentless trigram index of that text, kept by triggers (the text is computed by the app's function). */
export const addUserSearch = (db: Database): void => {
  db.exec(`
    DROP TRIGGER IF EXISTS users_search_insert;
    DROP TRIGGER IF EXISTS users_search_delete;
    DROP TRIGGER IF EXISTS users_search_update;
    DROP TABLE IF EXISTS users_search;
    CREATE VIRTUAL TABLE users_search USING fts5(
      search_text, content = '', contentless_delete = 1, tokenize = 'trigram'
    );
    INSERT INTO users_search (rowid, search_text) SELECT u.rowid, ${userSearchTextSql('u')} FROM users u;
    CREATE TRIGGER users_search_insert AFTER INSERT ON users BEGIN
      INSERT INTO users_search (rowid, search_text) VALUES (new.rowid, ${userSearchTextSql('new')});
    END;
    CREATE TRIGGER users_search_delete AFTER DELETE ON users BEGIN
      DELETE FROM users_search WHERE rowid = old.rowid;
    END;
    CREATE TRIGGER users_search_update AFTER UPDATE OF name, business_info, phone_number, email ON users BEGIN
      DELETE FROM users_search WHERE rowid = old.rowid;
      INSERT INTO users_search (rowid, search_text) VALUES (new.rowid, ${userSearchTextSql('new')});
    END;
  `);
};

/** PostgreSQL: a pg_trgm index of the same text, which answers `LIKE '%…%'` on it. */
export const USER_SEARCH_INDEX_POSTGRES = `CREATE INDEX users_search ON users USING gin ((${userSearchTextSql('users')}) gin_trgm_ops)`;
