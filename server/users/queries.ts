import type { Database } from 'better-sqlite3';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import type { UserReviewQueue } from '../../src/lib/reviewQueues';
import type { UserRole } from '../../src/lib/userRoles';
import { REVIEW_FILTERS } from '../lib/reviewQueues';
import { containsPattern } from '../lib/listQuery';
import type { UserRow } from '../lib/serialize';

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
export const listUsers = (
  db: Database,
  filter: { role?: UserRole; search?: string; review?: UserReviewQueue },
  page: { limit: number; offset: number },
): { rows: UserRow[]; count: number } => {
  const clauses: string[] = [];
  const params: string[] = [];
  if (filter.role && filter.role !== 'all') clauses.push(ROLE_CLAUSES[filter.role]);
  const search = normalizeForSearch(filter.search ?? '');
  if (search) {
    clauses.push(
      "(normalize_search(name) LIKE ? ESCAPE '\\' OR ref_id LIKE ? ESCAPE '\\' OR _id LIKE ? ESCAPE '\\')",
    );
    const like = containsPattern(search);
    params.push(like, like, like);
  }
  const review = filter.review ? REVIEW_FILTERS[filter.review] : null;
  if (review) clauses.push(review.where);
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const order = review ? `${review.waitingSince} ASC, _id` : 'updated_at DESC, _id';
  const rows = db
    .prepare<(string | number)[], UserRow>(`SELECT * FROM users ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, page.limit, page.offset);
  const { count } = db
    .prepare<string[], { count: number }>(`SELECT COUNT(*) AS count FROM users ${where}`)
    .get(...params) ?? { count: 0 };
  return { rows, count };
};

/** The users an ambassador recruited (users.recruited_by). */
export const recruitsOf = (db: Database, ambassadorId: string): UserRow[] =>
  db
    .prepare<[string], UserRow>('SELECT * FROM users WHERE recruited_by = ? ORDER BY updated_at DESC, _id')
    .all(ambassadorId);

/** The orders a user bought or sells a line of. */
export const orderCountOf = (db: Database, userId: string): number =>
  (
    db
      .prepare<[string, string], { count: number }>(
        `SELECT COUNT(*) AS count FROM orders o
         WHERE o.buyer_id = ? OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.seller_id = ?)`,
      )
      .get(userId, userId) ?? { count: 0 }
  ).count;
