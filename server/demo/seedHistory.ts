/**
 * How each demo line reached its status, replayed once into the two records of a change the API writes: the
 * wallet and ledger (server/wallet/rules.ts) and the audit log the order timeline reads (server/orders/timeline.ts).
 */
import type { Insertable } from 'kysely';
import { ORDER_REASON_CODES, type OrderReasonCode } from '../../src/lib/orderReasons';
import type { OrderStatus } from '../../src/lib/orderStatus';
import { lineAmount, walletMove, type WalletMove } from '../wallet/rules';
import type { Db } from '../db/database';
import type { AuditLogTable } from '../db/schema';
import { DEMO_IDS } from './seedData';
import { insertRows } from '../db/insertRows';
import type { LineSeed } from './seedOrders';
import { iso } from './seedRandom';

/** How a seeded line reached its status; a returned line was delivered first. */
const HISTORY: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  shipped: ['confirmed', 'shipped'],
  delivered: ['confirmed', 'shipped', 'delivered'],
  returned: ['confirmed', 'shipped', 'delivered', 'returned'],
  canceled: ['canceled'],
  rejected: ['rejected'],
};

type Step = { from: OrderStatus; to: OrderStatus; at: number; move: WalletMove };

/**
 * The steps of a line with their times. The last happened at the line's update and a delivery followed by a
 * return halfway to it (the ledger has always used those two); the steps between are spread evenly after the
 * order was placed, so the timeline reads in the order things happened.
 */
const stepsOf = (line: LineSeed): Step[] => {
  const statuses = HISTORY[line.status];
  const anchors = statuses.map((status, index) => {
    if (index === statuses.length - 1) return line.updated;
    return status === 'delivered' ? Math.floor((line.orderCreated + line.updated) / 2) : null;
  });
  const amount = lineAmount(line);
  let previousAt = line.orderCreated;
  let previousIndex = -1;
  let from: OrderStatus = 'pending';
  return statuses.map((to, index) => {
    const nextIndex = anchors.findIndex((anchor, position) => position >= index && anchor !== null);
    const nextAt = anchors[nextIndex] as number;
    const at =
      anchors[index] ??
      previousAt +
        Math.floor(((nextAt - previousAt) * (index - previousIndex)) / (nextIndex - previousIndex));
    if (anchors[index] !== null) {
      previousAt = at;
      previousIndex = index;
    }
    const step = { from, to, at, move: walletMove(from, to, amount) };
    from = to;
    return step;
  });
};

type LedgerEvent = { at: number; type: 'CR' | 'DR'; net: number; line: LineSeed };

/** Balances and ledger: each line's history replayed through the wallet rule (server/wallet/rules.ts). */
export const insertWallet = async (
  db: Db,
  sellerId: string,
  lines: LineSeed[],
  nextTxId: () => string,
): Promise<void> => {
  const events: LedgerEvent[] = [];
  let total = 0;
  for (const line of lines) {
    for (const { at, move } of stepsOf(line)) {
      total += move.total;
      if (move.entry) events.push({ at, type: move.entry, net: move.net, line });
    }
  }
  // Credits before debits at the same time.
  events.sort((a, b) => a.at - b.at || (a.type === 'CR' ? -1 : 1));
  let net = 0;
  const ledger = events.map((event) => {
    net += event.net;
    return {
      id: nextTxId(),
      user_id: sellerId,
      product_id: event.line.product.id,
      order_ref_id: event.line.orderRef,
      type: event.type,
      amount: lineAmount(event.line),
      balance_after: net,
      transaction_time: iso(event.at),
    };
  });
  await insertRows(db, 'transactions', ledger);
  await db
    .updateTable('wallets')
    .set({ net_balance: net, total_balance: total })
    .where('user_id', '=', sellerId)
    .execute();
};

/** Who makes each change (src/lib/orderStatus.ts ACTOR_TARGETS): the seller answers, the admin runs the rest. */
const actorOf = (line: LineSeed, to: OrderStatus): string =>
  to === 'confirmed' || to === 'rejected' ? line.product.sellerId : DEMO_IDS.admin;

/** Reasons as sellers and sourcing give them: a rejection is about the goods, a cancellation about the deal. */
const SEED_REASONS: Record<'rejected' | 'canceled', readonly OrderReasonCode[]> = {
  rejected: ['out_of_stock', 'price_changed', 'cannot_deliver_in_time'],
  canceled: ['buyer_request', 'suspected_fraud', 'other'],
};

const OTHER_TEXT = 'طلب المشتري تغيير عنوان التسليم بعد الشحن';

const reasonOf = (to: OrderStatus, n: number) => {
  if (to !== 'rejected' && to !== 'canceled') return undefined;
  const codes = SEED_REASONS[to];
  const code = codes[n % codes.length] as OrderReasonCode;
  if (!ORDER_REASON_CODES.includes(code)) throw new Error(`unknown reason ${code}`);
  return { code, text: code === 'other' ? OTHER_TEXT : null };
};

/**
 * The audit rows of every demo change, as the status change writes them (server/orders/statusChange.ts, through
 * writeAudit of server/lib/audit.ts, which adds the order's reference to a line's details), so a seeded
 * delivered line shows pending → confirmed → shipped → delivered in its order's timeline.
 */
export const insertStatusHistory = async (
  db: Db,
  lines: LineSeed[],
  nextAuditId: () => string,
): Promise<void> => {
  const rows: Insertable<AuditLogTable>[] = [];
  lines.forEach((line, n) => {
    for (const { from, to, at, move } of stepsOf(line)) {
      const reason = reasonOf(to, n);
      rows.push({
        id: nextAuditId(),
        actor_id: actorOf(line, to),
        action: 'order_line.status',
        target_type: 'order_line',
        target_id: line.id,
        details: JSON.stringify({
          from,
          to,
          ...(reason ? { reason } : {}),
          wallet: move,
          order_ref_id: line.orderRef,
        }),
        created_at: iso(at),
      });
    }
  });
  await insertRows(db, 'audit_log', rows);
};
