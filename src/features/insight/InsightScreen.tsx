import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { PageTitle } from '../../components/PageTitle';
import { previousPeriod, type InsightGrain, type Period } from '../../lib/insight';
import { downloadInsight } from './exportInsight';
import { Figures, type Figure, type FigureKind } from './Figures';
import { InsightChart } from './InsightChart';
import type { SheetTable } from './insightWorkbook';
import { PeriodPicker } from './PeriodPicker';
import { useInsight } from './useInsight';
import { useInsightPeriod } from './useInsightPeriod';
import './insight.css';

/** What every insight answer has: its period, the one before, and both periods' buckets. */
export type InsightData<Bucket extends { start: string }> = {
  period: Period;
  previous: Period;
  grain: InsightGrain;
  series: readonly Bucket[];
  previous_series: readonly Bucket[];
};

/** A figure the chart can draw, by bucket. */
export type ChartMetric<Bucket> = { key: string; kind: FigureKind; value: (bucket: Bucket) => number | null };

/**
 * An insight page: the period picker, the figures against the period before, one chart at a time (the user picks
 * which figure), the page's own sections, and the whole as a workbook.
 */
export function InsightScreen<Bucket extends { start: string }, Data extends InsightData<Bucket>>({
  title,
  labelPrefix,
  fileNameKey,
  load,
  figuresOf,
  metrics,
  sections,
  tablesOf,
}: {
  title: string;
  /** Where the figures' and metrics' labels are in the catalogue. */
  labelPrefix: string;
  /** The catalogue key of the workbook's name, given the period's days. */
  fileNameKey: string;
  load: (query: { from: string; to: string; grain: InsightGrain }) => Promise<Data>;
  figuresOf: (data: Data) => Figure[];
  metrics: readonly ChartMetric<Bucket>[];
  sections?: (data: Data) => ReactNode;
  /** The page's own sheets, after the figures and the buckets. */
  tablesOf?: (data: Data) => SheetTable[];
}) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const state = useInsightPeriod();
  const answer = useInsight(load, state.period, state.grain);
  const [metricKey, setMetricKey] = useState(metrics[0]?.key ?? '');
  const [exporting, setExporting] = useState(false);
  const metric = metrics.find((candidate) => candidate.key === metricKey) ?? metrics[0];
  const data = answer.data;
  const previous = state.period ? previousPeriod(state.period) : null;

  const workbookTables = (shown: Data): SheetTable[] => {
    const figures = figuresOf(shown);
    return [
      {
        name: t('insight.export.figures'),
        columns: [
          { key: 'figure', header: t('insight.export.figure'), kind: 'text' },
          { key: 'current', header: t('insight.export.current', shown.period), kind: 'count' },
          { key: 'previous', header: t('insight.export.previous', shown.previous), kind: 'count' },
        ],
        rows: figures.map((figure) => ({
          figure: t(`${labelPrefix}.${figure.key}`),
          current: figure.current,
          previous: figure.previous,
        })),
        // The columns hold money, counts and shares alike: each row keeps its own number format.
        rowKinds: figures.map((figure) => figure.kind),
      },
      {
        name: t('insight.export.buckets'),
        columns: [
          { key: 'start', header: t(`insight.chart.bucket.${shown.grain}`), kind: 'text' },
          ...metrics.map((candidate) => ({
            key: candidate.key,
            header: t(`${labelPrefix}.${candidate.key}`),
            kind: candidate.kind,
          })),
          ...metrics.map((candidate) => ({
            key: `previous_${candidate.key}`,
            header: t('insight.export.previousOf', { figure: t(`${labelPrefix}.${candidate.key}`) }),
            kind: candidate.kind,
          })),
        ],
        rows: shown.series.map((bucket, index) => {
          const before = shown.previous_series[index];
          return {
            start: bucket.start,
            ...Object.fromEntries(metrics.map((candidate) => [candidate.key, candidate.value(bucket)])),
            ...Object.fromEntries(
              metrics.map((candidate) => [
                `previous_${candidate.key}`,
                before ? candidate.value(before) : null,
              ]),
            ),
          };
        }),
      },
      ...(tablesOf?.(shown) ?? []),
    ];
  };

  const download = async (shown: Data) => {
    setExporting(true);
    try {
      await downloadInsight(
        workbookTables(shown),
        t(fileNameKey, { from: shown.period.from, to: shown.period.to }),
        language,
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="text-start">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <PageTitle>{title}</PageTitle>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={!data || exporting}
          onClick={() => data && void download(data)}
        >
          {exporting ? t('insight.export.working') : t('insight.export.button')}
        </button>
      </div>
      <PeriodPicker state={state} previous={previous} />
      {!state.period ? (
        <p className="text-muted">{t('insight.period.incomplete')}</p>
      ) : !data ? (
        <p className="text-muted" role="status">
          {answer.failed ? t('insight.failed') : t('app.loading')}
        </p>
      ) : (
        <div aria-busy={answer.loading}>
          {answer.failed && (
            <p className="text-danger" role="alert">
              {t('insight.failed')}
            </p>
          )}
          <h2 className="visually-hidden">{t('insight.figuresTitle')}</h2>
          <Figures figures={figuresOf(data)} labelPrefix={labelPrefix} />
          <div className="card mt-3">
            <div className="card-body">
              <div
                className="btn-group btn-group-sm flex-wrap mb-2"
                role="group"
                aria-label={t('insight.chart.choose')}
              >
                {metrics.map((candidate) => (
                  <button
                    key={candidate.key}
                    type="button"
                    className={`btn ${candidate.key === metric?.key ? 'btn-primary' : 'btn-outline-primary'}`}
                    aria-pressed={candidate.key === metric?.key}
                    onClick={() => setMetricKey(candidate.key)}
                  >
                    {t(`${labelPrefix}.${candidate.key}`)}
                  </button>
                ))}
              </div>
              {metric && (
                <InsightChart
                  title={t('insight.chart.title', { figure: t(`${labelPrefix}.${metric.key}`) })}
                  kind={metric.kind}
                  grain={data.grain}
                  buckets={data.series.map((bucket, index) => {
                    const before = data.previous_series[index];
                    return {
                      start: bucket.start,
                      value: metric.value(bucket),
                      previous: before ? metric.value(before) : null,
                    };
                  })}
                />
              )}
            </div>
          </div>
          {sections?.(data)}
        </div>
      )}
    </section>
  );
}
