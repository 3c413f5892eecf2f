import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notifySuccess } from '../../app/notify';
import { useOrderStatusLabel } from '../../components/OrderStatusBadge';
import { isOrderStatus, statusOptionsFor } from '../../lib/orderStatus';
import { lineKey, changeOrderStatus, type OrdersAudience } from './ordersSlice';
import type { OrderLineRow } from './orderRows';

interface OrderStatusSelectProps {
  row: OrderLineRow;
  audience: OrdersAudience;
  /** Accessible name: which product of which order this control changes. */
  label: string;
}

/**
 * The line's status dropdown. It always shows the stored status: a choice only takes effect when the
 * server accepts it, so a refused change leaves the row as it was (the client shows the server's message).
 */
export function OrderStatusSelect({ row, audience, label }: OrderStatusSelectProps) {
  const dispatch = useAppDispatch();
  const statusLabel = useOrderStatusLabel();
  const updating = useAppSelector((state) => state.orders.updating === lineKey(row.orderId, row.line._id));
  const current = row.line.status;
  const options = isOrderStatus(current) ? statusOptionsFor(audience, current) : [];

  const change = async (next: string) => {
    if (!isOrderStatus(next) || next === current) return;
    const result = await dispatch(changeOrderStatus({ orderId: row.orderId, line: row.line, status: next }));
    if (changeOrderStatus.fulfilled.match(result)) notifySuccess('orders.updated');
  };

  return (
    <select
      className="form-select form-select-sm order-status-select"
      aria-label={label}
      value={current}
      disabled={updating || !options.some((option) => !option.disabled && option.value !== current)}
      aria-busy={updating}
      onChange={(event) => void change(event.target.value)}
      onClick={(event) => event.stopPropagation()}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {statusLabel(option.value)}
        </option>
      ))}
    </select>
  );
}
