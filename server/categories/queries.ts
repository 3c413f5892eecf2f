import type { Database } from 'better-sqlite3';
import type { CategoryHeader } from '../../src/lib/categoryKey';
import { nowIso } from '../lib/ids';
import type { CategoryRow } from '../lib/serialize';

export const findCategoryById = (db: Database, id: string): CategoryRow | undefined =>
  db.prepare<[string], CategoryRow>('SELECT * FROM categories WHERE id = ?').get(id);

export const findCategoryByCode = (db: Database, code: string): CategoryRow | undefined =>
  db.prepare<[string], CategoryRow>('SELECT * FROM categories WHERE code = ?').get(code);

/** Admins see every category; everyone else only the published ones. */
export const listCategories = (db: Database, withUnpublished: boolean): CategoryRow[] =>
  db
    .prepare<[], CategoryRow>(
      withUnpublished
        ? 'SELECT * FROM categories ORDER BY code'
        : 'SELECT * FROM categories WHERE published = 1 ORDER BY code',
    )
    .all();

export const categoryHasProducts = (db: Database, code: string): boolean =>
  db
    .prepare<[string], { one: number }>('SELECT 1 AS one FROM products WHERE category_code = ? LIMIT 1')
    .get(code) !== undefined;

/** A new category starts unpublished and without a logo. */
export const insertCategory = (
  db: Database,
  category: {
    id: string;
    code: string;
    name: { en: string; ar: string };
    isSub: boolean;
    parentCode: string | null;
    headers: CategoryHeader[];
  },
): void => {
  const at = nowIso();
  db.prepare(
    `INSERT INTO categories (id, code, name_en, name_ar, img, published, is_sub, parent_code, headers,
       created_at, updated_at) VALUES (?, ?, ?, ?, NULL, 0, ?, ?, ?, ?, ?)`,
  ).run(
    category.id,
    category.code,
    category.name.en,
    category.name.ar,
    category.isSub ? 1 : 0,
    category.parentCode,
    JSON.stringify(category.headers),
    at,
    at,
  );
};

export const updateCategory = (
  db: Database,
  id: string,
  changes: { published: boolean; isSub: boolean; parentCode: string | null; headers: CategoryHeader[] },
): void => {
  db.prepare(
    `UPDATE categories SET published = ?, is_sub = ?, parent_code = ?, headers = ?, updated_at = ?
     WHERE id = ?`,
  ).run(
    changes.published ? 1 : 0,
    changes.isSub ? 1 : 0,
    changes.parentCode,
    JSON.stringify(changes.headers),
    nowIso(),
    id,
  );
};

export const deleteCategory = (db: Database, id: string): void => {
  db.prepare('DELETE FROM categories WHERE id = ?').run(id);
};

export const setCategoryLogo = (db: Database, id: string, url: string): void => {
  db.prepare('UPDATE categories SET img = ?, updated_at = ? WHERE id = ?').run(url, nowIso(), id);
};
