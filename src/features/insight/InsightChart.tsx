import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { formatCalendarDay, formatMonth, isolated } from '../../i18n/format';
import type { InsightGrain } from '../../lib/insight';
import { useFigureWriter, type FigureKind } from './Figures';

export type ChartBucket = { start: string; value: number | null; previous: number | null };

/** The drawing's own units: the SVG scales to its box, so it fits a 375 px screen as it fits a wide one. */
const VIEW = { width: 640, height: 200, pad: 6 } as const;

/** A bucket's name: its day, the week starting that day, or its month. */
export function useBucketWords() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  return (start: string, grain: InsightGrain) => {
    if (grain === 'month') return formatMonth(start.slice(0, 7), language);
    const day = formatCalendarDay(start, language);
    return grain === 'week' ? t('insight.chart.weekOf', { day: isolated(day) }) : day;
  };
}

/**
 * One figure over the period as bars, the previous period's in a lighter shade beside each (the previous
 * period's first bucket beside the period's first). Hand-written SVG: no chart library to download. The
 * picture is summed up in words for screen readers, each bar names its values when pointed at, and the table
 * beside it holds every value (below it on a narrow screen).
 */
export function InsightChart({
  title,
  kind,
  grain,
  buckets,
}: {
  title: string;
  kind: FigureKind;
  grain: InsightGrain;
  buckets: readonly ChartBucket[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const write = useFigureWriter();
  const bucketWords = useBucketWords();
  const [active, setActive] = useState<number | null>(null);
  const values = buckets.flatMap((bucket) => [bucket.value ?? 0, bucket.previous ?? 0]);
  const high = Math.max(0, ...values);
  const slot = (VIEW.width - 2 * VIEW.pad) / Math.max(1, buckets.length);
  const bar = Math.max(1, slot * 0.4);
  const y = (value: number) =>
    VIEW.height - VIEW.pad - (high > 0 ? (value / high) * (VIEW.height - 2 * VIEW.pad) : 0);
  const highest = buckets.reduce<ChartBucket | null>(
    (best, bucket) => ((bucket.value ?? 0) > (best?.value ?? -1) ? bucket : best),
    null,
  );
  const description = highest
    ? t('insight.chart.description', {
        title,
        count: buckets.length,
        highest: isolated(write(kind, highest.value)),
        when: isolated(bucketWords(highest.start, grain)),
      })
    : title;
  const shown = active === null ? null : buckets[active];

  return (
    <figure className="row g-3 m-0 insight-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="col-12 h6 m-0">
        {title}
      </figcaption>
      <div className="col-12 col-lg-7">
        <svg
          viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
          className="insight-chart__drawing"
          role="img"
          aria-label={description}
          preserveAspectRatio="none"
          // Time runs left to right in both languages, as on any chart read in Egypt.
          direction="ltr"
          onMouseLeave={() => setActive(null)}
        >
          <line
            x1={VIEW.pad}
            x2={VIEW.width - VIEW.pad}
            y1={y(0)}
            y2={y(0)}
            className="insight-chart__axis"
          />
          {buckets.map((bucket, index) => {
            const left = VIEW.pad + index * slot + (slot - 2 * bar) / 2;
            return (
              <g key={bucket.start} onMouseEnter={() => setActive(index)}>
                <rect
                  x={left}
                  y={y(bucket.previous ?? 0)}
                  width={bar}
                  height={y(0) - y(bucket.previous ?? 0)}
                  className="insight-chart__previous"
                />
                <rect
                  x={left + bar}
                  y={y(bucket.value ?? 0)}
                  width={bar}
                  height={y(0) - y(bucket.value ?? 0)}
                  className={`insight-chart__current${active === index ? ' is-active' : ''}`}
                />
                <rect
                  x={VIEW.pad + index * slot}
                  y={0}
                  width={slot}
                  height={VIEW.height}
                  fill="transparent"
                />
              </g>
            );
          })}
        </svg>
        <div className="d-flex justify-content-between small text-muted" dir="ltr">
          <bdi>{buckets[0] ? bucketWords(buckets[0].start, grain) : ''}</bdi>
          <bdi>{buckets.at(-1) ? bucketWords((buckets.at(-1) as ChartBucket).start, grain) : ''}</bdi>
        </div>
        <p className="small m-0" aria-live="polite">
          <span className="insight-chart__key insight-chart__key--current" aria-hidden="true" />{' '}
          {t('insight.chart.current')}{' '}
          <span className="insight-chart__key insight-chart__key--previous ms-2" aria-hidden="true" />{' '}
          {t('insight.chart.previous')}
          {shown && (
            <span className="d-block fw-semibold">
              {t('insight.chart.point', {
                when: isolated(bucketWords(shown.start, grain)),
                value: isolated(write(kind, shown.value)),
                previous: isolated(write(kind, shown.previous)),
              })}
            </span>
          )}
        </p>
      </div>
      <div className="col-12 col-lg-5">
        {/* A region of its own that the keyboard can reach and scroll, as its rows may not all fit. */}
        <div className="table-responsive insight-chart__table" role="region" aria-label={title} tabIndex={0}>
          <table className="table table-sm mb-0">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`insight.chart.bucket.${grain}`)}</th>
                <th scope="col">{t('insight.chart.current')}</th>
                <th scope="col">{t('insight.chart.previous')}</th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((bucket) => (
                <tr key={bucket.start}>
                  <th scope="row" className="fw-normal">
                    {bucketWords(bucket.start, grain)}
                  </th>
                  <td className="text-nowrap">
                    <bdi dir="ltr">{write(kind, bucket.value)}</bdi>
                  </td>
                  <td className="text-nowrap">
                    <bdi dir="ltr">{write(kind, bucket.previous)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </figure>
  );
}
