import { sql } from 'kysely';
import type { Db } from '../db/database';
import { insertRows } from '../db/insertRows';
import type { NotificationRow } from '../db/schema';

const COLUMNS = [
  'id',
  'user_id',
  'object_type',
  'message_en',
  'message_ar',
  'read',
  'object',
  'created_at',
] as const satisfies readonly (keyof NotificationRow)[];

/** Newest first, every object type. */
export const listNotifications = async (db: Db, userId: string, limit: number): Promise<NotificationRow[]> =>
  db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(limit)
    .execute();

/** Marks the user's notification read; false when the user has no such notification. */
export const markRead = async (db: Db, id: string, userId: string): Promise<boolean> => {
  const result = await db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** Marks every unread notification of the user read; answers how many were unread. */
export const markAllRead = async (db: Db, userId: string): Promise<number> => {
  const result = await db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('user_id', '=', userId)
    .where('read', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

export const findNotification = async (db: Db, id: string): Promise<NotificationRow | undefined> =>
  db.selectFrom('notifications').select(COLUMNS).where('id', '=', id).executeTakeFirst();

/** Writes notifications, many rows to a statement (a review of many products notifies many sellers). */
export const writeNotifications = async (db: Db, rows: readonly NotificationRow[]): Promise<void> =>
  insertRows(db, 'notifications', rows);
