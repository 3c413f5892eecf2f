import { useTranslation } from '../../i18n/useTranslation';
import { LabelledSelect } from '../../components/form/Select';
import { DateRange } from '../../components/table/DateRange';
import { SellerBox } from '../../components/table/SellerBox';
import { ORDER_DUE, ORDER_SORTS } from '../../lib/orderList';
import type { OrdersAudience } from './ordersSlice';
import type { OrderFilterName } from './useOrdersList';

interface OrderFiltersProps {
  audience: OrdersAudience;
  filters: Record<string, string>;
  /** Sets filters in one change of the address (a range's two ends may change at once). */
  onChange: (changes: Partial<Record<OrderFilterName, string>>) => void;
}

/**
 * An orders list's filters beside its search: for an admin a seller first, then the order days (an end before
 * the start is said under it and left out), the lines due today or overdue, and the order. Each lives in the
 * address, so a reload, back and forward and a shared link keep them.
 */
export function OrderFilters({ audience, filters, onChange }: OrderFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="row g-2 mb-1 align-items-end" role="group" aria-label={t('orders.filters.label')}>
      {audience === 'admin' && (
        <div className="col-12 col-lg-3 mb-3">
          <SellerBox applied={filters.seller ?? ''} onChange={(seller) => onChange({ seller })} />
        </div>
      )}
      <div className="col-12 col-lg-auto">
        <DateRange
          legend={t('orders.filters.days')}
          range={{ from: filters.from ?? '', to: filters.to ?? '' }}
          onChange={(range) => onChange(range)}
        />
      </div>
      <div className="col-6 col-md-3 col-lg-2 mb-3">
        <LabelledSelect
          label={t('orders.filters.due')}
          small
          className=""
          value={filters.due ?? ''}
          placeholder={t('orders.filters.anyDue')}
          options={ORDER_DUE.map((due) => ({ value: due, label: t(`orders.due.${due}`) }))}
          onChange={(due) => onChange({ due })}
        />
      </div>
      <div className="col-6 col-md-3 col-lg-2 mb-3">
        <LabelledSelect
          label={t('orders.filters.order')}
          small
          className=""
          value={filters.order || 'recent'}
          options={ORDER_SORTS.map((sort) => ({ value: sort, label: t(`orders.sorts.${sort}`) }))}
          onChange={(order) => onChange({ order: order === 'recent' ? '' : order })}
        />
      </div>
    </div>
  );
}
