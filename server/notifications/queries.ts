import type { Database } from 'better-sqlite3';
import type { NotificationRow } from '../lib/serialize';

/** Newest first, every object type. */
export const listNotifications = (db: Database, userId: string, limit: number): NotificationRow[] =>
  db
    .prepare<[string, number], NotificationRow>(
      'SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?',
    )
    .all(userId, limit);

/** Marks the user's notification read; false when the user has no such notification. */
export const markRead = (db: Database, id: string, userId: string): boolean =>
  db.prepare('UPDATE notifications SET read = 1 WHERE id = ? AND user_id = ?').run(id, userId).changes > 0;

/** Marks every unread notification of the user read; answers how many were unread. */
export const markAllRead = (db: Database, userId: string): number =>
  db.prepare('UPDATE notifications SET read = 1 WHERE user_id = ? AND read = 0').run(userId).changes;

export const findNotification = (db: Database, id: string): NotificationRow | undefined =>
  db.prepare<[string], NotificationRow>('SELECT * FROM notifications WHERE id = ?').get(id);

/** Writes notifications with one prepared statement (the seed writes many). */
export const notificationWriter = (db: Database) => {
  const insert = db.prepare(
    `INSERT INTO notifications (id, user_id, object_type, message_en, message_ar, read, object, created_at)
     VALUES (@id, @user_id, @object_type, @message_en, @message_ar, @read, @object, @created_at)`,
  );
  return (row: NotificationRow): void => {
    insert.run(row);
  };
};
