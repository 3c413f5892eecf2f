import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { FieldError, fieldErrorId } from '../../components/form/FieldError';
import { LabelledSelect } from '../../components/form/Select';
import { SellerBox } from '../../components/table/SellerBox';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { PRODUCT_SORTS, STOCK_LEVELS } from '../../lib/entities/product';
import { CategoryFilter } from '../categories';
import type { InventoryScope } from './productsSlice';
import { filterPrice, priceRangeReversed, type InventoryFilterName } from './useInventoryList';

/** A typed price applies once typing pauses, like the search. */
const PRICE_DEBOUNCE_MS = 600;

/** Longest price a filter box takes: eight digits, a separator and two decimals. */
const PRICE_MAX_LENGTH = 11;

const PRICE_ENDS = ['price_min', 'price_max'] as const;
type PriceEnd = (typeof PRICE_ENDS)[number];

interface InventoryFiltersProps {
  filters: Record<string, string>;
  /** Sets filters in one change of the address (both ends of the price range may change at once). */
  onChange: (changes: Partial<Record<InventoryFilterName, string>>) => void;
}

/**
 * An inventory's filters beside its search: for an admin a seller first (name, business name, reference id or
 * id), then a category, the stock level (out, low, in stock), a price range and the order. Each lives in the
 * address, so a reload, back and forward and a shared link keep them. A price that is not one, or a range whose
 * lowest is above its highest, is said under the field and not applied; the typed text stays.
 */
export function InventoryFilters({
  filters,
  onChange,
  scope,
}: InventoryFiltersProps & { scope: InventoryScope }) {
  const { t } = useTranslation();
  return (
    <div className="row g-2 mb-3 align-items-start" role="group" aria-label={t('products.filters.label')}>
      {scope === 'admin' && (
        <div className="col-12 col-lg-3">
          <SellerBox applied={filters.seller ?? ''} onChange={(seller) => onChange({ seller })} />
        </div>
      )}
      <div className="col-6 col-md-3 col-lg-2">
        <CategoryFilter value={filters.category ?? ''} onChange={(category) => onChange({ category })} />
      </div>
      <div className="col-6 col-md-3 col-lg-2">
        <LabelledSelect
          label={t('products.filters.stock')}
          small
          className=""
          value={filters.stock ?? ''}
          placeholder={t('products.filters.anyStock')}
          options={STOCK_LEVELS.map((level) => ({ value: level, label: t(`products.stockLevel.${level}`) }))}
          onChange={(value) => onChange({ stock: value })}
        />
      </div>
      <PriceRange filters={filters} onChange={onChange} />
      <div className="col-12 col-md-3 col-lg-3">
        <LabelledSelect
          label={t('products.filters.order')}
          small
          className=""
          value={filters.order || 'recent'}
          options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`products.sorts.${sort}`) }))}
          onChange={(value) => onChange({ order: value === 'recent' ? '' : value })}
        />
      </div>
    </div>
  );
}

/** The two price boxes: each applies its typed price after a pause, in Western digits. */
function PriceRange({ filters, onChange }: InventoryFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState<Record<PriceEnd, string>>({
    price_min: filters.price_min ?? '',
    price_max: filters.price_max ?? '',
  });
  const settled = useDebouncedValue(typed, PRICE_DEBOUNCE_MS);

  // The boxes follow the address when something else changes it (back, forward, a link).
  const applied = { price_min: filters.price_min ?? '', price_max: filters.price_max ?? '' };
  const [lastApplied, setLastApplied] = useState(applied);
  if (PRICE_ENDS.some((end) => lastApplied[end] !== applied[end])) {
    setLastApplied(applied);
    setTyped((before) => {
      const next = { ...before };
      for (const end of PRICE_ENDS) {
        const same =
          before[end].trim() === ''
            ? applied[end] === ''
            : filterPrice(before[end]) === filterPrice(applied[end]);
        if (!same) next[end] = applied[end];
      }
      return next;
    });
  }

  const invalid = (end: PriceEnd) => typed[end].trim() !== '' && filterPrice(typed[end]) === undefined;
  const reversed = priceRangeReversed(typed);

  useEffect(() => {
    const changes: Partial<Record<PriceEnd, string>> = {};
    for (const end of PRICE_ENDS) {
      const text = settled[end].trim();
      if (text !== typed[end].trim()) continue;
      const price = filterPrice(text);
      const value = text === '' ? '' : price === undefined ? null : String(price);
      if (value !== null && value !== (filters[end] ?? '')) changes[end] = value;
    }
    if (Object.keys(changes).length > 0) onChange(changes);
  }, [settled, typed, filters, onChange]);

  const errorOf = (end: PriceEnd) =>
    invalid(end)
      ? 'products.filters.priceInvalid'
      : end === 'price_max' && reversed
        ? 'products.filters.priceReversed'
        : undefined;

  return (
    <fieldset className="col-12 col-md-6 col-lg-5 m-0">
      <legend className="form-label small mb-1 float-none">{t('products.filters.price')}</legend>
      <div className="row g-2">
        {PRICE_ENDS.map((end) => {
          const error = errorOf(end);
          const errorName = `${id}-${end}`;
          return (
            <div key={end} className="col-6">
              <label className="visually-hidden" htmlFor={`${id}-${end}-input`}>
                {t(`products.filters.${end === 'price_min' ? 'priceFrom' : 'priceTo'}`)}
              </label>
              <div className="input-group input-group-sm">
                <span className="input-group-text" aria-hidden="true">
                  {t(`products.filters.${end === 'price_min' ? 'priceFrom' : 'priceTo'}`)}
                </span>
                <input
                  id={`${id}-${end}-input`}
                  type="text"
                  inputMode="decimal"
                  dir="ltr"
                  className={`form-control${error || (reversed && end === 'price_min') ? ' is-invalid' : ''}`}
                  value={typed[end]}
                  maxLength={PRICE_MAX_LENGTH}
                  placeholder={t('products.filters.pricePlaceholder')}
                  aria-invalid={Boolean(error) || (reversed && end === 'price_min')}
                  aria-describedby={
                    error ? fieldErrorId(errorName) : reversed ? fieldErrorId(`${id}-price_max`) : undefined
                  }
                  onChange={(event) => setTyped({ ...typed, [end]: event.target.value })}
                />
              </div>
              {error && <FieldError name={errorName} error={error} />}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
