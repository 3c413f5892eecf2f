import { sql } from 'kysely';
import { shipByDay } from '../../../src/lib/orderList';
import type { Db } from '../database';

/** Lines read per statement: a long order history migrates without holding it all in memory. */
const BATCH = 1000;

/**
 * Gives every existing order line what new lines get when they are written: its order's buyer and time, and the
 * day it must ship by from its product's handling days. Lines that already have them are left as they are.
 */
export async function copyOrderFactsToLines(db: Db): Promise<void> {
  await sql`UPDATE order_lines SET
      buyer_id = (SELECT o.buyer_id FROM orders o WHERE o.id = order_lines.order_id),
      ordered_at = (SELECT o.created_at FROM orders o WHERE o.id = order_lines.order_id)
    WHERE ordered_at IS NULL`.execute(db);
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('order_lines as l')
      .leftJoin('products as p', 'p.id', 'l.product_id')
      .select(['l.id', 'l.ordered_at', 'p.handling_time'])
      .where('l.id', '>', after)
      .where('l.ship_by', 'is', null)
      .orderBy('l.id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    for (const row of rows) {
      if (!row.ordered_at) continue;
      const shipBy = shipByDay(row.ordered_at, row.handling_time);
      await db.updateTable('order_lines').set({ ship_by: shipBy }).where('id', '=', row.id).execute();
    }
  }
}
