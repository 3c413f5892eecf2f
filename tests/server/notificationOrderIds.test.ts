import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION, migrateSqlite } from '../../server/db/migrations';

const NOW = '2026-01-01T00:00:00.000Z';

/** A database as the release before order ids in notifications and delivery addresses left it. */
async function olderDatabase() {
  const db = new Database(':memory:');
  // The orders table as it first shipped, without delivery_address.
  db.exec(`CREATE TABLE orders (id TEXT PRIMARY KEY, order_ref_id TEXT NOT NULL UNIQUE, buyer_id TEXT,
    created_at TEXT NOT NULL)`);
  await migrateSqlite(db);
  db.pragma('user_version = 2');
  db.prepare(
    "INSERT INTO users (_id, ref_id, name, phone_number, password_hash, created_at, updated_at) VALUES ('u', 'u', 'S', '010', 'x', ?, ?)",
  ).run(NOW, NOW);
  db.prepare('INSERT INTO orders (id, order_ref_id, buyer_id, created_at) VALUES (?, ?, NULL, ?)').run(
    'o1',
    'ORD-1',
    NOW,
  );
  const notification = db.prepare(
    `INSERT INTO notifications (id, user_id, object_type, message_en, message_ar, object, created_at)
     VALUES (?, 'u', ?, 'm', 'م', ?, ?)`,
  );
  notification.run('n1', 'order', JSON.stringify({ order_ref_id: 'ORD-1', product: [] }), NOW);
  notification.run('n2', 'order', JSON.stringify({ order_ref_id: 'ORD-GONE', product: [] }), NOW);
  notification.run('n3', 'product', JSON.stringify({ product: [{ _id: 'p' }] }), NOW);
  return db;
}

const objectOf = (db: Database.Database, id: string) =>
  JSON.parse(
    (db.prepare('SELECT object FROM notifications WHERE id = ?').get(id) as { object: string }).object,
  );

describe('opening a database from before order ids in notifications', () => {
  it('adds the delivery address column and names each order notification’s order by id', async () => {
    const db = await olderDatabase();
    const columns = () =>
      (db.prepare('PRAGMA table_info(orders)').all() as { name: string }[]).map((c) => c.name);
    expect(columns()).toContain('delivery_address');
    await migrateSqlite(db);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    expect(objectOf(db, 'n1')).toEqual({ _id: 'o1', order_ref_id: 'ORD-1', product: [] });
    // A reference that names no order, and notifications about something else, are left as they were.
    expect(objectOf(db, 'n2')).toEqual({ order_ref_id: 'ORD-GONE', product: [] });
    expect(objectOf(db, 'n3')).toEqual({ product: [{ _id: 'p' }] });
    expect(db.prepare("SELECT delivery_address FROM orders WHERE id = 'o1'").get()).toEqual({
      delivery_address: null,
    });
  });
});
