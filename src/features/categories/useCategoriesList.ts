import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { useListQuery } from '../../components/table/useListQuery';
import { fetchCategories } from './categoriesSlice';
import { CATEGORY_SORT_KEYS } from './categoryColumns';

/** Every category, loaded whole and sorted in the browser by the column the address names (by code at first). */
export function useCategoriesList() {
  const dispatch = useAppDispatch();
  const { list: rows, loading } = useAppSelector((state) => state.categories);
  const list = useListQuery({
    id: 'categories',
    defaultSort: { key: 'code', direction: 'asc' },
    sortKeys: CATEGORY_SORT_KEYS,
  });

  useEffect(() => {
    void dispatch(fetchCategories());
  }, [dispatch]);

  return { rows, loading, sort: list.query.sort, setSort: list.setSort };
}
