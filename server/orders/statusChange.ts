import type { FastifyInstance } from 'fastify';
import { REASON_CODE_NEEDING_TEXT, statusNeedsReason } from '../../src/lib/orderReasons';
import {
  canActorSet,
  isAllowedTransition,
  type OrderActor,
  type OrderStatus,
} from '../../src/lib/orderStatus';
import type { Db } from '../db/database';
import { writeAudit } from '../lib/audit';
import { ApiError, filledIn, type Bilingual } from '../lib/errors';
import { newId, nowIso } from '../lib/ids';
import { toLE } from '../lib/money';
import { notificationBus } from '../lib/notificationBus';
import type { NotificationRow, OrderLineRow } from '../db/schema';
import { toNotification } from '../lib/serialize';
import { writeNotifications } from '../notifications/queries';
import { RETURN_MESSAGES } from '../returns/messages';
import { openCaseOf } from '../returns/queries';
import { recordWalletMove } from '../wallet/queries';
import { lineAmount, walletMove, type WalletMove } from '../wallet/rules';
import { ORDERS_MESSAGES as M, type StoredReason } from './messages';
import { findLine, setLineStatus, STATUS_ACTIONS, toApiLine, type LineJoinRow } from './queries';
import type { ReasonBody, StatusChangeBody } from './schemas';

/** What its author may take back for a short while: a confirm or a ship (ORDER_UNDO_LIMIT_SECONDS). */
export const UNDOABLE_STATUSES: readonly OrderStatus[] = ['confirmed', 'shipped'];

export const productNames = (row: LineJoinRow): Bilingual => ({ en: row.p_name_en, ar: row.p_name_ar });

/**
 * The seller's notification about one of their lines, with the line as the app shows it; the object names the
 * order by id as well as by reference, so the app can open it.
 */
export const lineNotification = (row: LineJoinRow, at: string, message: Bilingual): NotificationRow =>
  linesNotification([row], at, message);

/** One notification about several lines of one seller in one order (a bulk action), each as the app shows it. */
export const linesNotification = (
  rows: readonly LineJoinRow[],
  at: string,
  message: Bilingual,
): NotificationRow => {
  const [row] = rows;
  if (!row) throw new Error('a notification names at least one line');
  return {
    id: newId(),
    user_id: row.seller_id,
    object_type: 'order',
    message_en: message.en,
    message_ar: message.ar,
    read: 0,
    object: JSON.stringify({
      _id: row.order_id,
      order_ref_id: row.o_ref,
      product: rows.map((line) => ({
        status: line.status,
        quantity: line.quantity,
        order_ref_id: line.o_ref,
        data: {
          _id: line.product_id,
          en: { name: line.p_name_en },
          ar: { name: line.p_name_ar },
          listing_price: toLE(line.price),
          updatedAt: at,
        },
      })),
    }),
    created_at: at,
  };
};

/**
 * The reason of a change to a status that needs one (src/lib/orderReasons.ts), or null for the others (a reason
 * sent with a confirm says nothing and is not kept). A missing reason, or "other" without words, is refused
 * like a schema's refusal: `fields` names the input to fix.
 */
export const reasonFor = (to: OrderStatus, sent: ReasonBody | undefined): StoredReason | null => {
  if (!statusNeedsReason(to)) return null;
  if (!sent) throw new ApiError(400, M.reasonRequired(to), { 'reason.code': M.chooseReason });
  const words = sent.text?.trim() ?? '';
  if (sent.code === REASON_CODE_NEEDING_TEXT && !words) {
    throw new ApiError(400, M.reasonTextRequired, { 'reason.text': M.describeReason });
  }
  return { code: sent.code, text: words || null };
};

/** Until when the change just made may be undone by its author, or null when it cannot be (server/orders/undo.ts). */
const undoWindow = (app: FastifyInstance, to: OrderStatus, at: string) => {
  const seconds = app.settings.orderUndoSeconds;
  if (!UNDOABLE_STATUSES.includes(to) || seconds <= 0) return null;
  return { until: new Date(Date.parse(at) + seconds * 1000).toISOString() };
};

/** A call about one order line: the line its address and body name, who calls, and who they are for it. */
export interface LineChange<Body> {
  orderId: string;
  body: Body;
  actorId: string;
  actorsOf: (line: OrderLineRow) => OrderActor[];
}

/**
 * Sets a line's status with everything that follows from it, in the caller's transaction: the wallet move
 * (and its ledger entry, if any), the seller's notification and the audit row that keeps the move, so a
 * change and its undo are written the same way. A line changed by someone else since `row` was read is
 * refused (409), and the caller's transaction rolls back.
 */
export async function applyLineStatus(
  db: Db,
  change: {
    row: LineJoinRow;
    to: OrderStatus;
    move: WalletMove;
    message: Bilingual;
    actorId: string;
    action: string;
    details: Record<string, unknown>;
    /** False when the caller tells the seller itself (a bulk action: one notification per order). */
    notify?: boolean;
  },
) {
  const { row, to, move } = change;
  const at = nowIso();
  if (!(await setLineStatus(db, row, to, at))) throw new ApiError(409, M.changedMeanwhile);
  const amount = lineAmount(row);
  await recordWalletMove(
    db,
    { sellerId: row.seller_id, productId: row.product_id, orderRef: row.o_ref, amount },
    move,
    at,
  );
  const updated: LineJoinRow = { ...row, status: to, updated_at: at };
  // The seller hears of what others do to their lines, not of their own confirm or undo.
  const told = change.notify !== false && change.actorId !== row.seller_id;
  const notification = told ? lineNotification(updated, at, change.message) : null;
  if (notification) await writeNotifications(db, [notification]);
  await writeAudit(db, {
    actorId: change.actorId,
    action: change.action,
    targetType: 'order_line',
    targetId: row.id,
    orderRef: row.o_ref,
    details: { ...change.details, wallet: move },
    at,
  });
  return { updated, notification, at };
}

/**
 * One status change: checks, line update, wallet and ledger, the seller's notification and the audit entry,
 * all in one transaction; the notification is pushed to open streams only once it is committed. `actorsOf`
 * says who the caller is for the line found; nobody (an empty list) answers 404, as if it did not exist.
 */
export const changeLineStatus = async (app: FastifyInstance, change: LineChange<StatusChangeBody>) => {
  const { db } = app;
  const { orderId, body, actorId, actorsOf } = change;
  const to = body.status;
  const result = await db.transaction().execute(async (trx) => {
    const row = await findLine(trx, orderId, body.product_id);
    if (!row || (body.order_ref_id && body.order_ref_id !== row.o_ref)) {
      throw new ApiError(404, M.lineNotFound);
    }
    const actors = actorsOf(row);
    if (actors.length === 0) throw new ApiError(404, M.lineNotFound);
    const from = row.status;
    if (from === to) throw new ApiError(409, M.sameStatus(from));
    if (!isAllowedTransition(from, to)) throw new ApiError(409, M.notAllowed(from, to));
    if (!actors.some((actor) => canActorSet(actor, from, to))) throw new ApiError(409, M.notYourRole(to));
    if (to === 'returned') await refuseReturnBesideCases(trx, row);
    const reason = reasonFor(to, body.reason);

    // The move is kept with the change so an undo reverses exactly what was applied (server/orders/undo.ts).
    const { updated, notification, at } = await applyLineStatus(trx, {
      row,
      to,
      move: walletMove(from, to, lineAmount(row)),
      message: M.notification(row.o_ref, productNames(row), to, reason),
      actorId,
      action: STATUS_ACTIONS.changed,
      details: { from, to, ...(reason ? { reason } : {}) },
    });
    return { line: toApiLine(updated), notification, at };
  });
  if (result.notification) {
    notificationBus(db).publish(result.notification.user_id, toNotification(result.notification));
  }
  return { success: true, data: result.line, message: M.updated, undo: undoWindow(app, to, result.at) };
};

/**
 * A line a return case holds, or that came back in part through one, is returned through its cases only: setting
 * it `returned` directly would refund units the cases refund (or will) a second time.
 */
const refuseReturnBesideCases = async (db: Db, row: LineJoinRow): Promise<void> => {
  const open = await openCaseOf(db, row.id);
  if (open) throw new ApiError(409, filledIn(RETURN_MESSAGES.openCaseOnLine, { reference: open }));
  if (row.returned_quantity > 0) throw new ApiError(409, RETURN_MESSAGES.partlyReturned);
};
