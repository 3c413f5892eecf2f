import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Language } from '../../i18n';
import { formatDate, formatDateTime, formatMoney, isolated } from '../../i18n/format';

export interface BalancePoint {
  time: string;
  balance: number;
}

/** The drawing's own units (the SVG scales to its box) and the margin that keeps the line's stroke inside. */
const VIEW = { width: 640, height: 180, padX: 8, padY: 12 } as const;

/** Arrow keys step through the points; time runs left to right in both languages, as the drawing does. */
const STEP_KEYS: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowRight: (index, last) => Math.min(last, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * balance_after over time as a small line chart. Hand-written SVG (no chart library) and loaded lazily, so
 * only the account page pays for it. The picture is described in words for screen readers; pointing at it,
 * or focusing it and using the arrow keys, reads one balance at a time, and a table gives every value.
 */
export function BalanceChart({ points, language }: { points: readonly BalancePoint[]; language: Language }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<number | null>(null);
  if (points.length === 0) return <p className="text-muted m-0">{t('account.chart.empty')}</p>;

  const times = points.map((point) => Date.parse(point.time));
  const balances = points.map((point) => point.balance);
  const minTime = Math.min(...times);
  const maxTime = Math.max(...times);
  const low = Math.min(0, ...balances);
  const high = Math.max(...balances);
  const x = (time: number) =>
    VIEW.padX +
    (maxTime === minTime
      ? (VIEW.width - 2 * VIEW.padX) / 2
      : ((time - minTime) / (maxTime - minTime)) * (VIEW.width - 2 * VIEW.padX));
  const y = (value: number) =>
    VIEW.height -
    VIEW.padY -
    (high === low ? 0.5 : (value - low) / (high - low)) * (VIEW.height - 2 * VIEW.padY);
  const path = points.map(
    (point, index) => `${x(times[index] ?? 0).toFixed(1)},${y(point.balance).toFixed(1)}`,
  );
  const lastIndex = points.length - 1;
  const last = points[lastIndex] as BalancePoint;
  const money = (value: number) => isolated(formatMoney(value, language));
  const description = t('account.chart.description', {
    from: formatDate(points[0]?.time, language),
    to: formatDate(last.time, language),
    min: money(Math.min(...balances)),
    max: money(high),
    last: money(last.balance),
  });

  /** The point nearest in time to where the pointer is over the drawing. */
  const pointAt = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = box.width > 0 ? (event.clientX - box.left) / box.width : 0;
    const time =
      minTime + ((fraction * VIEW.width - VIEW.padX) / (VIEW.width - 2 * VIEW.padX)) * (maxTime - minTime);
    let nearest = 0;
    times.forEach((candidate, index) => {
      if (Math.abs(candidate - time) < Math.abs((times[nearest] ?? 0) - time)) nearest = index;
    });
    return nearest;
  };
  const step = (event: KeyboardEvent<SVGSVGElement>) => {
    const move = STEP_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    setActive(move(active ?? lastIndex, lastIndex));
  };
  const shown = active === null ? null : points[active];

  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
        className="balance-chart"
        role="img"
        aria-label={description}
        aria-describedby="balance-chart-reading"
        preserveAspectRatio="none"
        // Time runs left to right in both languages, as on any chart read in Egypt.
        direction="ltr"
        tabIndex={0}
        onMouseMove={(event) => setActive(pointAt(event))}
        onMouseLeave={() => setActive(null)}
        onFocus={() => setActive((current) => current ?? lastIndex)}
        onBlur={() => setActive(null)}
        onKeyDown={step}
      >
        <line
          x1={VIEW.padX}
          x2={VIEW.width - VIEW.padX}
          y1={y(0)}
          y2={y(0)}
          className="balance-chart__zero"
        />
        <polyline
          points={[
            `${x(minTime)},${VIEW.height - VIEW.padY}`,
            ...path,
            `${x(maxTime)},${VIEW.height - VIEW.padY}`,
          ].join(' ')}
          className="balance-chart__area"
        />
        <polyline points={path.join(' ')} className="balance-chart__line" />
        {shown && active !== null && (
          <line
            x1={x(times[active] ?? 0)}
            x2={x(times[active] ?? 0)}
            y1={VIEW.padY}
            y2={VIEW.height - VIEW.padY}
            className="balance-chart__cursor"
          />
        )}
      </svg>
      <div className="balance-chart__axis small text-muted mt-1" dir="ltr">
        <bdi>{formatDate(points[0]?.time, language)}</bdi>
        <bdi>{formatDate(last.time, language)}</bdi>
      </div>
      <figcaption id="balance-chart-reading" className="small mt-1" aria-live="polite">
        {shown ? (
          t('account.chart.point', {
            date: isolated(formatDateTime(shown.time, language)),
            balance: money(shown.balance),
          })
        ) : (
          <>
            <span className="fw-semibold">{t('account.chart.now', { balance: money(last.balance) })}</span>{' '}
            <span className="text-muted">{t('account.chart.keys')}</span>
          </>
        )}
      </figcaption>
      <details className="mt-2">
        <summary className="small">{t('account.chart.tableToggle')}</summary>
        <div className="table-responsive balance-chart__table">
          <table className="table table-sm mb-0">
            <caption className="caption-top">{t('account.chart.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('account.chart.date')}</th>
                <th scope="col">{t('account.chart.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point, index) => (
                <tr key={`${point.time}-${index}`}>
                  <td>{formatDateTime(point.time, language)}</td>
                  <td>
                    <bdi dir="ltr">{formatMoney(point.balance, language)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
