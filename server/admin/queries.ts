import type { ReviewQueueName } from '../../src/lib/reviewQueues';
import { sql } from 'kysely';
import { firstRowOf, rowsOf, type Db } from '../db/database';
import { nowIso } from '../lib/ids';
import {
  businessInfoWaitingSince,
  documentsWaitingSince,
  hasPendingBusinessInfo,
  pendingDocumentCount,
} from '../lib/reviewQueues';
import { parseJson, type JsonObject } from '../lib/json';
import type { GrantableRole } from './schemas';

const ROLE_COLUMNS = { ambassador: 'is_ambassador', sourcing: 'is_sourcing' } as const;

export const roleColumn = (role: GrantableRole) => ROLE_COLUMNS[role];

/**
 * Gives the role and removes the user's products that never took part in an order (products with orders stay,
 * so order and ledger history remain intact); answers how many were removed. Call it inside a transaction, with
 * that transaction.
 */
export const grantRole = async (db: Db, userId: string, role: GrantableRole): Promise<number> => {
  const removed = await db
    .deleteFrom('products')
    .where('seller_id', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('order_lines as l').select('l.id').whereRef('l.product_id', '=', 'products.id'))),
    )
    .executeTakeFirst();
  await db
    .updateTable('users')
    .set({ [roleColumn(role)]: 1, updated_at: nowIso() })
    .where('_id', '=', userId)
    .execute();
  return Number(removed.numDeletedRows);
};

type Queue = { count: number; oldest_at: string | null };

/** The admin home's queues: how many wait, and since when the oldest waits. */
export const reviewQueues = async (db: Db): Promise<Record<ReviewQueueName, Queue>> => {
  const products = await firstRowOf(
    db,
    sql<Queue>`SELECT COUNT(*) AS count, MIN(updated_at) AS oldest_at FROM products WHERE status = 'pending'`,
  );
  const documents = await firstRowOf(
    db,
    sql<{ count: number | null; oldest_at: string | null }>`SELECT
        SUM(${pendingDocumentCount(db, 'u')}) AS count, MIN(${documentsWaitingSince(db, 'u')}) AS oldest_at
      FROM users u`,
  );
  const businessInfo = await firstRowOf(
    db,
    sql<Queue>`SELECT COUNT(*) AS count, MIN(${businessInfoWaitingSince(db, 'u')}) AS oldest_at
      FROM users u WHERE ${hasPendingBusinessInfo(db, 'u')}`,
  );
  const withdrawals = await firstRowOf(
    db,
    sql<Queue>`SELECT COUNT(*) AS count, MIN(created_at) AS oldest_at FROM withdrawals WHERE status = 'pending'`,
  );
  const returns = await firstRowOf(
    db,
    sql<Queue>`SELECT COUNT(*) AS count, MIN(created_at) AS oldest_at FROM return_cases WHERE status = 'requested'`,
  );
  return {
    products: products ?? { count: 0, oldest_at: null },
    withdrawals: withdrawals ?? { count: 0, oldest_at: null },
    returns: returns ?? { count: 0, oldest_at: null },
    documents: { count: documents?.count ?? 0, oldest_at: documents?.oldest_at ?? null },
    business_info: businessInfo ?? { count: 0, oldest_at: null },
  };
};

type AuditRow = {
  id: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  details: string;
  created_at: string;
};

/** The newest `limit` entries of a record's audit trail (AUDIT_TRAIL_LIMIT), newest first. */
export const auditTrail = async (db: Db, targetType: string, targetId: string, limit: number) =>
  (
    await rowsOf(
      db,
      sql<AuditRow>`SELECT a.id, a.action, a.actor_id, u.name AS actor_name, a.details, a.created_at
        FROM audit_log a LEFT JOIN users u ON u._id = a.actor_id
        WHERE a.target_type = ${targetType} AND a.target_id = ${targetId}
        ORDER BY a.created_at DESC, a.rowid DESC LIMIT ${limit}`,
    )
  ).map((row) => ({
    id: row.id,
    action: row.action,
    actor: row.actor_id && row.actor_name !== null ? { _id: row.actor_id, name: row.actor_name } : null,
    details: parseJson<JsonObject>(row.details, {}),
    createdAt: row.created_at,
  }));
