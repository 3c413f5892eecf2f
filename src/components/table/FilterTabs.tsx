import { useTranslation } from '../../i18n/useTranslation';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n';
import { formatNumber } from '../../i18n/format';

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
  /**
   * How many rows the tab holds, already formatted ("16", "1,000+"); `null` while the list has not said yet.
   * Either way the count has its room from the first frame, so a count arriving never widens a tab and wraps
   * the group onto one more line (that would push the list below it down).
   */
  count?: string | null;
}

interface FilterTabsProps<Value extends string> {
  label: string;
  options: readonly FilterOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** The widest count a tab keeps room for before it knows its own: three digits. */
const ROOMY_COUNT = 888;

/** The status filter above a list: a group of toggle buttons, the current one pressed, each with its count. */
export function FilterTabs<Value extends string>({
  label,
  options,
  value,
  onChange,
}: FilterTabsProps<Value>) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const room = t('table.filterCount', { number: formatNumber(ROOMY_COUNT, language) });
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={label}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            className={`btn btn-sm ${active ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={active}
            onClick={() => onChange(option.value)}
          >
            {option.label}
            {option.count !== undefined && (
              <>
                {' '}
                <span className="filter-tabs__count">
                  <span className="filter-tabs__room" aria-hidden="true">
                    {room}
                  </span>
                  {option.count !== null && <span>{t('table.filterCount', { number: option.count })}</span>}
                </span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
