import type { FastifyInstance } from 'fastify';
import { isOrderStatus } from '../../src/lib/orderStatus';
import { ApiError } from '../lib/errors';
import { notificationBus } from '../lib/notificationBus';
import { parseJson } from '../lib/json';
import { toNotification } from '../lib/serialize';
import { lineAmount, reverseMove, storedMove, walletMove } from '../wallet/rules';
import { ORDERS_MESSAGES as M } from './messages';
import { findLine, lastStatusRows, STATUS_ACTIONS, toApiLine } from './queries';
import type { UndoBody } from './schemas';
import { applyLineStatus, productNames, UNDOABLE_STATUSES, type LineChange } from './statusChange';

/**
 * Takes back the line's last status change, in one transaction, if and only if it was a confirm or a ship made
 * by the caller less than ORDER_UNDO_LIMIT_SECONDS ago and nothing changed the line since (an undo counts as a
 * change, so a change is undone once). The wallet move the change applied is reversed exactly, the change's
 * audit row is answered by an 'order_line.status_undone' row naming it, and the seller is told. Who may not see
 * the line gets 404, as for a status change.
 */
export const undoLastChange = async (app: FastifyInstance, request: LineChange<UndoBody>) => {
  const { db } = app;
  const { orderId, body, actorId, actorsOf } = request;
  const result = await db.transaction().execute(async (trx) => {
    const row = await findLine(trx, orderId, body.product_id);
    if (!row || (body.order_ref_id && body.order_ref_id !== row.o_ref) || actorsOf(row).length === 0) {
      throw new ApiError(404, M.lineNotFound);
    }
    const { last, lastByActor: change } = await lastStatusRows(trx, row.id, actorId);
    if (!change) throw new ApiError(409, M.undoNotYours);
    if (last?.id !== change.id) throw new ApiError(409, M.undoChangedSince);
    const details = parseJson<Record<string, unknown>>(change.details, {});
    const { from, to } = details;
    if (!isOrderStatus(from) || !isOrderStatus(to) || !UNDOABLE_STATUSES.includes(to)) {
      throw new ApiError(409, M.undoNotUndoable);
    }
    // A change that did not go through the API (no audit row of its own) still counts as one.
    if (row.status !== to || row.updated_at !== change.created_at)
      throw new ApiError(409, M.undoChangedSince);
    const elapsedMs = Date.now() - Date.parse(change.created_at);
    if (!(elapsedMs < app.settings.orderUndoSeconds * 1000)) throw new ApiError(409, M.undoExpired);

    const { updated, notification } = await applyLineStatus(trx, {
      row,
      to: from,
      move: reverseMove(storedMove(details.wallet) ?? walletMove(from, to, lineAmount(row))),
      message: M.undoNotification(row.o_ref, productNames(row), to, from),
      actorId,
      action: STATUS_ACTIONS.undone,
      details: { undone: change.id, from: to, to: from },
    });
    return { line: toApiLine(updated), notification };
  });
  if (result.notification) {
    notificationBus(db).publish(result.notification.user_id, toNotification(result.notification));
  }
  return { success: true, data: result.line, message: M.undone };
};
