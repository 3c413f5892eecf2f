import { useTranslation } from 'react-i18next';
import { useOrderStatusLabel } from '../../components/OrderStatusBadge';
import { PageTitle } from '../../components/PageTitle';
import { DataTable } from '../../components/table/DataTable';
import { FilterTabs } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { ORDERS_FILTERS } from './orderRows';
import { useOrdersColumns } from './ordersColumns';
import { lineKey, type OrdersAudience } from './ordersSlice';
import { useOrdersList } from './useOrdersList';

/** The orders screen of SPEC.md §2, shared by the seller (/store/orders) and the admin (/admin/orders). */
export function OrdersScreen({ audience }: { audience: OrdersAudience }) {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const list = useOrdersList(audience);
  const { columns, renderCard } = useOrdersColumns(audience);

  const title = t(audience === 'admin' ? 'orders.adminTitle' : 'orders.sellerTitle');
  const tabOptions = ORDERS_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t('orders.all') : statusLabel(value),
  }));

  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <FilterTabs label={t('orders.filterLabel')} options={tabOptions} {...list.tabs} />
      <SearchBox label={t('orders.searchLabel')} {...list.searchBox} />
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
