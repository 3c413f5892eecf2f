import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { LabelledSelect } from '../../components/form/Select';
import { formatMonth } from '../../i18n/format';
import { recentMonths } from './statement';

/** How far back a statement may be chosen from the list: two years of months. */
const MONTHS_LISTED = 24;

/** The month a statement is of: this one and those before it, by name in the page's language. */
export function StatementMonthPicker({
  month,
  onChange,
}: {
  month: string;
  onChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const months = useMemo(() => recentMonths(new Date(), MONTHS_LISTED), []);
  // A month named by the address but older than the list is still shown as chosen.
  const listed = months.includes(month) ? months : [...months, month];
  return (
    <LabelledSelect
      label={t('account.statement.month')}
      inline
      small
      value={month}
      options={listed.map((value) => ({ value, label: formatMonth(value, language) }))}
      onChange={onChange}
    />
  );
}
