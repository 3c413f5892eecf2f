import type { Database } from 'better-sqlite3';
import { newId, nowIso } from './ids';

type AuditTarget =
  | { targetType: 'user' | 'category' | 'product'; targetId: string }
  /** An order line is named by its id and, for whoever reads the log, by its order's reference. */
  | { targetType: 'order_line'; targetId: string; orderRef: string };

export type AuditEntry = AuditTarget & {
  actorId: string;
  action: string;
  details?: Record<string, unknown>;
  /** When the change was made, if the caller stamped the change itself with a time; now otherwise. */
  at?: string;
  /** The seed names its rows, so a demo database is the same every time; a new id otherwise. */
  id?: string;
};

/**
 * Who did what to which record and when; written in the same transaction as the change it records. Answers
 * the row's id, for an entry that refers to another (an undo names the change it undid).
 */
export const writeAudit = (db: Database, entry: AuditEntry): string => {
  const id = entry.id ?? newId();
  const details =
    entry.targetType === 'order_line' ? { ...entry.details, order_ref_id: entry.orderRef } : entry.details;
  db.prepare(
    `INSERT INTO audit_log (id, actor_id, action, target_type, target_id, details, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    entry.actorId,
    entry.action,
    entry.targetType,
    entry.targetId,
    JSON.stringify(details ?? {}),
    entry.at ?? nowIso(),
  );
  return id;
};
