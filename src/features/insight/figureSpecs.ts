import type { SalesInsight } from '../../api/insight';
import type { Figure, FigureKind } from './Figures';
import type { ChartMetric } from './InsightScreen';

/** A figure of a period's totals: its label's key, how it is written, and where it is in the totals. */
export type FigureSpec<Totals> = {
  key: string;
  kind: FigureKind;
  of: (totals: Totals) => number | null;
  lowerIsBetter?: boolean;
};

/** What the seller's and the marketplace's totals both hold. */
type SalesTotals = SalesInsight['totals']['current'];

/** The figures both insight pages show, by name, for each page to place among its own. */
export const SALES_FIGURES = {
  sales: { key: 'sales', kind: 'money', of: (totals) => totals.sales },
  orders: { key: 'orders', kind: 'count', of: (totals) => totals.orders },
  units: { key: 'units', kind: 'count', of: (totals) => totals.units },
  averageOrderValue: { key: 'averageOrderValue', kind: 'money', of: (totals) => totals.average_order_value },
  returnsRate: {
    key: 'returnsRate',
    kind: 'share',
    of: (totals) => totals.returns_rate,
    lowerIsBetter: true,
  },
  onTimeRate: { key: 'onTimeRate', kind: 'share', of: (totals) => totals.on_time_rate },
} satisfies Record<string, FigureSpec<SalesTotals>>;

/** Each figure of the period beside the previous period's. */
export const figuresFrom = <Totals>(
  specs: readonly FigureSpec<Totals>[],
  totals: { current: Totals; previous: Totals },
): Figure[] =>
  specs.map(({ of, ...spec }) => ({ ...spec, current: of(totals.current), previous: of(totals.previous) }));

/** The chart's figures both pages draw. */
type SalesBucket = SalesInsight['series'][number];

export const SALES_METRICS = {
  sales: { key: 'sales', kind: 'money', value: (bucket) => bucket.sales },
  orders: { key: 'orders', kind: 'count', value: (bucket) => bucket.orders },
  units: { key: 'units', kind: 'count', value: (bucket) => bucket.units },
} satisfies Record<string, ChartMetric<SalesBucket>>;
