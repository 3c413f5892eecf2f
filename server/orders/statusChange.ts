import type { FastifyInstance } from 'fastify';
import { canActorSet, isAllowedTransition, type OrderActor } from '../../src/lib/orderStatus';
import { writeAudit } from '../lib/audit';
import { ApiError } from '../lib/errors';
import { newId, nowIso } from '../lib/ids';
import { toLE } from '../lib/money';
import { notificationBus } from '../lib/notificationBus';
import { toNotification, type NotificationRow, type OrderLineRow } from '../lib/serialize';
import { notificationWriter } from '../notifications/queries';
import { recordWalletMove } from '../wallet/queries';
import { lineAmount, walletMove } from '../wallet/rules';
import { ORDERS_MESSAGES as M } from './messages';
import { findLine, setLineStatus, toApiLine, type LineJoinRow } from './queries';
import type { StatusChangeBody } from './schemas';

/** The seller's notification of a line's new status, with the line as the app shows it. */
const lineNotification = (row: LineJoinRow, at: string): NotificationRow => {
  const names = { en: row.p_name_en, ar: row.p_name_ar };
  const message = M.notification(row.o_ref, names, row.status);
  return {
    id: newId(),
    user_id: row.seller_id,
    object_type: 'order',
    message_en: message.en,
    message_ar: message.ar,
    read: 0,
    object: JSON.stringify({
      order_ref_id: row.o_ref,
      product: [
        {
          status: row.status,
          quantity: row.quantity,
          order_ref_id: row.o_ref,
          data: {
            _id: row.product_id,
            en: { name: names.en },
            ar: { name: names.ar },
            listing_price: toLE(row.price),
            updatedAt: at,
          },
        },
      ],
    }),
    created_at: at,
  };
};

/**
 * One status change: checks, line update, wallet and ledger, the seller's notification and the audit entry,
 * all in one transaction; the notification is pushed to open streams only once it is committed. `actorsOf`
 * says who the caller is for the line found; nobody (an empty list) answers 404, as if it did not exist.
 */
export const changeLineStatus = (
  app: FastifyInstance,
  change: {
    orderId: string;
    body: StatusChangeBody;
    actorId: string;
    actorsOf: (line: OrderLineRow) => OrderActor[];
  },
) => {
  const { db } = app;
  const { orderId, body, actorId, actorsOf } = change;
  const to = body.status;
  const result = db.transaction(() => {
    const row = findLine(db, orderId, body.product_id);
    if (!row || (body.order_ref_id && body.order_ref_id !== row.o_ref)) {
      throw new ApiError(404, M.lineNotFound);
    }
    const actors = actorsOf(row);
    if (actors.length === 0) throw new ApiError(404, M.lineNotFound);
    const from = row.status;
    if (from === to) throw new ApiError(409, M.sameStatus(from));
    if (!isAllowedTransition(from, to)) throw new ApiError(409, M.notAllowed(from, to));
    if (!actors.some((actor) => canActorSet(actor, from, to))) throw new ApiError(409, M.notYourRole(to));

    const at = nowIso();
    setLineStatus(db, row.id, to, at);
    const amount = lineAmount(row);
    recordWalletMove(
      db,
      { sellerId: row.seller_id, productId: row.product_id, orderRef: row.o_ref, amount },
      walletMove(from, to, amount),
      at,
    );
    const updated: LineJoinRow = { ...row, status: to, updated_at: at };
    const notification = lineNotification(updated, at);
    notificationWriter(db)(notification);
    writeAudit(db, {
      actorId,
      action: 'order_line.status',
      targetType: 'order_line',
      targetId: row.id,
      orderRef: row.o_ref,
      details: { from, to },
      at,
    });
    return { line: toApiLine(updated), notification };
  })();
  notificationBus(db).publish(result.notification.user_id, toNotification(result.notification));
  return { success: true, data: result.line, message: M.updated };
};
