import type { Db } from '../db/database';
import { ApiError } from '../lib/errors';
import { toDeliveryAddress } from '../lib/deliveryAddress';
import { toLE } from '../lib/money';
import { lineAmount } from '../wallet/rules';
import { ORDERS_MESSAGES as M } from './messages';
import { findOrder, linesOfOrder, statusHistoryOf, toApiLine } from './queries';
import { buildTimeline } from './timeline';

/**
 * One order as its detail page shows it. `sellerId` limits it to that seller's lines (null: every line, for
 * admins and sourcing); an order with none of them answers 404 like a missing one, so a seller cannot learn
 * which references exist. `total` is the sum of the lines answered, in LE.
 */
export const orderDetail = async (db: Db, orderIdOrRef: string, sellerId: string | null) => {
  const order = await findOrder(db, orderIdOrRef);
  const rows = order ? await linesOfOrder(db, order.id, sellerId) : [];
  if (!order || rows.length === 0) throw new ApiError(404, M.orderNotFound);
  const history = await statusHistoryOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    _id: order.id,
    order_ref_id: order.order_ref_id,
    createdAt: order.created_at,
    buyer:
      order.b_id && order.b_name !== null
        ? { _id: order.b_id, name: order.b_name, phone_number: order.b_phone ?? '' }
        : null,
    delivery_address: toDeliveryAddress(order.delivery_address),
    product: rows.map(toApiLine),
    total: toLE(rows.reduce((sum, row) => sum + lineAmount(row), 0)),
    timeline: buildTimeline(order, rows, history),
  };
};
