import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { DateRange } from '../../components/table/DateRange';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { formatCalendarDay } from '../../i18n/format';
import {
  INSIGHT_GRAINS,
  INSIGHT_PRESETS,
  type InsightGrain,
  type InsightPreset,
  type Period,
} from '../../lib/insight';
import type { InsightPeriodState } from './useInsightPeriod';

/** A period written out in the page's language: "1 November 2026 – 27 November 2026". */
export function usePeriodWords() {
  const language = useAppSelector(selectLanguage);
  return (period: Period) =>
    `${formatCalendarDay(period.from, language)} – ${formatCalendarDay(period.to, language)}`;
}

/**
 * The period the figures cover: a named one (this month, last month, …) or two days of the user's own, and how
 * the charts group its days. Each choice is kept in the address.
 */
export function PeriodPicker({ state, previous }: { state: InsightPeriodState; previous: Period | null }) {
  const { t } = useTranslation();
  const id = useId();
  const words = usePeriodWords();
  return (
    <div className="insight-period mb-3">
      <div className="d-flex flex-wrap align-items-end gap-3">
        <div>
          <label className="form-label small mb-1" htmlFor={`${id}-preset`}>
            {t('insight.period.label')}
          </label>
          <select
            id={`${id}-preset`}
            className="form-select form-select-sm"
            value={state.preset}
            onChange={(event) => {
              const value = event.target.value;
              if (value !== 'custom') state.setPreset(value as InsightPreset);
            }}
          >
            {INSIGHT_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`insight.period.presets.${preset}`)}
              </option>
            ))}
            <option value="custom">{t('insight.period.presets.custom')}</option>
          </select>
        </div>
        <div>
          <label className="form-label small mb-1" htmlFor={`${id}-grain`}>
            {t('insight.period.grain')}
          </label>
          <select
            id={`${id}-grain`}
            className="form-select form-select-sm"
            value={state.grain}
            onChange={(event) => state.setGrain(event.target.value as InsightGrain)}
          >
            {INSIGHT_GRAINS.map((grain) => (
              <option key={grain} value={grain}>
                {t(`insight.period.grains.${grain}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DateRange legend={t('insight.period.range')} range={state.range} onChange={state.setRange} />
      {state.period && previous && (
        <p className="small text-muted m-0">
          {t('insight.period.comparing', { current: words(state.period), previous: words(previous) })}
        </p>
      )}
    </div>
  );
}
