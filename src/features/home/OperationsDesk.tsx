import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { getOperationsDesk, type OperationsDesk as Desk } from '../../api/orders';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { Card } from '../../components/Card';
import { formatMoney, formatNumber } from '../../i18n/format';

/**
 * The admin's day at a glance: today's orders and sales, the lines overdue and due today (counted up to the
 * count limit), and the sellers who joined this week, each opening the list behind it.
 */
export function OperationsDesk() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [desk, setDesk] = useState<Desk | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    getOperationsDesk()
      .then((answer) => current && setDesk(answer))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  const counted = (count: number) =>
    desk && count > desk.count_limit
      ? `${formatNumber(desk.count_limit, language)}+`
      : formatNumber(count, language);

  const figures = desk
    ? [
        {
          key: 'ordersToday',
          value: counted(desk.orders_today),
          to: `/admin/orders?from=${desk.today}&to=${desk.today}`,
        },
        {
          key: 'salesToday',
          value: <bdi dir="ltr">{formatMoney(desk.sales_today, language)}</bdi>,
          to: `/admin/orders?from=${desk.today}&to=${desk.today}`,
        },
        { key: 'overdue', value: counted(desk.overdue_lines), to: '/admin/orders?due=overdue&order=ship_by' },
        {
          key: 'dueToday',
          value: counted(desk.due_today_lines),
          to: '/admin/orders?due=today&order=ship_by',
        },
        { key: 'newSellers', value: counted(desk.new_sellers_week), to: '/pages/admin' },
      ]
    : [];

  return (
    <Card as="section" labelledBy="operations-desk-title" className="mb-3 text-start">
      <h2 id="operations-desk-title" className="h5">
        {t('home.desk.title')}
      </h2>
      {!desk ? (
        <p className="text-muted m-0" role="status">
          {failed ? t('home.desk.failed') : t('app.loading')}
        </p>
      ) : (
        <dl className="row g-2 m-0">
          {figures.map((figure) => (
            <div key={figure.key} className="col-6 col-md-4">
              <dt className="small text-muted fw-normal">{t(`home.desk.${figure.key}`)}</dt>
              <dd className="fs-5 fw-semibold m-0">
                <Link to={figure.to} className="text-reset">
                  {figure.value}
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
