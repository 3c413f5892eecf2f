import { useTranslation } from '../../i18n/useTranslation';
import { getMarketInsight, type MarketInsight } from '../../api/insight';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { formatMoney, formatNumber } from '../../i18n/format';
import { figuresFrom, SALES_FIGURES, SALES_METRICS, type FigureSpec } from './figureSpecs';
import { InsightScreen, type ChartMetric } from './InsightScreen';

type Bucket = MarketInsight['series'][number];

type Totals = MarketInsight['totals']['current'];

const METRICS: readonly ChartMetric<Bucket>[] = [
  SALES_METRICS.sales,
  SALES_METRICS.orders,
  { key: 'activeSellers', kind: 'count', value: (bucket) => bucket.active_sellers },
  { key: 'newSellers', kind: 'count', value: (bucket) => bucket.new_sellers },
  { key: 'pendingProducts', kind: 'count', value: (bucket) => bucket.pending_products },
  { key: 'pendingPayouts', kind: 'count', value: (bucket) => bucket.pending_payouts },
];

const FIGURES: readonly FigureSpec<Totals>[] = [
  SALES_FIGURES.sales,
  SALES_FIGURES.orders,
  SALES_FIGURES.units,
  SALES_FIGURES.averageOrderValue,
  { key: 'activeSellers', kind: 'count', of: (totals) => totals.active_sellers },
  { key: 'newSellers', kind: 'count', of: (totals) => totals.new_sellers },
  SALES_FIGURES.returnsRate,
  SALES_FIGURES.onTimeRate,
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
      figuresOf={(data) => figuresFrom(FIGURES, data.totals)}
      metrics={METRICS}
      sections={(data) => <BacklogNow backlog={data.backlog_now} />}
    />
  );
}
