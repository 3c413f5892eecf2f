import type { Database } from 'better-sqlite3';

/**
 * Order notifications named their order by reference only; the app opens an order by id, so the older ones get
 * the id of the order their reference names (a reference that names no order is left as it was).
 */
export const addOrderIdsToNotifications = (db: Database): number =>
  db
    .prepare(
      `UPDATE notifications
       SET object = json_set(object, '$._id',
         (SELECT id FROM orders WHERE order_ref_id = json_extract(notifications.object, '$.order_ref_id')))
       WHERE object_type = 'order' AND json_valid(object) AND json_extract(object, '$._id') IS NULL
         AND EXISTS (SELECT 1 FROM orders WHERE order_ref_id = json_extract(notifications.object, '$.order_ref_id'))`,
    )
    .run().changes;
