import type { CategoryHeader } from '../../src/lib/categoryKey';
import type { Db } from '../db/database';
import { nowIso } from '../lib/ids';
import type { CategoryRow } from '../db/schema';

export const findCategoryById = async (db: Db, id: string): Promise<CategoryRow | undefined> =>
  db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();

export const findCategoryByCode = async (db: Db, code: string): Promise<CategoryRow | undefined> =>
  db.selectFrom('categories').selectAll().where('code', '=', code).executeTakeFirst();

/** Admins see every category; everyone else only the published ones. */
export const listCategories = async (db: Db, withUnpublished: boolean): Promise<CategoryRow[]> =>
  db
    .selectFrom('categories')
    .selectAll()
    .$if(!withUnpublished, (query) => query.where('published', '=', 1))
    .orderBy('code')
    .execute();

export const categoryHasProducts = async (db: Db, code: string): Promise<boolean> =>
  (await db
    .selectFrom('products')
    .select('id')
    .where('category_code', '=', code)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/**
 * A new category starts unpublished and without a logo. False when its code is taken (by a category added
 * meanwhile: the caller checked before), nothing written then.
 */
export const insertCategory = async (
  db: Db,
  category: {
    id: string;
    code: string;
    name: { en: string; ar: string };
    isSub: boolean;
    parentCode: string | null;
    headers: CategoryHeader[];
  },
): Promise<boolean> => {
  const at = nowIso();
  const result = await db
    .insertInto('categories')
    .values({
      id: category.id,
      code: category.code,
      name_en: category.name.en,
      name_ar: category.name.ar,
      img: null,
      published: 0,
      is_sub: category.isSub ? 1 : 0,
      parent_code: category.parentCode,
      headers: JSON.stringify(category.headers),
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};

export const updateCategory = async (
  db: Db,
  id: string,
  changes: { published: boolean; isSub: boolean; parentCode: string | null; headers: CategoryHeader[] },
): Promise<void> => {
  await db
    .updateTable('categories')
    .set({
      published: changes.published ? 1 : 0,
      is_sub: changes.isSub ? 1 : 0,
      parent_code: changes.parentCode,
      headers: JSON.stringify(changes.headers),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
};

export const deleteCategory = async (db: Db, id: string): Promise<void> => {
  await db.deleteFrom('categories').where('id', '=', id).execute();
};

export const setCategoryLogo = async (db: Db, id: string, url: string): Promise<void> => {
  await db.updateTable('categories').set({ img: url, updated_at: nowIso() }).where('id', '=', id).execute();
};
