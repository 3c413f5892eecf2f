import { sql } from 'kysely';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import { containsPattern } from '../lib/listQuery';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../../src/lib/payouts';
import type { Db } from '../db/database';
import type { Schema } from '../db/schema';
import type { Selectable } from 'kysely';

export type WithdrawalRow = Selectable<Schema['withdrawals']>;
export type CompensationRow = Selectable<Schema['compensations']>;

/** A payee as lists name them: the user's name and business names (JSON), read with the record. */
export type Payee = { _id: string; name: string; business_info: string };

export const payoutAccountOf = (db: Db, userId: string) =>
  db.selectFrom('payout_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const withdrawalById = (db: Db, id: string): Promise<WithdrawalRow | undefined> =>
  db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();

export const withdrawalByKey = (db: Db, userId: string, key: string): Promise<WithdrawalRow | undefined> =>
  db
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

export type WithdrawalFilter = {
  userId?: string;
  status?: WithdrawalStatus;
  /** ISO bounds on the request's creation: from included, before excluded. */
  from?: string;
  before?: string;
  /** Piasters, both included. */
  minAmount?: number;
  maxAmount?: number;
  /** Part of the reference, of the account holder's name, or of the seller's name (any case, Arabic-aware). */
  search?: string;
};

/**
 * One page of withdrawal requests and how many match, with the count per status under the same filter but the
 * status (the tabs). A seller's page is newest first; the admins' queue oldest first, as it is worked through.
 */
export const withdrawalPage = async (
  db: Db,
  filter: WithdrawalFilter,
  page: { limit: number; offset: number; oldestFirst: boolean },
): Promise<{ rows: WithdrawalRow[]; count: number; counts: Record<WithdrawalStatus, number> }> => {
  let query = db.selectFrom('withdrawals');
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.before) query = query.where('created_at', '<', filter.before);
  if (filter.minAmount !== undefined) query = query.where('amount', '>=', filter.minAmount);
  if (filter.maxAmount !== undefined) query = query.where('amount', '<=', filter.maxAmount);
  const search = normalizeForSearch(filter.search ?? '');
  if (search) {
    const like = containsPattern(search);
    query = query.where(
      sql<boolean>`(lower(reference) LIKE ${like} ESCAPE '\\' OR normalize_search(account_holder_name) LIKE ${like} ESCAPE '\\'
        OR user_id IN (SELECT _id FROM users WHERE normalize_search(name) LIKE ${like} ESCAPE '\\'))`,
    );
  }
  const byStatus = await query
    .select(['status', sql<number>`count(*)`.as('count')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(WITHDRAWAL_STATUSES.map((status) => [status, 0])) as Record<
    WithdrawalStatus,
    number
  >;
  for (const { status, count } of byStatus) counts[status] = Number(count);
  const listed = filter.status ? query.where('status', '=', filter.status) : query;
  const direction = page.oldestFirst ? 'asc' : 'desc';
  const rows = await listed
    .selectAll()
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = filter.status
    ? counts[filter.status]
    : Object.values(counts).reduce((sum, each) => sum + each, 0);
  return { rows, count, counts };
};

export type CompensationFilter = {
  userId?: string;
  /** A reason code of the compensation list (src/lib/reviewReasons.ts). */
  reason?: string;
  /** ISO bounds on the grant: from included, before excluded. */
  from?: string;
  before?: string;
  /** Part of the reference or of the order reference. */
  search?: string;
};

export const compensationPage = async (
  db: Db,
  filter: CompensationFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: CompensationRow[]; count: number }> => {
  let query = db.selectFrom('compensations');
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.before) query = query.where('created_at', '<', filter.before);
  // The reason is stored as the JSON the server wrote ({"code":…}); its codes are a closed list of words.
  if (filter.reason) query = query.where('reason', 'like', `%"code":${JSON.stringify(filter.reason)}%`);
  const search = (filter.search ?? '').trim().toLowerCase();
  if (search) {
    const like = containsPattern(search);
    query = query.where(
      sql<boolean>`(lower(reference) LIKE ${like} ESCAPE '\\' OR lower(coalesce(order_id, '')) LIKE ${like} ESCAPE '\\')`,
    );
  }
  const total = await query.select(sql<number>`count(*)`.as('count')).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, count: Number(total?.count ?? 0) };
};

/** The users the records name, read together. */
export const payeesOf = async (db: Db, userIds: readonly string[]): Promise<Map<string, Payee>> => {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['_id', 'name', 'business_info'])
    .where('_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row._id, row]));
};
