import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n';
import { formatDate, formatMoney } from '../../i18n/format';

export interface BalancePoint {
  time: string;
  balance: number;
}

const WIDTH = 640;
const HEIGHT = 180;
const PAD_X = 8;
const PAD_Y = 12;

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
    PAD_X +
    (maxTime === minTime
      ? (WIDTH - 2 * PAD_X) / 2
      : ((time - minTime) / (maxTime - minTime)) * (WIDTH - 2 * PAD_X));
  const y = (value: number) =>
    HEIGHT - PAD_Y - (high === low ? 0.5 : (value - low) / (high - low)) * (HEIGHT - 2 * PAD_Y);
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
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="balance-chart"
        role="img"
        aria-label={description}
        preserveAspectRatio="none"
        // Time runs left to right in both languages, as on any chart read in Egypt.
        direction="ltr"
      >
        <line x1={PAD_X} x2={WIDTH - PAD_X} y1={y(0)} y2={y(0)} className="balance-chart__zero" />
        <polyline
          points={[`${x(minTime)},${HEIGHT - PAD_Y}`, ...path, `${x(maxTime)},${HEIGHT - PAD_Y}`].join(' ')}
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
