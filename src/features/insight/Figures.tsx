import { useTranslation } from '../../i18n/useTranslation';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { formatMoney, formatNumber, formatPercent, isolated } from '../../i18n/format';
import { changeOf } from '../../lib/insight';

/** How a figure is written: money, a count, or a share (a fraction, null when there is nothing to share). */
export type FigureKind = 'money' | 'count' | 'share';

export type Figure = {
  key: string;
  kind: FigureKind;
  current: number | null;
  previous: number | null;
  /** A figure that is better lower (the returns rate): its rise is shown as bad news. */
  lowerIsBetter?: boolean;
};

export function useFigureWriter() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  return (kind: FigureKind, value: number | null): string => {
    if (value === null) return t('insight.none');
    if (kind === 'money') return formatMoney(value, language);
    if (kind === 'share') return formatPercent(value, language);
    return formatNumber(value, language);
  };
}

/**
 * The period's figures, each beside the previous period's and the change between them, in words as well as
 * colour and arrow (a screen reader hears "up 12% from 1,200.00 LE").
 */
export function Figures({ figures, labelPrefix }: { figures: readonly Figure[]; labelPrefix: string }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const write = useFigureWriter();
  return (
    <dl className="insight-figures m-0">
      {figures.map((figure) => {
        // A share changes by points (95% to 90% is 5 points down), anything else by its own percentage.
        const change =
          figure.current === null || figure.previous === null
            ? null
            : figure.kind === 'share'
              ? figure.current - figure.previous
              : changeOf(figure.current, figure.previous);
        const direction = change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
        const good = direction === 'flat' ? null : (direction === 'up') !== Boolean(figure.lowerIsBetter);
        const previous = isolated(write(figure.kind, figure.previous));
        return (
          <div key={figure.key} className="border rounded p-2">
            <dt className="small text-muted fw-normal">{t(`${labelPrefix}.${figure.key}`)}</dt>
            <dd className="m-0">
              <span className="fw-semibold d-block insight-figure__value">
                <bdi dir="ltr">{write(figure.kind, figure.current)}</bdi>
              </span>
              <span
                className={`small ${good === null ? 'text-muted' : good ? 'text-success' : 'text-danger'}`}
                data-direction={direction}
              >
                <span aria-hidden="true">{direction === 'up' ? '▲ ' : direction === 'down' ? '▼ ' : ''}</span>
                {change === null
                  ? t('insight.change.none', { previous })
                  : direction === 'flat'
                    ? t('insight.change.flat', { previous })
                    : figure.kind === 'share'
                      ? t(`insight.change.${direction}Points`, {
                          // Counted as the points it shows, so Arabic picks the noun's form for that number.
                          count: Math.round(Math.abs(change) * 1000) / 10,
                          change: isolated(formatNumber(Math.round(Math.abs(change) * 1000) / 10, language)),
                          previous,
                        })
                      : t(`insight.change.${direction}`, {
                          change: isolated(formatPercent(Math.abs(change), language)),
                          previous,
                        })}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
