import { sql, type RawBuilder } from 'kysely';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import { databaseKind, rowsOf, type Db } from '../db/database';
import { NAME_SORT_SQL } from '../db/productKeys';
import { lowerBoundCount, matchingRowids } from '../lib/listQuery';
import { parseJson } from '../lib/json';
import { toLE } from '../lib/money';

/** What groups the offers of several sellers into one catalogue product: the name, case folded. */
const KEY = sql.raw(NAME_SORT_SQL.en);

type Group = { key: string; sample: number; min_price: number; max_price: number; sellers: number };

type Sample = {
  rowid: number;
  name_en: string;
  name_ar: string;
  en: string;
  ar: string;
  category_code: string;
};

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The categories whose name, in either language, contains the search (Arabic-aware). */
const categoriesNamed = async (db: Db, search: string): Promise<string[]> => {
  const categories = await db.selectFrom('categories').select(['code', 'name_en', 'name_ar']).execute();
  return categories
    .filter((category) =>
      [category.name_en, category.name_ar].some((name) => normalizeForSearch(name).includes(search)),
    )
    .map((category) => category.code);
};

const whereOf = (conditions: RawBuilder<unknown>[]) => sql`WHERE ${sql.join(conditions, sql` AND `)}`;

/**
 * One page of the catalogue: the marketplace's active products of every seller grouped by name, in name order,
 * each with its category, price range and number of sellers. A search finds a product by name or brand (the
 * trigram index of search texts) or by its category's name, in either language.
 *
 * Few matches are grouped as they are. Otherwise the catalogue's index (active products by name, or by category
 * and name) is walked in order and grouped on the way, which stops once the page is full; the count of groups then
 * stops at `countLimit`.
 */
export const searchCatalogue = async (
  db: Db,
  query: { search?: string; category?: string },
  page: { limit: number; offset: number },
  countLimit: number,
) => {
  const sqlite = databaseKind(db) === 'sqlite';
  const search = normalizeForSearch(query.search ?? '');
  const conditions: RawBuilder<unknown>[] = [sql`status = 'active'`];
  if (query.category) conditions.push(sql`category_code = ${query.category}`);
  const codes = search ? await categoriesNamed(db, search) : [];
  const matching = search ? matchingRowids(db, search, 'products') : null;

  const groupsOf = async (from: RawBuilder<unknown>, where: RawBuilder<unknown>[]) =>
    rowsOf(
      db,
      sql<Group>`SELECT ${KEY} AS key, MIN(rowid) AS sample, MIN(listing_price) AS min_price,
          MAX(listing_price) AS max_price, COUNT(DISTINCT seller_id) AS sellers
        FROM ${from} ${whereOf(where)} GROUP BY ${KEY} ORDER BY ${KEY} LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
  const countGroups = async (from: RawBuilder<unknown>, where: RawBuilder<unknown>[], limit?: number) =>
    (
      await rowsOf(
        db,
        sql<{
          count: number;
        }>`SELECT COUNT(*) AS count FROM (SELECT ${KEY} AS key FROM ${from} ${whereOf(where)}
          GROUP BY ${KEY} ${limit === undefined ? sql`` : sql`LIMIT ${limit + 1}`}) AS found`,
      )
    )[0]?.count ?? 0;

  let groups: Group[];
  let count: number;
  let countIsLowerBound = false;
  const matches = matching
    ? ((
        await rowsOf(
          db,
          sql<{
            count: number;
          }>`SELECT COUNT(*) AS count FROM (${matching} LIMIT ${countLimit + 1}) AS found`,
        )
      )[0]?.count ?? 0)
    : null;
  if (matching && codes.length === 0 && matches !== null && matches <= countLimit) {
    // Few products named so: read by rowid and grouped here.
    const from = sqlite ? sql`products NOT INDEXED` : sql`products`;
    const where = [...conditions, sql`rowid IN (${matching})`];
    groups = await groupsOf(from, where);
    count = await countGroups(from, where);
  } else {
    // Many (or a whole category, or no search): along the catalogue's index, in name order.
    const index = query.category ? 'products_catalogue_category' : 'products_catalogue';
    const from = sqlite ? sql.raw(`products INDEXED BY ${index}`) : sql`products`;
    const tested = sqlite ? sql`+rowid` : sql`rowid`;
    const where = [...conditions];
    if (matching) {
      where.push(
        codes.length > 0
          ? sql`(${tested} IN (${matching}) OR category_code IN (${sql.join(codes)}))`
          : sql`${tested} IN (${matching})`,
      );
    }
    groups = await groupsOf(from, where);
    count = await countGroups(from, where, countLimit);
    if (count > countLimit) {
      count = lowerBoundCount(countLimit, page, groups.length);
      countIsLowerBound = true;
    }
  }
  return { items: await describeGroups(db, groups), count, countIsLowerBound };
};

/** Each group's names, brand and category from one of its products, in the API's shape. */
const describeGroups = async (db: Db, groups: Group[]) => {
  if (groups.length === 0) return [];
  const samples = await rowsOf(
    db,
    sql<Sample>`SELECT rowid, name_en, name_ar, en, ar, category_code FROM products
      WHERE rowid IN (${sql.join(groups.map((group) => group.sample))})`,
  );
  const byRowid = new Map(samples.map((sample) => [Number(sample.rowid), sample]));
  const categories = new Map(
    (
      await db
        .selectFrom('categories')
        .select(['code', 'name_en', 'name_ar'])
        .where('code', 'in', [...new Set(samples.map((sample) => sample.category_code))])
        .execute()
    ).map((category) => [category.code, category]),
  );
  return groups.map((group) => {
    const sample = byRowid.get(Number(group.sample))!;
    const category = categories.get(sample.category_code);
    return {
      name: { en: sample.name_en, ar: sample.name_ar },
      brand: {
        en: textOf(parseJson<Record<string, unknown>>(sample.en, {}).brand),
        ar: textOf(parseJson<Record<string, unknown>>(sample.ar, {}).brand),
      },
      category: {
        code: sample.category_code,
        name: {
          en: category?.name_en ?? sample.category_code,
          ar: category?.name_ar ?? sample.category_code,
        },
      },
      price: { min: toLE(Number(group.min_price)), max: toLE(Number(group.max_price)) },
      sellers: Number(group.sellers),
    };
  });
};
