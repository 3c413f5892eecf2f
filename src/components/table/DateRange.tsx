import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dayRangeReversed } from '../../lib/orderList';
import { FieldError, fieldErrorId } from '../form/FieldError';

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
        <div key={end}>
          <label className="form-label small mb-1" htmlFor={`${id}-${end}`}>
            {t(`table.dates.${end}`)}
          </label>
          <input
            id={`${id}-${end}`}
            type="date"
            className={`form-control form-control-sm${reversed ? ' is-invalid' : ''}`}
            value={range[end]}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? fieldErrorId(`${id}-range`) : undefined}
            max={end === 'from' ? range.to || undefined : undefined}
            min={end === 'to' ? range.from || undefined : undefined}
            onChange={(event) => onChange({ ...range, [end]: event.target.value })}
          />
          {end === 'to' && reversed && <FieldError name={`${id}-range`} error="table.dates.reversed" />}
        </div>
      ))}
      {(range.from || range.to) && (
        <button type="button" className="btn btn-link btn-sm" onClick={() => onChange({ from: '', to: '' })}>
          {t('table.dates.clear')}
        </button>
      )}
    </fieldset>
  );
}
