import { useTranslation } from '../../i18n/useTranslation';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n';
import { formatNumber } from '../../i18n/format';

export interface SelectionSummaryProps {
  /** How many rows a change would touch now. */
  count: number;
  /** How many rows match the list's filter over every page. */
  matching: number;
  /** Where the list's wording is: `selected`, `allMatchingSelected`, `selectAllMatching`, `clearAllMatching`. */
  wording: 'products.bulk' | 'orders.bulk';
  /** Whether every matching row is chosen rather than those picked on the page. */
  allMatching: boolean;
  onAllMatchingChange: (all: boolean) => void;
}

/**
 * What a bulk change of a list is about to touch, said as it changes: the rows picked on the page, or every row
 * matching the filter, with the switch between the two.
 */
export function SelectionSummary({
  count,
  matching,
  wording,
  allMatching,
  onAllMatchingChange,
}: SelectionSummaryProps) {
  const { t, i18n } = useTranslation();
  // The numbers follow the language the texts around them are in.
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const number = (value: number) => formatNumber(value, language);
  return (
    <div className="me-auto align-self-center small" aria-live="polite">
      <span className="text-muted">
        {allMatching
          ? t(`${wording}.allMatchingSelected`, { count: matching, n: number(matching) })
          : t(`${wording}.selected`, { count, n: number(count) })}
      </span>
      {matching > 0 && (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 ms-2 align-baseline"
          onClick={() => onAllMatchingChange(!allMatching)}
        >
          {allMatching
            ? t(`${wording}.clearAllMatching`)
            : t(`${wording}.selectAllMatching`, { count: matching, n: number(matching) })}
        </button>
      )}
    </div>
  );
}
