import { useState } from 'react';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifyServerSuccess, notifyUndoable } from '../../common/notify';
import { useOrderStatusLabel } from '../../components/OrderStatusBadge';
import { statusNeedsReason } from '../../lib/orderReasons';
import { isOrderStatus, statusOptionsFor, type OrderStatus } from '../../lib/orderStatus';
import {
  lineKey,
  changeOrderStatus,
  readLineAgain,
  undoStatusChange,
  type OrdersAudience,
} from './ordersSlice';
import { lineProductName, type OrderLineRow } from './orderRows';
import { StatusReasonModal, type StatusReason } from './StatusReasonModal';

interface OrderStatusSelectProps {
  row: Pick<OrderLineRow, 'orderId' | 'line'>;
  audience: OrdersAudience;
  /** Accessible name: which product of which order this control changes. */
  label: string;
  /**
   * After the server took a change or its undo, or refused one because the line had changed meanwhile: the
   * order detail reads the order again. Without it, a list's row is read again after such a refusal.
   */
  onChanged?: () => void;
}

const CONFLICT = 409;

type EndingStatus = Extract<OrderStatus, 'rejected' | 'canceled'>;

/**
 * The line's status dropdown. It always shows the stored status: a choice only takes effect when the
 * server accepts it, so a refused change leaves the row as it was (the client shows the server's message).
 * Rejecting or canceling asks to confirm and why first; confirming or shipping applies at once and can be
 * undone from its toast while the server allows it.
 */
export function OrderStatusSelect({ row, audience, label, onChanged }: OrderStatusSelectProps) {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const statusLabel = useOrderStatusLabel();
  const updating = useAppSelector((state) => state.orders.updating === lineKey(row.orderId, row.line._id));
  const [asking, setAsking] = useState<EndingStatus | null>(null);
  const current = row.line.status;
  const options = isOrderStatus(current) ? statusOptionsFor(audience, current) : [];

  const apply = async (next: OrderStatus, reason?: StatusReason) => {
    const result = await dispatch(
      changeOrderStatus({
        orderId: row.orderId,
        line: row.line,
        status: next,
        ...(reason ? { reason } : {}),
      }),
    );
    if (!changeOrderStatus.fulfilled.match(result)) {
      // Refused as a conflict: the line is not what the row shows any more. The server's message says why;
      // the row is read again so that it shows the line as it is now.
      if (result.payload?.status === CONFLICT) {
        setAsking(null);
        if (onChanged) onChanged();
        else void dispatch(readLineAgain({ orderId: row.orderId, lineId: row.line._id }));
      }
      return;
    }
    setAsking(null);
    onChanged?.();
    const { message, undo, line } = result.payload;
    if (!undo) {
      notifyServerSuccess(message, 'orders.updated');
      return;
    }
    notifyUndoable(message, 'orders.updated', {
      until: undo.until,
      onUndo: () =>
        void dispatch(undoStatusChange({ orderId: row.orderId, line })).then((undone) => {
          if (!undoStatusChange.fulfilled.match(undone)) return;
          notifyServerSuccess(undone.payload.message, 'orders.undone');
          onChanged?.();
        }),
    });
  };

  const change = (next: string) => {
    if (!isOrderStatus(next) || next === current) return;
    if (statusNeedsReason(next)) setAsking(next as EndingStatus);
    else void apply(next);
  };

  return (
    <>
      <select
        className="form-select form-select-sm order-status-select"
        aria-label={label}
        value={current}
        disabled={updating || !options.some((option) => !option.disabled && option.value !== current)}
        aria-busy={updating}
        onChange={(event) => change(event.target.value)}
        onClick={(event) => event.stopPropagation()}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {statusLabel(option.value)}
          </option>
        ))}
      </select>
      {asking && (
        <StatusReasonModal
          status={asking}
          product={lineProductName(row.line, language)}
          order={row.line.order_ref_id}
          busy={updating}
          onConfirm={(reason) => void apply(asking, reason)}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
