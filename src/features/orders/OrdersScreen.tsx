import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { useOrderStatusLabel } from '../../components/OrderStatusBadge';
import { PageTitle } from '../../components/PageTitle';
import { DataTable } from '../../components/table/DataTable';
import { FilterTabs } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { formatNumber } from '../../i18n/format';
import { OrderFilters } from './OrderFilters';
import { ORDERS_FILTERS } from './orderRows';
import { useOrdersColumns } from './ordersColumns';
import { lineKey, type OrdersAudience } from './ordersSlice';
import { useOrdersList } from './useOrdersList';

/**
 * The orders screen, shared by the seller (/store/orders) and the admin (/admin/orders): status tabs with how
 * many lines each holds for the search and filters, a search by product, order reference, buyer name or phone,
 * the filters, and one row per line.
 */
export function OrdersScreen({ audience }: { audience: OrdersAudience }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const statusLabel = useOrderStatusLabel();
  const list = useOrdersList(audience);
  const { columns, renderCard } = useOrdersColumns(audience);

  const title = t(audience === 'admin' ? 'orders.adminTitle' : 'orders.sellerTitle');
  const counted = (count: number | undefined) => {
    if (count === undefined) return '';
    return count > list.countLimit
      ? t('orders.tabCountAtLeast', { count: formatNumber(list.countLimit, language) })
      : t('orders.tabCount', { count: formatNumber(count, language) });
  };
  const tabOptions = ORDERS_FILTERS.map((value) => {
    const label = value === 'all' ? t('orders.all') : statusLabel(value);
    const count = list.statusCounts?.[value];
    return { value, label: count === undefined ? label : `${label} ${counted(count)}` };
  });

  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <FilterTabs label={t('orders.filterLabel')} options={tabOptions} {...list.tabs} />
      <SearchBox label={t('orders.searchLabel')} {...list.searchBox} />
      <OrderFilters audience={audience} filters={list.query.filters} onChange={list.setFilters} />
      <DataTable
        caption={title}
        columns={columns}
        rows={list.rows}
        rowId={(row) => lineKey(row.orderId, row.line._id)}
        loading={list.loading}
        expectedRows={list.query.rowsPerPage}
        renderCard={renderCard}
      />
      <Pagination {...list.paginationProps} />
    </section>
  );
}
