import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n';
import { formatDate, formatMoney } from '../../i18n/format';

export interface BalancePoint {
  time: string;
  balance: number;
}

/** The drawing's own units (the SVG scales to its box) and the margin that keeps the line's stroke inside. */
const VIEW = { width: 640, height: 180, padX: 8, padY: 12 } as const;

/**
 * balance_after over time as a small line chart. Hand-written SVG (no chart library) and loaded lazily, so
 * only the account page pays for it. The picture is described in words for screen readers.
 */
export function BalanceChart({ points, language }: { points: readonly BalancePoint[]; language: Language }) {
  const { t } = useTranslation();
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
  const last = points[points.length - 1] as BalancePoint;
  const description = t('account.chart.description', {
    from: formatDate(points[0]?.time, language),
    to: formatDate(last.time, language),
    min: formatMoney(Math.min(...balances), language),
    max: formatMoney(high, language),
    last: formatMoney(last.balance, language),
  });

  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
        className="balance-chart"
        role="img"
        aria-label={description}
        preserveAspectRatio="none"
        // Time runs left to right in both languages, as on any chart read in Egypt.
        direction="ltr"
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
      </svg>
      <figcaption className="d-flex justify-content-between small text-muted mt-1" dir="ltr">
        <span>{formatDate(points[0]?.time, language)}</span>
        <bdi>{formatMoney(last.balance, language)}</bdi>
        <span>{formatDate(last.time, language)}</span>
      </figcaption>
    </figure>
  );
}
