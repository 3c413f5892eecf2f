import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../app/hooks';
import { LabelledSelect } from '../../components/form/Select';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { toAsciiDigits } from '../../lib/digits';
import { LIST_QUERY } from '../../lib/entities/listQuery';
import { fetchCategories } from '../categories';
import type { InventoryFilterName } from './useInventoryList';

/** Typing a seller's name applies once typing pauses, like the search. */
const SELLER_DEBOUNCE_MS = 500;

interface AdminProductFiltersProps {
  filters: Record<string, string>;
  onChange: (name: InventoryFilterName, value: string) => void;
}

/**
 * The admin product list's filters beside its search (issue 16): a seller by name, business name, reference
 * id or id; a category; and the order, newest change first or the longest waiting first (a review queue).
 */
export function AdminProductFilters({ filters, onChange }: AdminProductFiltersProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const categories = useAppSelector((state) => state.categories.list);
  const sellerId = useId();
  const applied = filters.seller ?? '';
  const [seller, setSeller] = useState(applied);
  const settled = useDebouncedValue(seller.trim(), SELLER_DEBOUNCE_MS);

  // The box follows the address when something else changes it (back, forward, a queue's link).
  const [lastApplied, setLastApplied] = useState(applied);
  if (lastApplied !== applied) {
    setLastApplied(applied);
    if (applied !== settled) setSeller(applied);
  }
  useEffect(() => {
    if (settled === seller.trim() && settled !== applied) onChange('seller', toAsciiDigits(settled));
  }, [settled, seller, applied, onChange]);

  useEffect(() => {
    if (categories.length === 0) void dispatch(fetchCategories());
  }, [dispatch, categories.length]);

  const categoryOptions = categories.map((category) => ({
    value: category.code,
    label: category.name[language] || category.name.en,
  }));

  return (
    <div className="row g-2 mb-3 align-items-end" role="group" aria-label={t('products.adminFilters.label')}>
      <div className="col-12 col-md-5">
        <label htmlFor={sellerId} className="form-label small mb-1">
          {t('products.adminFilters.seller')}
        </label>
        <input
          id={sellerId}
          type="search"
          className="form-control form-control-sm"
          value={seller}
          placeholder={t('products.adminFilters.sellerPlaceholder')}
          maxLength={LIST_QUERY.searchMaxLength}
          dir="auto"
          onChange={(event) => setSeller(event.target.value)}
        />
      </div>
      <div className="col-6 col-md-4">
        <LabelledSelect
          label={t('products.adminFilters.category')}
          small
          className=""
          value={filters.category ?? ''}
          placeholder={t('products.adminFilters.anyCategory')}
          options={categoryOptions}
          onChange={(value) => onChange('category', value)}
        />
      </div>
      <div className="col-6 col-md-3">
        <LabelledSelect
          label={t('products.adminFilters.order')}
          small
          className=""
          value={filters.order ?? ''}
          options={[
            { value: '', label: t('products.adminFilters.newest') },
            { value: 'waiting', label: t('products.adminFilters.waiting') },
          ]}
          onChange={(value) => onChange('order', value)}
        />
      </div>
    </div>
  );
}
