import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { LabelledSelect } from '../../components/form/Select';
import { fetchCategories } from './categoriesSlice';

/** A list's category filter: every category by its name in the page's language, or all of them (''). */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const categories = useAppSelector((state) => state.categories.list);

  useEffect(() => {
    if (categories.length === 0) void dispatch(fetchCategories());
  }, [dispatch, categories.length]);

  return (
    <LabelledSelect
      label={t('products.filters.category')}
      small
      className=""
      value={value}
      placeholder={t('products.filters.anyCategory')}
      options={categories.map((category) => ({
        value: category.code,
        label: category.name[language] || category.name.en,
      }))}
      onChange={onChange}
    />
  );
}
