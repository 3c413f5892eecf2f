import { isOrderStatus, type OrderStatus } from '../../src/lib/orderStatus';
import type { Bilingual } from '../lib/errors';
import { parseJson } from '../lib/json';
import { reasonLabel } from './messages';
import { STATUS_ACTIONS, type LineJoinRow, type OrderWithBuyerRow, type StatusAuditRow } from './queries';

export type TimelineEntry = {
  line_id: string;
  product_id: string;
  product_name: Bilingual;
  at: string;
  actor: { _id: string; name: string } | null;
  /** null: the line was created (the buyer placed the order). */
  from: OrderStatus | null;
  to: OrderStatus;
  reason: { code: string; label: Bilingual; text: string | null } | null;
  /** Taken back by its author (server/orders/undo.ts); the undo itself is not an entry of its own. */
  undone: boolean;
};

const reasonOf = (value: unknown): TimelineEntry['reason'] => {
  if (!value || typeof value !== 'object') return null;
  const { code, text } = value as Record<string, unknown>;
  if (typeof code !== 'string') return null;
  return { code, label: reasonLabel(code), text: typeof text === 'string' && text ? text : null };
};

/**
 * The history of the given lines of an order, oldest first: each line's creation, then every status change
 * the audit log holds for it. A change that was undone stays, marked `undone`, so the seller sees what happened;
 * the line's current status is then that change's `from`.
 */
export const buildTimeline = (
  order: OrderWithBuyerRow,
  lines: readonly LineJoinRow[],
  history: readonly StatusAuditRow[],
): TimelineEntry[] => {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const undone = new Set(
    history
      .filter((row) => row.action === STATUS_ACTIONS.undone)
      .map((row) => parseJson<Record<string, unknown>>(row.details, {}).undone),
  );
  const about = (line: LineJoinRow) => ({
    line_id: line.id,
    product_id: line.product_id,
    product_name: { en: line.p_name_en, ar: line.p_name_ar },
  });
  const buyer = order.b_id && order.b_name !== null ? { _id: order.b_id, name: order.b_name } : null;
  const created: TimelineEntry[] = lines.map((line) => ({
    ...about(line),
    at: order.created_at,
    actor: buyer,
    from: null,
    to: 'pending',
    reason: null,
    undone: false,
  }));
  const changes: TimelineEntry[] = [];
  for (const row of history) {
    const line = byId.get(row.target_id);
    if (row.action !== STATUS_ACTIONS.changed || !line) continue;
    const details = parseJson<Record<string, unknown>>(row.details, {});
    if (!isOrderStatus(details.from) || !isOrderStatus(details.to)) continue;
    changes.push({
      ...about(line),
      at: row.created_at,
      actor: row.actor_id && row.actor_name !== null ? { _id: row.actor_id, name: row.actor_name } : null,
      from: details.from,
      to: details.to,
      reason: reasonOf(details.reason),
      undone: undone.has(row.id),
    });
  }
  // Sorting is stable: at the same instant a creation stays before a change, and changes keep the log's order.
  return [...created, ...changes].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
};
