/**
 * The insight's sums made again from the lines themselves: when a database gets the tables (a migration) and
 * after the demo's history is written. Each line counts as placed, then each move it went through at the time
 * the audit log recorded it (the latest change to that status), and each return case's units when its goods
 * came back; a line with no recorded change counts its moves at its last change.
 */
import { sql } from 'kysely';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { rowsOf, type Db } from '../db/database';
import { nowIso } from '../lib/ids';
import { STATUS_ACTIONS } from '../orders/queries';
import {
  addSalesDeltas,
  historyDeltas,
  placedDelta,
  returnedDelta,
  type CountedLine,
  type LineMoments,
  type SalesDelta,
} from './rollups';

/** Lines read and counted at a time. */
const BATCH = 5_000;

type LineRow = CountedLine & { id: string; rowid: number; status: OrderStatus; updated_at: string };

const momentsOf = async (db: Db, ids: readonly string[]): Promise<Map<string, LineMoments>> => {
  const moments = new Map<string, LineMoments>();
  if (ids.length === 0) return moments;
  const changes = await db
    .selectFrom('audit_log')
    .select(['target_id', 'details', 'created_at'])
    .where('target_type', '=', 'order_line')
    .where('action', '=', STATUS_ACTIONS.changed)
    .where('target_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  for (const change of changes) {
    if (change.target_id === null) continue;
    const to = (JSON.parse(change.details) as { to?: string }).to;
    const line = moments.get(change.target_id) ?? { shipped: null, delivered: null, returned: null };
    if (to === 'shipped' || to === 'delivered' || to === 'returned') line[to] = change.created_at;
    moments.set(change.target_id, line);
  }
  return moments;
};

export const rebuildSalesSums = async (db: Db): Promise<void> => {
  for (const table of [
    'seller_sales_days',
    'market_sales_days',
    'product_sales_days',
    'product_sales_months',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
  const at = nowIso();
  const countedOrders = new Set<string>();
  for (let after = -1; ;) {
    const lines = await rowsOf(
      db,
      sql<LineRow>`SELECT id, rowid, order_id, seller_id, product_id, quantity, price, returned_quantity, ship_by,
        ordered_at, status, updated_at FROM order_lines WHERE rowid > ${after} ORDER BY rowid LIMIT ${BATCH}`,
    );
    if (lines.length === 0) break;
    after = Number(lines.at(-1)?.rowid);
    const moments = await momentsOf(
      db,
      lines.map((line) => line.id),
    );
    const deltas: SalesDelta[] = [];
    const delivered = new Map<string, LineRow>();
    for (const line of lines) {
      const orderSeller = `${line.order_id} ${line.seller_id}`;
      deltas.push(placedDelta(line, !countedOrders.has(orderSeller), at));
      countedOrders.add(orderSeller);
      const recorded = moments.get(line.id) ?? null;
      const history = historyDeltas(line, recorded);
      deltas.push(...history);
      if (history.some((delta) => delta.product)) delivered.set(line.id, line);
    }
    if (delivered.size > 0) {
      const cases = await db
        .selectFrom('return_cases')
        .select(['line_id', 'quantity', 'delivered_at'])
        .where('line_id', 'in', [...delivered.keys()])
        .where('delivered_at', 'is not', null)
        .execute();
      for (const returned of cases) {
        const line = delivered.get(returned.line_id);
        if (line && returned.delivered_at)
          deltas.push(returnedDelta(line, returned.quantity, returned.delivered_at));
      }
    }
    await addSalesDeltas(db, deltas);
  }
};
