import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/PageTitle';
import { DataTable, sortRows, type Column, type SortState } from '../../components/table/DataTable';
import { FilterTabs } from '../../components/table/FilterTabs';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { formatMoney, formatNumber } from '../../i18n/format';
import { SAMPLE_CATALOGUE } from './data/catalogue';
import { ProductCell } from './ProductCell';
import { SampleDataNote } from './SampleDataNote';
import { StarRating } from './StarRating';
import { matchesQuery } from './text';
import type { CatalogueProduct } from './types';
import { useClientList } from './useClientList';

const CATEGORY_FILTERS = ['all', 'electronics', 'cosmetics', 'fnb', 'textiles'] as const;
type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

/** /pages/product-list: catalogue search over sample products with their 5-star ratings. */
export function ProductListPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);

  const columns: Column<CatalogueProduct>[] = [
    {
      key: 'name',
      header: t('demo.columns.product'),
      render: (row) => <ProductCell product={row} />,
      card: 'title',
    },
    { key: 'category', header: t('demo.columns.category'), render: (row) => row[language].category },
    {
      key: 'price',
      header: t('demo.columns.price'),
      render: (row) => <bdi className="text-nowrap">{formatMoney(row.listing_price, language)}</bdi>,
      sortValue: (row) => row.listing_price,
    },
    {
      key: 'stock',
      header: t('demo.columns.stock'),
      render: (row) => formatNumber(row.stock_quantity, language),
      sortValue: (row) => row.stock_quantity,
    },
    {
      key: 'rating',
      header: t('demo.columns.rating'),
      render: (row) => <StarRating value={row.rating} reviews={row.review_count} />,
      sortValue: (row) => row.rating,
    },
  ];

  const rows = useMemo(
    () =>
      SAMPLE_CATALOGUE.filter(
        (product) =>
          (category === 'all' || product.category === category) &&
          matchesQuery(query, [product.en.name, product.ar.name, product.sku]),
      ),
    [category, query],
  );
  const sorted = sortRows(rows, columns, sort);
  const list = useClientList('demo-product-list', sorted);

  return (
    <section>
      <PageTitle>{t('demo.productList.title')}</PageTitle>
      <SampleDataNote />
      <SearchBox
        label={t('demo.productList.search')}
        placeholder={t('demo.productList.searchPlaceholder')}
        value={query}
        onChange={(value) => {
          setQuery(value);
          list.resetPage();
        }}
      />
      <FilterTabs
        label={t('demo.productList.filter')}
        options={CATEGORY_FILTERS.map((value) => ({
          value,
          label: t(`demo.productList.categories.${value}`),
        }))}
        value={category}
        onChange={(value) => {
          setCategory(value);
          list.resetPage();
        }}
      />
      <DataTable
        caption={t('demo.productList.caption')}
        columns={columns}
        rows={list.pageRows}
        rowId={(row) => row._id}
        sort={sort}
        onSortChange={setSort}
        cardFromColumns
      />
      <Pagination
        page={list.page}
        rowsPerPage={list.rowsPerPage}
        total={list.total}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setRowsPerPage}
      />
    </section>
  );
}
