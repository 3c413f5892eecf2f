import type { Database } from 'better-sqlite3';
import { nowIso } from '../lib/ids';
import {
  businessInfoWaitingSince,
  documentsWaitingSince,
  hasPendingBusinessInfo,
  hasPendingDocument,
  pendingDocumentCount,
} from '../lib/reviewQueues';
import { parseJson, type JsonObject } from '../lib/serialize';
import type { GrantableRole } from './schemas';

const ROLE_COLUMNS = { ambassador: 'is_ambassador', sourcing: 'is_sourcing' } as const;

export const roleColumn = (role: GrantableRole) => ROLE_COLUMNS[role];

/**
 * Gives the role and removes the user's products that never took part in an order (products with orders stay,
 * so order and ledger history remain intact); answers how many were removed. Call it inside a transaction.
 */
export const grantRole = (db: Database, userId: string, role: GrantableRole): number => {
  const removed = db
    .prepare(
      `DELETE FROM products WHERE seller_id = ?
       AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.product_id = products.id)`,
    )
    .run(userId).changes;
  db.prepare(`UPDATE users SET ${roleColumn(role)} = 1, updated_at = ? WHERE _id = ?`).run(nowIso(), userId);
  return removed;
};

type Queue = { count: number; oldest_at: string | null };

/** The three review queues: how many wait, and since when the oldest waits. */
export const reviewQueues = (db: Database): Record<'products' | 'documents' | 'business_info', Queue> => {
  const products = db
    .prepare<[], Queue>(
      "SELECT COUNT(*) AS count, MIN(updated_at) AS oldest_at FROM products WHERE status = 'pending'",
    )
    .get() as Queue;
  const documents = db
    .prepare<[], { count: number | null; oldest_at: string | null }>(
      `SELECT SUM(${pendingDocumentCount('u')}) AS count,
         MIN(CASE WHEN ${hasPendingDocument('u')} THEN ${documentsWaitingSince('u')} END) AS oldest_at
       FROM users u`,
    )
    .get() as { count: number | null; oldest_at: string | null };
  const businessInfo = db
    .prepare<[], Queue>(
      `SELECT COUNT(*) AS count, MIN(${businessInfoWaitingSince('u')}) AS oldest_at
       FROM users u WHERE ${hasPendingBusinessInfo('u')}`,
    )
    .get() as Queue;
  return {
    products,
    documents: { count: documents.count ?? 0, oldest_at: documents.oldest_at },
    business_info: businessInfo,
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
export const auditTrail = (db: Database, targetType: string, targetId: string, limit: number) =>
  db
    .prepare<[string, string, number], AuditRow>(
      `SELECT a.id, a.action, a.actor_id, u.name AS actor_name, a.details, a.created_at
       FROM audit_log a LEFT JOIN users u ON u._id = a.actor_id
       WHERE a.target_type = ? AND a.target_id = ? ORDER BY a.created_at DESC, a.rowid DESC LIMIT ?`,
    )
    .all(targetType, targetId, limit)
    .map((row) => ({
      id: row.id,
      action: row.action,
      actor: row.actor_id && row.actor_name !== null ? { _id: row.actor_id, name: row.actor_name } : null,
      details: parseJson<JsonObject>(row.details, {}),
      createdAt: row.created_at,
    }));
