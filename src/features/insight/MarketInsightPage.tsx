import { useTranslation } from 'react-i18next';
import { getMarketInsight, type MarketInsight } from '../../api/insight';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { formatMoney, formatNumber } from '../../i18n/format';
import type { Figure } from './Figures';
import { InsightScreen, type ChartMetric } from './InsightScreen';

type Bucket = MarketInsight['series'][number];

const METRICS: readonly ChartMetric<Bucket>[] = [
  { key: 'sales', kind: 'money', value: (bucket) => bucket.sales },
  { key: 'orders', kind: 'count', value: (bucket) => bucket.orders },
  { key: 'activeSellers', kind: 'count', value: (bucket) => bucket.active_sellers },
  { key: 'newSellers', kind: 'count', value: (bucket) => bucket.new_sellers },
  { key: 'pendingProducts', kind: 'count', value: (bucket) => bucket.pending_products },
  { key: 'pendingPayouts', kind: 'count', value: (bucket) => bucket.pending_payouts },
];

const figuresOf = ({ totals: { current, previous } }: MarketInsight): Figure[] => [
  { key: 'sales', kind: 'money', current: current.sales, previous: previous.sales },
  { key: 'orders', kind: 'count', current: current.orders, previous: previous.orders },
  { key: 'units', kind: 'count', current: current.units, previous: previous.units },
  {
    key: 'averageOrderValue',
    kind: 'money',
    current: current.average_order_value,
    previous: previous.average_order_value,
  },
  { key: 'activeSellers', kind: 'count', current: current.active_sellers, previous: previous.active_sellers },
  { key: 'newSellers', kind: 'count', current: current.new_sellers, previous: previous.new_sellers },
  {
    key: 'returnsRate',
    kind: 'share',
    current: current.returns_rate,
    previous: previous.returns_rate,
    lowerIsBetter: true,
  },
  { key: 'onTimeRate', kind: 'share', current: current.on_time_rate, previous: previous.on_time_rate },
];

/** What waits for the admins now, beside the backlog's history in the chart. */
function BacklogNow({ backlog }: { backlog: MarketInsight['backlog_now'] }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const items = [
    { key: 'pendingProducts', value: formatNumber(backlog.pending_products, language) },
    { key: 'pendingDocuments', value: formatNumber(backlog.pending_documents, language) },
    { key: 'pendingPayouts', value: formatNumber(backlog.pending_payouts, language) },
    { key: 'pendingPayoutAmount', value: formatMoney(backlog.pending_payout_amount, language) },
  ];
  return (
    <section className="card mt-3" aria-labelledby="backlog-now-title">
      <div className="card-body">
        <h2 id="backlog-now-title" className="h6">
          {t('insight.market.backlogNow')}
        </h2>
        <dl className="row g-2 m-0">
          {items.map((item) => (
            <div key={item.key} className="col-6 col-lg-3">
              <dt className="small text-muted fw-normal">{t(`insight.market.${item.key}`)}</dt>
              <dd className="fs-5 fw-semibold m-0">
                <bdi dir="ltr">{item.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <p className="small text-muted mt-2 mb-0">{t('insight.market.backlogHistory')}</p>
      </div>
    </section>
  );
}

/**
 * /admin/insight: the marketplace's sales, orders, active and new sellers for a period against the one before,
 * and the review and payout backlog over time and now; as a workbook too.
 */
export function MarketInsightPage() {
  const { t } = useTranslation();
  return (
    <InsightScreen<Bucket, MarketInsight>
      title={t('insight.market.title')}
      labelPrefix="insight.market"
      fileNameKey="insight.market.fileName"
      load={getMarketInsight}
      figuresOf={figuresOf}
      metrics={METRICS}
      sections={(data) => <BacklogNow backlog={data.backlog_now} />}
    />
  );
}
