import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Withdrawal } from '../../api/types';
import { DateRange } from '../../components/table/DateRange';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { amountBound, type PayoutQueueFilter } from './payoutLists';

/** A typed amount applies once typing pauses, like the search. */
const AMOUNT_DEBOUNCE_MS = 500;

/** The name a request's seller goes by in lists: their business name in the page's language, or their own. */
export const payeeName = (seller: Withdrawal['seller'], language: 'ar' | 'en'): string =>
  seller.business_name?.[language] || seller.business_name?.en || seller.name || seller._id;

interface PayoutQueueFiltersProps {
  filters: Record<string, string>;
  /** The name of the seller the list is narrowed to, once a row of theirs shows it. */
  sellerName: string | null;
  onChange: (changes: Partial<Record<PayoutQueueFilter, string>>) => void;
}

/** The admins' queue narrowed to one seller, an amount range and a range of request days. */
export function PayoutQueueFilters({ filters, sellerName, onChange }: PayoutQueueFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-1" role="group" aria-label={t('payouts.queue.filters')}>
      {filters.seller && (
        <p className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <span>
            {t('payouts.queue.onlySeller')} <bdi className="fw-semibold">{sellerName ?? filters.seller}</bdi>
          </span>
          <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onChange({ seller: '' })}>
            {t('payouts.queue.everySeller')}
          </button>
        </p>
      )}
      <div className="d-flex flex-wrap align-items-end column-gap-3">
        <AmountBound name="min" applied={filters.min ?? ''} onApply={(value) => onChange({ min: value })} />
        <AmountBound name="max" applied={filters.max ?? ''} onApply={(value) => onChange({ max: value })} />
        <DateRange
          legend={t('payouts.queue.dates')}
          range={{ from: filters.from ?? '', to: filters.to ?? '' }}
          onChange={(range) => onChange(range)}
        />
      </div>
    </div>
  );
}

/** One end of the amount range: what was typed stays in the box; only a valid amount reaches the address. */
function AmountBound({
  name,
  applied,
  onApply,
}: {
  name: 'min' | 'max';
  applied: string;
  onApply: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(applied);
  const settled = useDebouncedValue(typed, AMOUNT_DEBOUNCE_MS);
  const bound = amountBound(settled);

  // The box follows the address when something else changes it (back, forward, clearing the filters).
  const [lastApplied, setLastApplied] = useState(applied);
  if (lastApplied !== applied) {
    setLastApplied(applied);
    if (amountBound(typed) !== applied) setTyped(applied);
  }
  useEffect(() => {
    if (settled === typed && bound !== null && bound !== applied) onApply(bound);
  }, [settled, typed, bound, applied, onApply]);

  const invalid = settled === typed && bound === null;
  return (
    <div className="mb-3">
      <label className="form-label small mb-1" htmlFor={id}>
        {t(`payouts.queue.amount.${name}`)}
      </label>
      <input
        id={id}
        className={`form-control form-control-sm${invalid ? ' is-invalid' : ''}`}
        inputMode="decimal"
        dir="ltr"
        maxLength={20}
        size={10}
        value={typed}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setTyped(event.target.value)}
      />
      {invalid && (
        <div id={`${id}-error`} className="invalid-feedback">
          {t('payouts.validation.amountInvalid')}
        </div>
      )}
    </div>
  );
}
