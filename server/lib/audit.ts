import type { Db } from '../db/database';
import { newId, nowIso } from './ids';

type AuditTarget =
  | { targetType: 'user' | 'category' | 'product' | 'return'; targetId: string }
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
 * Who did what to which record and when; written in the same transaction as the change it records (pass that
 * transaction). Answers the row's id, for an entry that refers to another (an undo names the change it undid).
 */
export const writeAudit = async (db: Db, entry: AuditEntry): Promise<string> => {
  const id = entry.id ?? newId();
  const details =
    entry.targetType === 'order_line' ? { ...entry.details, order_ref_id: entry.orderRef } : entry.details;
  await db
    .insertInto('audit_log')
    .values({
      id,
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: JSON.stringify(details ?? {}),
      created_at: entry.at ?? nowIso(),
    })
    .execute();
  return id;
};
