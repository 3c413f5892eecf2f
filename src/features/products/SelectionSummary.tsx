import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { formatNumber } from '../../i18n/format';

export interface SelectionSummaryProps {
  /** How many products a change would touch now. */
  count: number;
  /** How many products match the list's filter over every page. */
  matching: number;
  /** Whether every matching product is chosen rather than those picked on the page. */
  allMatching: boolean;
  onAllMatchingChange: (all: boolean) => void;
}

/**
 * What a bulk change of the inventory is about to touch, said as it changes: the products picked on the page,
 * or every product matching the filter, with the switch between the two.
 */
export function SelectionSummary({
  count,
  matching,
  allMatching,
  onAllMatchingChange,
}: SelectionSummaryProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const number = (value: number) => formatNumber(value, language);
  return (
    <div className="me-auto align-self-center small" aria-live="polite">
      <span className="text-muted">
        {allMatching
          ? t('products.bulk.allMatchingSelected', { count: matching, n: number(matching) })
          : t('products.bulk.selected', { count, n: number(count) })}
      </span>
      {matching > 0 && (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 ms-2 align-baseline"
          onClick={() => onAllMatchingChange(!allMatching)}
        >
          {allMatching
            ? t('products.bulk.clearAllMatching')
            : t('products.bulk.selectAllMatching', { count: matching, n: number(matching) })}
        </button>
      )}
    </div>
  );
}
