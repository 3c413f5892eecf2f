import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { dayRangeReversed } from '../../lib/orderList';
import { LabelledDateInput } from '../form/DateInput';

/** Two calendar days (YYYY-MM-DD), either of which may be left open (''). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * A list's time range: two day fields and a way back to every date. An end typed before the start is said under
 * the end (the list leaves the range out until it is fixed), rather than showing an empty list.
 */
export function DateRange({
  legend,
  range,
  onChange,
}: {
  legend: string;
  range: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const reversed = dayRangeReversed(range.from, range.to);
  return (
    <fieldset className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <legend className="visually-hidden">{legend}</legend>
      {(['from', 'to'] as const).map((end) => (
        <LabelledDateInput
          key={end}
          id={`${id}-${end}`}
          label={t(`table.dates.${end}`)}
          className="date-range__end"
          labelClassName="small mb-1"
          small
          value={range[end]}
          error={end === 'to' && reversed ? 'table.dates.reversed' : undefined}
          max={end === 'from' ? range.to || undefined : undefined}
          min={end === 'to' ? range.from || undefined : undefined}
          onChange={(day) => {
            if (day !== range[end]) onChange({ ...range, [end]: day });
          }}
        />
      ))}
      {(range.from || range.to) && (
        <button type="button" className="btn btn-link btn-sm" onClick={() => onChange({ from: '', to: '' })}>
          {t('table.dates.clear')}
        </button>
      )}
    </fieldset>
  );
}
