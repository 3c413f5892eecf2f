import { useTranslation } from '../../i18n/useTranslation';
import { getSalesInsight, type SalesInsight } from '../../api/insight';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { formatMoney, formatNumber } from '../../i18n/format';
import { figuresFrom, SALES_FIGURES, SALES_METRICS, type FigureSpec } from './figureSpecs';
import { InsightScreen, type ChartMetric } from './InsightScreen';
import type { SheetTable } from './insightWorkbook';

type Bucket = SalesInsight['series'][number];
type BestSeller = SalesInsight['best_sellers'][number];

type Totals = SalesInsight['totals']['current'];

const METRICS: readonly ChartMetric<Bucket>[] = [
  SALES_METRICS.sales,
  SALES_METRICS.orders,
  SALES_METRICS.units,
];

const FIGURES: readonly FigureSpec<Totals>[] = [
  SALES_FIGURES.sales,
  SALES_FIGURES.orders,
  SALES_FIGURES.units,
  SALES_FIGURES.averageOrderValue,
  { key: 'soldUnits', kind: 'count', of: (totals) => totals.sold_units },
  SALES_FIGURES.returnsRate,
  SALES_FIGURES.onTimeRate,
  { key: 'returnedUnits', kind: 'count', of: (totals) => totals.returned_units, lowerIsBetter: true },
];

/** A product's name in the page's language, the other language's when it has none. */
const nameOf = (product: BestSeller, language: 'ar' | 'en') =>
  (language === 'ar' ? product.name_ar || product.name_en : product.name_en || product.name_ar) ??
  product.sku ??
  '';

function BestSellers({ products }: { products: readonly BestSeller[] }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  return (
    <section className="card mt-3" aria-labelledby="best-sellers-title">
      <div className="card-body">
        <h2 id="best-sellers-title" className="h6">
          {t('insight.sales.bestSellers')}
        </h2>
        {products.length === 0 ? (
          <p className="text-muted m-0">{t('insight.sales.noBestSellers')}</p>
        ) : (
          // A ranked list rather than a table: a long product name keeps its line on a phone.
          <ol className="list-group list-group-numbered">
            {products.map((product) => (
              <li key={product.product_id} className="list-group-item d-flex align-items-start gap-2">
                <div className="flex-grow-1 ms-1">
                  <bdi className="fw-semibold d-block">{nameOf(product, language)}</bdi>
                  <small className="text-muted">
                    <bdi dir="ltr">{product.sku ?? ''}</bdi>
                    {' · '}
                    <bdi>
                      {t('insight.sales.deliveredCount', {
                        count: product.sold_units,
                        formatted: formatNumber(product.sold_units, language),
                      })}
                    </bdi>
                  </small>
                </div>
                <span className="fw-semibold text-nowrap">
                  <bdi dir="ltr">{formatMoney(product.sales, language)}</bdi>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/**
 * /store/insight: the seller's sales (delivered), orders, units, average order value, returns rate and lines
 * shipped on time for a period against the one before, by day, week or month, and the best sellers; as a
 * workbook too.
 */
export function SalesInsightPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const bestSellersSheet = (data: SalesInsight): SheetTable[] => [
    {
      name: t('insight.sales.bestSellers'),
      columns: [
        { key: 'name', header: t('insight.sales.product'), kind: 'text' },
        { key: 'sku', header: t('insight.sales.sku'), kind: 'text' },
        { key: 'sold_units', header: t('insight.sales.soldUnits'), kind: 'count' },
        { key: 'sales', header: t('insight.sales.sales'), kind: 'money' },
      ],
      rows: data.best_sellers.map((product) => ({
        name: nameOf(product, language),
        sku: product.sku ?? '',
        sold_units: product.sold_units,
        sales: product.sales,
      })),
    },
  ];
  return (
    <InsightScreen<Bucket, SalesInsight>
      title={t('insight.sales.title')}
      labelPrefix="insight.sales"
      fileNameKey="insight.sales.fileName"
      load={getSalesInsight}
      figuresOf={(data) => figuresFrom(FIGURES, data.totals)}
      metrics={METRICS}
      sections={(data) => <BestSellers products={data.best_sellers} />}
      tablesOf={bestSellersSheet}
    />
  );
}
