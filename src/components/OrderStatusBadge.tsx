import { useTranslation } from '../i18n/useTranslation';
import { statusTone } from '../lib/orderStatus';
import { StatusBadge } from './StatusBadge';

/** The translated label of an order-line status; a status this app does not know shows its raw value. */
export function useOrderStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  return (status) => t(`orders.status.${status}`, { defaultValue: status });
}

/** An order-line status in its label colour (docs/orders.md), always with its text. */
export function OrderStatusBadge({ status }: { status: string }) {
  const label = useOrderStatusLabel();
  return <StatusBadge tone={statusTone(status)}>{label(status)}</StatusBadge>;
}
