import type { Database } from 'better-sqlite3';
import { newId, nowIso } from './ids';

export type AuditEntry = {
  actorId: string;
  action: string;
  targetType: 'user' | 'category';
  targetId: string;
  details?: Record<string, unknown>;
};

/** Who did what to which record and when; written in the same transaction as the change it records. */
export const writeAudit = (db: Database, entry: AuditEntry): void => {
  db.prepare(
    `INSERT INTO audit_log (id, actor_id, action, target_type, target_id, details, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    newId(),
    entry.actorId,
    entry.action,
    entry.targetType,
    entry.targetId,
    JSON.stringify(entry.details ?? {}),
    nowIso(),
  );
};
