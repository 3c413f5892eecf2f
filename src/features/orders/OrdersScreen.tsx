import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { exportOrders } from '../../api/orders';
import { notifySuccess } from '../../common/notify';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { useOrderStatusLabel } from '../../components/OrderStatusBadge';
import { PageTitle } from '../../components/PageTitle';
import { DataTable } from '../../components/table/DataTable';
import { FilterTabs } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { useRowSelection } from '../../components/table/useRowSelection';
import { saveFile } from '../../lib/saveFile';
import { OrderBulkBar } from './OrderBulkBar';
import { formatNumber } from '../../i18n/format';
import { OrderFilters } from './OrderFilters';
import { ORDERS_FILTERS, type OrderLineRow } from './orderRows';
import { useOrdersColumns } from './ordersColumns';
import { lineKey, type OrdersAudience } from './ordersSlice';
import { lineProductName } from './orderRows';
import { orderSelection, useOrdersList } from './useOrdersList';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  const rowId = (row: OrderLineRow) => lineKey(row.orderId, row.line._id);
  const { selection, selectedIds, clear } = useRowSelection(list.rows, rowId, (row) =>
    lineProductName(row.line, language),
  );
  // "Every line matching this filter" holds for the filter it was chosen on only.
  const queryKey = JSON.stringify([list.query.tab, list.query.search, list.query.filters]);
  const [allMatchingFor, setAllMatchingFor] = useState<string | null>(null);
  const allMatching = allMatchingFor === queryKey;
  const [exporting, setExporting] = useState(false);
  const picked = list.rows.filter((row) => selectedIds.has(rowId(row)));
  const { sort: _sort, ...filter } = orderSelection(list.query);

  const download = async () => {
    setExporting(true);
    try {
      const bytes = await exportOrders({ ...orderSelection(list.query), lang: language });
      saveFile(bytes, `orders-${language}.xlsx`, XLSX);
      notifySuccess('orders.export.done');
    } catch {
      // Shown as a toast (too many lines to export: narrow the filter).
    } finally {
      setExporting(false);
    }
  };

  const title = t(audience === 'admin' ? 'orders.adminTitle' : 'orders.sellerTitle');
  // Past the limit the server stopped counting: "Delivered (1,000+)". Too many lines to count them per tab at all
  // (statusCounts null): no counts.
  const counted = (count: number) =>
    count > list.countLimit ? `${formatNumber(list.countLimit, language)}+` : formatNumber(count, language);
  const tabOptions = ORDERS_FILTERS.map((value) => {
    const label = value === 'all' ? t('orders.all') : statusLabel(value);
    if (list.statusCounts === null) return { value, label };
    const count = list.statusCounts?.[value];
    return { value, label, count: count === undefined ? null : counted(count) };
  });

  return (
    <section className="orders-screen">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <PageTitle>{title}</PageTitle>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={exporting}
          onClick={() => void download()}
        >
          {t('orders.export.button')}
        </button>
      </div>
      <FilterTabs label={t('orders.filterLabel')} options={tabOptions} {...list.tabs} />
      <SearchBox label={t('orders.searchLabel')} {...list.searchBox} />
      <OrderFilters audience={audience} filters={list.query.filters} onChange={list.setFilters} />
      {(picked.length > 0 || allMatching) && (
        <OrderBulkBar
          audience={audience}
          picked={picked.map((row) => ({ order_id: row.orderId, product_id: row.line.data._id }))}
          pickedOrders={[...new Set(picked.map((row) => row.orderId))]}
          matching={list.countIsLowerBound ? 0 : list.count}
          allMatching={allMatching}
          onAllMatchingChange={(all) => setAllMatchingFor(all ? queryKey : null)}
          filter={filter}
          onChanged={() => {
            clear();
            setAllMatchingFor(null);
            list.reload();
          }}
        />
      )}
      <DataTable
        caption={title}
        columns={columns}
        rows={list.rows}
        rowId={rowId}
        selection={selection}
        loading={list.loading}
        expectedRows={list.query.rowsPerPage}
        renderCard={renderCard}
      />
      <Pagination {...list.paginationProps} />
    </section>
  );
}
