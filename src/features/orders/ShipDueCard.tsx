import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { listAdminOrders, listSellerOrders, type OrderPage } from '../../api/orders';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { Card } from '../../components/Card';
import { formatNumber } from '../../i18n/format';
import { pageRows, lineProductName } from './orderRows';
import { orderDetailPath } from './orderPaths';
import type { OrdersAudience } from './ordersSlice';
import { ShipBy } from './ShipBy';
import { CodeText } from '../../components/CodeText';

/** Lines shown on the card; the rest are one click away in the filtered list. */
const SHOWN = 5;

const listPath = (audience: OrdersAudience, due: 'overdue' | 'today') =>
  `${audience === 'admin' ? '/admin/orders' : '/store/orders'}?due=${due}&order=ship_by`;

/**
 * A home's lines that must ship: how many are overdue and due today, the most overdue first, each opening its
 * order, and links to the orders list filtered to them.
 */
export function ShipDueCard({ audience }: { audience: OrdersAudience }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [pages, setPages] = useState<{ overdue: OrderPage; today: OrderPage } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const list = audience === 'admin' ? listAdminOrders : listSellerOrders;
    const ask = (due: 'overdue' | 'today') =>
      list({ page: 1, limit: SHOWN, status: 'all', due, sort: 'ship_by' });
    Promise.all([ask('overdue'), ask('today')])
      .then(([overdue, today]) => current && setPages({ overdue, today }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [audience]);

  const counted = (page: OrderPage) =>
    page.countIsLowerBound ? `${formatNumber(page.count, language)}+` : formatNumber(page.count, language);
  const rows = pages ? pageRows(pages.overdue.orders, []).slice(0, SHOWN) : [];

  return (
    <Card as="section" labelledBy={`ship-due-${audience}`} className="mb-3 text-start">
      <h2 id={`ship-due-${audience}`} className="h5">
        {t('orders.shipDue.title')}
      </h2>
      {!pages ? (
        <p className="text-muted m-0" role="status">
          {failed ? t('orders.shipDue.failed') : t('app.loading')}
        </p>
      ) : (
        <>
          <ul className="list-unstyled d-flex flex-wrap gap-3 mb-2">
            <li>
              <Link to={listPath(audience, 'overdue')} className="fw-semibold">
                {t('orders.shipDue.overdue', { count: pages.overdue.count, n: counted(pages.overdue) })}
              </Link>
            </li>
            <li>
              <Link to={listPath(audience, 'today')} className="fw-semibold">
                {t('orders.shipDue.today', { count: pages.today.count, n: counted(pages.today) })}
              </Link>
            </li>
          </ul>
          {rows.length === 0 ? (
            <p className="text-muted m-0">{t('orders.shipDue.none')}</p>
          ) : (
            <ul className="list-group list-group-flush">
              {rows.map((row) => (
                <li
                  key={`${row.orderId}:${row.line._id}`}
                  className="list-group-item px-0 d-flex flex-wrap gap-2 justify-content-between"
                >
                  <span>
                    <Link to={orderDetailPath(audience, row.orderId)}>
                      <CodeText>{row.line.order_ref_id}</CodeText>
                    </Link>{' '}
                    <bdi>{lineProductName(row.line, language)}</bdi>
                  </span>
                  <ShipBy line={row.line} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
