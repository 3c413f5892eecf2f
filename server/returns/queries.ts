import { sql, type RawBuilder } from 'kysely';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { OPEN_RETURN_STATUSES, RETURN_STATUSES, type ReturnStatus } from '../../src/lib/returns';
import { databaseKind, firstRowOf, rowsOf, type Db } from '../db/database';
import type { ReturnRow } from '../db/schema';
import { containsPattern, matchingRowids } from '../lib/listQuery';

/** A case with what its answer shows: its order (`o_`), line (`l_`), product (`p_`), seller (`s_`) and buyer (`b_`). */
export type ReturnJoinRow = ReturnRow & {
  o_ref: string;
  l_quantity: number;
  l_status: OrderStatus;
  l_returned: number;
  p_sku: string;
  p_name_en: string;
  p_name_ar: string;
  s_name: string;
  s_business_info: string;
  b_name: string | null;
  b_phone: string | null;
};

const RETURN_SELECT = sql`
  SELECT r.*, o.order_ref_id AS o_ref, l.quantity AS l_quantity, l.status AS l_status,
    l.returned_quantity AS l_returned, p.sku AS p_sku, p.name_en AS p_name_en, p.name_ar AS p_name_ar,
    s.name AS s_name, s.business_info AS s_business_info, b.name AS b_name, b.phone_number AS b_phone
  FROM return_cases r
  JOIN orders o ON o.id = r.order_id
  JOIN order_lines l ON l.id = r.line_id
  JOIN products p ON p.id = r.product_id
  JOIN users s ON s._id = r.seller_id
  LEFT JOIN users b ON b._id = o.buyer_id`;

export const findReturn = (db: Db, id: string): Promise<ReturnJoinRow | undefined> =>
  firstRowOf(db, sql<ReturnJoinRow>`${RETURN_SELECT} WHERE r.id = ${id}`);

/** Units of a line its open cases (requested or accepted) hold. */
export const heldByOpenCases = async (db: Db, lineId: string): Promise<number> => {
  const row = await db
    .selectFrom('return_cases')
    .select(sql<number>`coalesce(sum(quantity), 0)`.as('held'))
    .where('line_id', '=', lineId)
    .where('status', 'in', OPEN_RETURN_STATUSES)
    .executeTakeFirst();
  return Number(row?.held ?? 0);
};

/** The reference of a line's open case, if it has one. */
export const openCaseOf = async (db: Db, lineId: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('return_cases')
      .select('reference')
      .where('line_id', '=', lineId)
      .where('status', 'in', OPEN_RETURN_STATUSES)
      .executeTakeFirst()
  )?.reference;

/**
 * Holds the line for the rest of the transaction on PostgreSQL (two cases opened at once for the same units wait
 * for each other); SQLite runs one transaction at a time anyway.
 */
export const lockLine = async (db: Db, lineId: string): Promise<void> => {
  if (databaseKind(db) === 'postgres')
    await sql`SELECT id FROM order_lines WHERE id = ${lineId} FOR UPDATE`.execute(db);
};

/**
 * Cases delivered back more than `days` ago are closed, as of that moment: nothing is left to do on them. Run
 * before cases are read, so every reader sees the same state without a timer on any instance.
 */
export const closeSettledReturns = async (db: Db, days: number, now: Date): Promise<void> => {
  const settleMs = days * 86_400_000;
  const cutoff = new Date(now.getTime() - settleMs).toISOString();
  const settled = await db
    .selectFrom('return_cases')
    .select(['id', 'delivered_at'])
    .where('status', '=', 'delivered')
    .where('delivered_at', '<=', cutoff)
    .execute();
  for (const { id, delivered_at: deliveredAt } of settled) {
    const closedAt = new Date(Date.parse(deliveredAt ?? cutoff) + settleMs).toISOString();
    await db
      .updateTable('return_cases')
      .set({ status: 'closed', closed_at: closedAt, updated_at: closedAt })
      .where('id', '=', id)
      .where('status', '=', 'delivered')
      .execute();
  }
};

export type ReturnFilter = { sellerId: string | null; status?: ReturnStatus; search?: string };

/** A search finds a case by its reference, its order's reference or its product's name. */
const searchCondition = (db: Db, text: string | undefined): RawBuilder<unknown> | null => {
  const search = normalizeForSearch(text ?? '');
  if (!search) return null;
  const code = containsPattern(search.toUpperCase());
  return sql`(r.reference LIKE ${code} ESCAPE '\\' OR upper(o.order_ref_id) LIKE ${code} ESCAPE '\\'
    OR p.rowid IN (${matchingRowids(db, search, 'products')}))`;
};

/** One page of cases newest first, the count of each state (before the state filter) and the undecided ones. */
export const returnPage = async (db: Db, filter: ReturnFilter, page: { limit: number; offset: number }) => {
  const scope: RawBuilder<unknown>[] = [];
  if (filter.sellerId) scope.push(sql`r.seller_id = ${filter.sellerId}`);
  const search = searchCondition(db, filter.search);
  if (search) scope.push(search);
  const whereOf = (conditions: RawBuilder<unknown>[]) =>
    conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const listed = filter.status ? [...scope, sql`r.status = ${filter.status}`] : scope;
  const from = sql`FROM return_cases r JOIN orders o ON o.id = r.order_id JOIN products p ON p.id = r.product_id`;
  const [rows, byStatus, undecided] = await Promise.all([
    rowsOf(
      db,
      sql<ReturnJoinRow>`${RETURN_SELECT} ${whereOf(listed)}
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    rowsOf(
      db,
      sql<{
        status: ReturnStatus;
        count: number;
      }>`SELECT r.status, count(*) AS count ${from} ${whereOf(scope)} GROUP BY r.status`,
    ),
    firstRowOf(
      db,
      sql<{ count: number; oldest: string | null }>`SELECT count(*) AS count, min(r.created_at) AS oldest
        ${from} ${whereOf([...scope, sql`r.status = 'requested'`])}`,
    ),
  ]);
  const counts = Object.fromEntries(RETURN_STATUSES.map((status) => [status, 0])) as Record<
    ReturnStatus,
    number
  >;
  for (const { status, count } of byStatus) counts[status] = Number(count);
  const all = RETURN_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return {
    rows,
    count: filter.status ? counts[filter.status] : all,
    counts: { all, ...counts },
    undecided: { count: Number(undecided?.count ?? 0), oldest: undecided?.oldest ?? null },
  };
};

/** The audit action of a case's step. */
export const returnAction = (status: ReturnStatus): string => `return.${status}`;

export type ReturnStepRow = {
  target_id: string;
  action: string;
  actor_name: string | null;
  created_at: string;
};

/** Every step of these cases, oldest first, with who took it. */
export const returnSteps = async (db: Db, ids: readonly string[]): Promise<ReturnStepRow[]> => {
  if (ids.length === 0) return [];
  return rowsOf(
    db,
    sql<ReturnStepRow>`SELECT a.target_id, a.action, u.name AS actor_name, a.created_at
      FROM audit_log a LEFT JOIN users u ON u._id = a.actor_id
      WHERE a.target_type = 'return' AND a.target_id IN (${sql.join(ids)})
      ORDER BY a.created_at, a.rowid`,
  );
};
