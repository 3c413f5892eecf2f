import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Two calendar days (YYYY-MM-DD), either of which may be left open (''). */
export interface DayRange {
  from: string;
  to: string;
}

/** A list's time range: two day fields and a way back to every date. */
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
            className="form-control form-control-sm"
            value={range[end]}
            max={end === 'from' ? range.to || undefined : undefined}
            min={end === 'to' ? range.from || undefined : undefined}
            onChange={(event) => onChange({ ...range, [end]: event.target.value })}
          />
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
