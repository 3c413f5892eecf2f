import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { getOrder } from '../../api/orders';
import type { OrderDetail, OrderLine } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { CardSection } from '../../components/Card';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { DataTable, type Column } from '../../components/table/DataTable';
import { isolatedCode } from '../../i18n/code';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { GOVERNORATES, labelOf } from '../../lib/enumerations';
import { OrderDocumentActions } from './OrderDocumentActions';
import { OrderProgress } from './OrderProgress';
import { lineProductName } from './orderRows';
import type { OrdersAudience } from './ordersSlice';
import { OrderStatusSelect } from './OrderStatusSelect';
import { OrderTimeline } from './OrderTimeline';
import { ShipBy } from './ShipBy';
import { OpenReturnButton, returnsOfOrderPath } from '../returns';
import { BackLink } from '../../components/BackLink';
import { CodeText } from '../../components/CodeText';

/** Lines a return case may concern: sent to the buyer, and come back or not. */
const AFTER_SALE_STATUSES: readonly OrderLine['status'][] = ['shipped', 'delivered', 'returned'];

type Loaded =
  { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; order: OrderDetail };

/** Reads the order named by the address; a change on the page reads it again (its timeline grows). */
function useOrderDetail(id: string | undefined) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const load = useCallback(() => {
    if (!id) return;
    getOrder(id)
      .then((order) => setLoaded({ state: 'ready', order }))
      .catch((error: unknown) =>
        setLoaded({ state: (error as { status?: number }).status === 404 ? 'missing' : 'failed' }),
      );
  }, [id]);
  useEffect(load, [load]);
  return { loaded: id ? loaded : ({ state: 'missing' } as const), reload: load };
}

/**
 * One order (/store/orders/:id for the seller, /admin/orders/:id for the admin), opened from a row, a
 * notification or a shared link: buyer and delivery address, each line the caller may see with its status
 * control, the total, and the history of every status change.
 */
export function OrderDetailPage({ audience }: { audience: OrdersAudience }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { id } = useParams();
  const { loaded, reload } = useOrderDetail(id);
  const listPath = audience === 'admin' ? '/admin/orders' : '/store/orders';
  const back = <BackLink to={listPath}>{t('orders.detail.back')}</BackLink>;

  if (loaded.state === 'loading') return <Spinner />;
  if (loaded.state !== 'ready') {
    return (
      <section>
        {back}
        <PageTitle>{t('orders.detail.title')}</PageTitle>
        <p className="alert alert-warning">
          {t(loaded.state === 'missing' ? 'orders.detail.notFound' : 'orders.detail.failed')}
        </p>
      </section>
    );
  }

  const { order } = loaded;
  const money = (value: number) => <bdi dir="ltr">{formatMoney(value, language)}</bdi>;
  const name = (line: OrderLine) => lineProductName(line, language);
  // On phones each line becomes a card built from these columns, like every list of the app.
  const columns: Column<OrderLine>[] = [
    {
      key: 'name',
      header: t('orders.columns.name'),
      render: (line) => <bdi className="fw-semibold">{name(line)}</bdi>,
      card: 'title',
    },
    {
      key: 'quantity',
      header: t('orders.columns.quantity'),
      render: (line) => (
        <span>
          {formatNumber(line.quantity, language)}
          {line.returned_quantity > 0 && (
            <span className="d-block small text-muted">
              {t('orders.detail.returnedUnits', {
                count: line.returned_quantity,
                number: formatNumber(line.returned_quantity, language),
              })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'price',
      header: t('orders.detail.unitPrice'),
      render: (line) => money(line.price),
      className: 'text-nowrap',
    },
    {
      key: 'total',
      header: t('orders.detail.lineTotal'),
      render: (line) => money(line.price * line.quantity),
      className: 'text-nowrap',
    },
    {
      key: 'shipBy',
      header: t('orders.columns.shipBy'),
      render: (line) => <ShipBy line={line} />,
    },
    {
      key: 'progress',
      header: t('orders.columns.progress'),
      render: (line) => <OrderProgress status={line.status} />,
    },
    {
      key: 'status',
      header: t('orders.columns.status'),
      render: (line) => (
        <OrderStatusSelect
          row={{
            orderId: order._id,
            line: { ...line, order_ref_id: line.order_ref_id || order.order_ref_id },
          }}
          audience={audience}
          label={t('orders.statusSelectLabel', { name: name(line), order: order.order_ref_id })}
          onChanged={reload}
        />
      ),
    },
    ...(audience === 'admin'
      ? [
          {
            key: 'return',
            header: t('orders.detail.returnColumn'),
            render: (line: OrderLine) => (
              <OpenReturnButton orderId={order._id} line={line} productName={name(line)} />
            ),
          },
        ]
      : []),
  ];
  const address = order.delivery_address;
  return (
    <section className="order-detail">
      {back}
      <PageTitle className="h3 mb-1">
        {t('orders.detail.heading', { ref: isolatedCode(order.order_ref_id) })}
      </PageTitle>
      <p className="text-muted small">{formatDateTime(order.createdAt, language)}</p>
      <OrderDocumentActions audience={audience} order={order} />
      <div className="row g-3">
        <div className="col-md-6">
          <CardSection title={t('orders.detail.buyer')} className="h-100 mb-0">
            {order.buyer ? (
              <p className="m-0">
                <bdi>{order.buyer.name}</bdi>
                <br />
                <CodeText>{order.buyer.phone_number}</CodeText>
              </p>
            ) : (
              <p className="text-muted m-0">{t('common.na')}</p>
            )}
          </CardSection>
        </div>
        <div className="col-md-6">
          <CardSection title={t('orders.detail.address')} className="h-100 mb-0">
            {address ? (
              <address className="m-0" dir="auto">
                {[
                  address.street,
                  address.building_number && t('orders.detail.building', { number: address.building_number }),
                  address.city,
                  labelOf(GOVERNORATES, address.governorate, language),
                ]
                  .filter(Boolean)
                  .join(language === 'ar' ? '، ' : ', ')}
              </address>
            ) : (
              <p className="text-muted m-0">{t('common.na')}</p>
            )}
          </CardSection>
        </div>
      </div>
      <CardSection title={t('orders.detail.lines')} className="mt-3 mb-3">
        <DataTable
          caption={t('orders.detail.lines')}
          columns={columns}
          rows={order.product}
          rowId={(line) => line._id}
          cardFromColumns
        />
        <p className="d-flex justify-content-between fw-bold border-top pt-2 m-0">
          <span>{t('orders.detail.total')}</span>
          {money(order.total)}
        </p>
        {order.product.some((line) => AFTER_SALE_STATUSES.includes(line.status)) && (
          <p className="small mt-2 mb-0">
            <Link to={returnsOfOrderPath(audience, order.order_ref_id)}>
              {t('orders.detail.returnCases')}
            </Link>
          </p>
        )}
      </CardSection>
      <CardSection title={t('orders.detail.timeline')}>
        <OrderTimeline entries={order.timeline} />
      </CardSection>
    </section>
  );
}

export function SellerOrderDetailPage() {
  return <OrderDetailPage audience="seller" />;
}

export function AdminOrderDetailPage() {
  return <OrderDetailPage audience="admin" />;
}
