import type { CatalogueItem } from '../../api/products';
import type { ServerListDefinition } from '../../common/list/useServerList';
import type { RootState } from '../../common/hooks';
import type { ListQuery } from '../../components/table/listQuery';
import { fetchCatalogue } from './productsSlice';

/** The catalogue's own filter beside its search, in the address. */
export const CATALOGUE_FILTERS = ['category'] as const;

/** The catalogue search page's list: its address (search, category, page), its call and where it lands. */
export const CATALOGUE_LIST = {
  id: 'catalogue',
  filters: CATALOGUE_FILTERS,
  debounceMs: 500,
  request: (query: ListQuery<'all'>) =>
    fetchCatalogue({
      page: query.page,
      limit: query.rowsPerPage,
      ...(query.search ? { search: query.search } : {}),
      ...(query.filters.category ? { category: query.filters.category } : {}),
    }),
  select: ({ products }: RootState) => ({
    rows: products.catalogue.list,
    count: products.catalogue.meta.count,
    countIsLowerBound: products.catalogue.meta.countIsLowerBound,
    loading: products.catalogue.loading,
  }),
} satisfies ServerListDefinition<'all', CatalogueItem>;
