import type { Database } from 'better-sqlite3';
import { nowIso } from '../lib/ids';
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
