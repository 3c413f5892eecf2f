import { useTranslation } from '../../i18n/useTranslation';
import type { OrderLine } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { formatCalendarDay } from '../../i18n/format';
import { AWAITING_SHIPMENT, marketToday, type OrderDue } from '../../lib/orderList';

/** Whether a line still to ship is due today or overdue (in Egypt's calendar); null once it left or when on time. */
export const dueOf = (
  line: Pick<OrderLine, 'status' | 'ship_by'>,
  today = marketToday(),
): OrderDue | null => {
  if (!line.ship_by || !AWAITING_SHIPMENT.includes(line.status)) return null;
  if (line.ship_by < today) return 'overdue';
  return line.ship_by === today ? 'today' : null;
};

/** A line's ship-by day, in the page's language (the month's short name, as a line's other dates), marked when it is due today or overdue. */
export function ShipBy({ line }: { line: Pick<OrderLine, 'status' | 'ship_by'> }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  if (!line.ship_by) return <span className="text-muted">—</span>;
  const due = dueOf(line);
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1">
      <span className="text-nowrap">{formatCalendarDay(line.ship_by, language, 'short')}</span>
      {due && (
        <span className={`badge ${due === 'overdue' ? 'text-bg-danger' : 'text-bg-warning'}`}>
          {t(`orders.due.${due}`)}
        </span>
      )}
    </span>
  );
}
