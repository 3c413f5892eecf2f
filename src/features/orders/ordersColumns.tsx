import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import type { Column } from '../../components/table/DataTable';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { OrderProgress } from './OrderProgress';
import { orderDetailPath } from './orderPaths';
import { lineProductName, type OrderLineRow } from './orderRows';
import type { OrdersAudience } from './ordersSlice';
import { OrderStatusSelect } from './OrderStatusSelect';
import { ShipBy } from './ShipBy';
import { CodeText } from '../../components/CodeText';
import { DateTimeText } from '../../components/DateTimeText';

const PLACEHOLDER = `${import.meta.env.BASE_URL}placeholder-product.svg`;

const imageOf = (row: OrderLineRow): string => {
  const image = row.line.data.product_images?.[0];
  return image?.url || image?.admin_url || PLACEHOLDER;
};

/** The orders screen's columns and phone card (docs/screens.md): one row per order line. */
export function useOrdersColumns(audience: OrdersAudience) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);

  const name = (row: OrderLineRow) => lineProductName(row.line, language);
  const selectLabel = (row: OrderLineRow) =>
    t('orders.statusSelectLabel', { name: name(row), order: row.line.order_ref_id });
  // The reference opens the order: its buyer, address, other lines and history.
  const orderRef = (row: OrderLineRow) => (
    <Link to={orderDetailPath(audience, row.orderId)} onClick={(event) => event.stopPropagation()}>
      <CodeText className="text-nowrap">{row.line.order_ref_id}</CodeText>
    </Link>
  );
  const price = (row: OrderLineRow) => <bdi dir="ltr">{formatMoney(row.line.price, language)}</bdi>;
  const buyer = (row: OrderLineRow) =>
    row.order.buyer_name || row.order.buyer_phone ? (
      <span className="d-inline-flex flex-column">
        {row.order.buyer_name && <bdi>{row.order.buyer_name}</bdi>}
        {row.order.buyer_phone && (
          <CodeText className="small text-muted text-nowrap">{row.order.buyer_phone}</CodeText>
        )}
      </span>
    ) : (
      <span className="text-muted">—</span>
    );

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
    // The buyer under the reference: one column for "which order, whose", so the row keeps its status in view.
    {
      key: 'orderId',
      header: t('orders.columns.orderAndBuyer'),
      render: (row) => (
        <span className="d-inline-flex flex-column gap-1">
          {orderRef(row)}
          {buyer(row)}
        </span>
      ),
    },
    { key: 'price', header: t('orders.columns.price'), render: price, className: 'text-nowrap' },
    {
      key: 'quantity',
      header: t('orders.columns.quantity'),
      render: (row) => formatNumber(row.line.quantity, language),
    },
    {
      key: 'updatedAt',
      header: t('orders.columns.updatedAt'),
      render: (row) => <DateTimeText value={row.line.updatedAt} language={language} />,
    },
    {
      key: 'shipBy',
      header: t('orders.columns.shipBy'),
      render: (row) => <ShipBy line={row.line} />,
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
        <dt>{t('orders.columns.buyer')}</dt>
        <dd>{buyer(row)}</dd>
        <dt>{t('orders.columns.shipBy')}</dt>
        <dd>
          <ShipBy line={row.line} />
        </dd>
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

  return { columns, renderCard };
}
