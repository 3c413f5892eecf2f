import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../app/hooks';
import { OrderStatusBadge, useOrderStatusLabel } from '../../components/OrderStatusBadge';
import { PageTitle } from '../../components/PageTitle';
import { DataTable, type Column } from '../../components/table/DataTable';
import { FilterTabs } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { useServerList } from '../../components/table/useServerList';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { OrderProgress } from './OrderProgress';
import { lineProductName, ORDERS_FILTERS, pageRows, type OrderLineRow, type OrdersFilter } from './orderRows';
import { OrderStatusSelect } from './OrderStatusSelect';
import { lineKey, ordersRequested, type OrdersAudience } from './ordersSlice';

const PLACEHOLDER = `${import.meta.env.BASE_URL}placeholder-product.svg`;
const SEARCH_DEBOUNCE_MS = 300;

const imageOf = (row: OrderLineRow): string => {
  const image = row.line.data.product_images?.[0];
  return image?.url || image?.admin_url || PLACEHOLDER;
};

/** The orders screen of SPEC.md §2, shared by the seller (/store/orders) and the admin (/admin/orders). */
export function OrdersScreen({ audience }: { audience: OrdersAudience }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const statusLabel = useOrderStatusLabel();
  const { list, lineOrder, meta, loading, audience: loadedFor } = useAppSelector((state) => state.orders);
  const [filter, setFilter] = useState<OrdersFilter>('all');
  const [query, setQuery] = useState('');
  // The server filters, searches and paginates the lines (each row is a line); this screen asks for one page.
  const pagination = useServerList(`orders-${audience}`, {
    search: query,
    debounceMs: SEARCH_DEBOUNCE_MS,
    count: meta.count,
    loading,
  });
  const { page, rowsPerPage, search } = pagination;

  useEffect(() => {
    const request = dispatch(
      ordersRequested({ audience, page, limit: rowsPerPage, status: filter, search: search || undefined }),
    );
    return () => request.abort();
  }, [dispatch, audience, page, rowsPerPage, filter, search]);

  const rows = useMemo(
    () => (loadedFor === audience ? pageRows(list, lineOrder) : []),
    [list, lineOrder, loadedFor, audience],
  );

  const name = (row: OrderLineRow) => lineProductName(row.line, language);
  const selectLabel = (row: OrderLineRow) =>
    t('orders.statusSelectLabel', { name: name(row), order: row.line.order_ref_id });
  const orderRef = (row: OrderLineRow) => (
    <bdi dir="ltr" className="text-nowrap">
      {row.line.order_ref_id}
    </bdi>
  );
  const price = (row: OrderLineRow) => <bdi dir="ltr">{formatMoney(row.line.price, language)}</bdi>;

  const columns: Column<OrderLineRow>[] = [
    {
      key: 'image',
      header: t('orders.columns.image'),
      render: (row) => <img src={imageOf(row)} alt="" width={48} height={48} className="data-table__thumb" />,
    },
    {
      key: 'name',
      header: t('orders.columns.name'),
      render: (row) => <span className="fw-semibold">{name(row)}</span>,
    },
    { key: 'orderId', header: t('orders.columns.orderId'), render: orderRef, className: 'text-nowrap' },
    { key: 'price', header: t('orders.columns.price'), render: price, className: 'text-nowrap' },
    {
      key: 'quantity',
      header: t('orders.columns.quantity'),
      render: (row) => formatNumber(row.line.quantity, language),
    },
    {
      key: 'updatedAt',
      header: t('orders.columns.updatedAt'),
      render: (row) => formatDateTime(row.line.updatedAt, language),
      className: 'text-nowrap',
    },
    {
      key: 'progress',
      header: t('orders.columns.progress'),
      render: (row) => <OrderProgress status={row.line.status} />,
    },
    {
      key: 'status',
      header: t('orders.columns.status'),
      render: (row) => <OrderStatusSelect row={row} audience={audience} label={selectLabel(row)} />,
    },
  ];

  const renderCard = (row: OrderLineRow) => (
    <div className="d-grid gap-2">
      <div className="d-flex gap-2 align-items-start">
        <img src={imageOf(row)} alt="" width={48} height={48} className="data-table__thumb flex-shrink-0" />
        <div className="min-w-0 flex-grow-1">
          <div className="fw-semibold text-break">{name(row)}</div>
          <div className="small text-muted">
            {t('orders.columns.orderId')}: {orderRef(row)}
          </div>
        </div>
        <OrderStatusBadge status={row.line.status} />
      </div>
      <dl className="order-card__facts small m-0">
        <dt>{t('orders.columns.price')}</dt>
        <dd>{price(row)}</dd>
        <dt>{t('orders.columns.quantity')}</dt>
        <dd>{formatNumber(row.line.quantity, language)}</dd>
        <dt>{t('orders.columns.updatedAt')}</dt>
        <dd>{formatDateTime(row.line.updatedAt, language)}</dd>
      </dl>
      <OrderProgress status={row.line.status} />
      <OrderStatusSelect row={row} audience={audience} label={selectLabel(row)} />
    </div>
  );

  return (
    <section>
      <PageTitle>{t(audience === 'admin' ? 'orders.adminTitle' : 'orders.sellerTitle')}</PageTitle>
      <FilterTabs
        label={t('orders.filterLabel')}
        options={ORDERS_FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('orders.all') : statusLabel(value),
        }))}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          pagination.resetPage();
        }}
      />
      <SearchBox label={t('orders.searchLabel')} value={query} onChange={setQuery} />
      <DataTable
        caption={t(audience === 'admin' ? 'orders.adminTitle' : 'orders.sellerTitle')}
        columns={columns}
        rows={rows}
        rowId={(row) => lineKey(row.orderId, row.line._id)}
        loading={loading}
        renderCard={renderCard}
      />
      <Pagination
        page={page}
        rowsPerPage={rowsPerPage}
        total={meta.count}
        onPageChange={pagination.setPage}
        onRowsPerPageChange={pagination.setRowsPerPage}
      />
    </section>
  );
}
