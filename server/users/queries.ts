import { sql, type RawBuilder } from 'kysely';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import type { UserReviewQueue } from '../../src/lib/reviewQueues';
import type { UserRole } from '../../src/lib/userRoles';
import { firstRowOf, rowsOf, type Db } from '../db/database';
import { REVIEW_FILTERS } from '../lib/reviewQueues';
import { containsPattern, usersMatching } from '../lib/listQuery';
import { phoneSearchDigits } from '../../src/lib/orderList';
import type { UserRow } from '../db/schema';

/** What each role tab of the user management screen selects. */
const ROLE_CLAUSES: Record<Exclude<UserRole, 'all'>, string> = {
  buyer: 'is_admin = 0 AND is_seller = 0 AND is_ambassador = 0 AND is_sourcing = 0',
  seller: 'is_seller = 1',
  ambassador: 'is_ambassador = 1',
  sourcing: 'is_sourcing = 1',
  admin: 'is_admin = 1',
};

/**
 * One page of users, newest change first, by role tab and a search of the name, ref id or id; with a review
 * filter, only the users with something waiting for review, the longest waiting first.
 */
export const listUsers = async (
  db: Db,
  filter: { role?: UserRole; search?: string; review?: UserReviewQueue },
  page: { limit: number; offset: number },
): Promise<{ rows: UserRow[]; count: number }> => {
  const clauses: RawBuilder<unknown>[] = [];
  if (filter.role && filter.role !== 'all') clauses.push(sql.raw(ROLE_CLAUSES[filter.role]));
  // The search is in lower case; ref ids are stored in upper case, ids in lower case. A name, business name,
  // phone (in any digits, with or without 0 or +20) or e-mail is found through the users' search index.
  const search = normalizeForSearch(filter.search ?? '');
  if (search) {
    const like = containsPattern(search);
    const named = usersMatching(db, filter.search ?? '', phoneSearchDigits(filter.search ?? ''));
    clauses.push(
      sql`(${named ? sql`_id IN (${named}) OR ` : sql``}lower(ref_id) LIKE ${like} ESCAPE '\\'
        OR _id LIKE ${like} ESCAPE '\\')`,
    );
  }
  const review = filter.review ? REVIEW_FILTERS[filter.review](db) : null;
  if (review) clauses.push(review.where);
  const where = clauses.length > 0 ? sql`WHERE ${sql.join(clauses, sql` AND `)}` : sql``;
  const order = review ? sql`${review.waitingSince} ASC, _id` : sql`updated_at DESC, _id`;
  const rows = await rowsOf(
    db,
    sql<UserRow>`SELECT * FROM users ${where} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const counted = await firstRowOf(db, sql<{ count: number }>`SELECT COUNT(*) AS count FROM users ${where}`);
  return { rows, count: counted?.count ?? 0 };
};

/** A recruit's record with whether they listed a product and made a sale (1 or 0, the same in both databases). */
export type RecruitRow = UserRow & { has_product: number; has_sale: number };

/**
 * The users an ambassador recruited (users.recruited_by), newest change first. Each recruit's first product and
 * first sale are two EXISTS probes that stop at the first row, each on an index led by seller_id (products by
 * seller, order lines by seller and status), so the list costs the same however much a recruit sells. A sale is a
 * line delivered to its buyer: a confirmed line may still be cancelled and a returned one was given back.
 */
export const recruitsOf = async (db: Db, ambassadorId: string): Promise<RecruitRow[]> =>
  db
    .selectFrom('users')
    .selectAll('users')
    .select([
      sql<number>`CASE WHEN EXISTS (SELECT 1 FROM products p WHERE p.seller_id = users._id) THEN 1 ELSE 0 END`.as(
        'has_product',
      ),
      sql<number>`CASE WHEN EXISTS (SELECT 1 FROM order_lines l
        WHERE l.seller_id = users._id AND l.status = 'delivered') THEN 1 ELSE 0 END`.as('has_sale'),
    ])
    .where('recruited_by', '=', ambassadorId)
    .orderBy('updated_at', 'desc')
    .orderBy('_id')
    .$castTo<RecruitRow>()
    .execute();

/** The orders a user bought or sells a line of. */
export const orderCountOf = async (db: Db, userId: string): Promise<number> => {
  const counted = await firstRowOf(
    db,
    sql<{ count: number }>`SELECT COUNT(*) AS count FROM orders o
      WHERE o.buyer_id = ${userId}
        OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.seller_id = ${userId})`,
  );
  return counted?.count ?? 0;
};
