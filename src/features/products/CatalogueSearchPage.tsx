import { useTranslation } from '../../i18n/useTranslation';
import type { CatalogueItem } from '../../api/products';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { useServerList } from '../../common/list/useServerList';
import { PageTitle } from '../../components/PageTitle';
import { DataTable, type Column } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { SearchBox } from '../../components/table/SearchBox';
import { formatMoney, formatNumber } from '../../i18n/format';
import type { Language } from '../../i18n';
import { CategoryFilter } from '../categories';
import { CATALOGUE_LIST } from './catalogueList';

const inLanguage = (text: { en: string; ar: string }, language: Language) =>
  text[language] || (language === 'ar' ? text.en : text.ar);

const rowIdOf = (item: CatalogueItem) => `${item.category.code}\n${item.name.en}\n${item.name.ar}`;

/**
 * /pages/product-list: what the marketplace offers, searched by name, brand or category in either language. Each
 * row is one product as every seller's active offers name it, with its price range and how many sellers offer it;
 * no seller's stock, cost or identity.
 */
export function CatalogueSearchPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const list = useServerList(CATALOGUE_LIST);

  const price = (item: CatalogueItem) =>
    item.price.min === item.price.max
      ? formatMoney(item.price.min, language)
      : t('products.catalogue.priceRange', {
          min: formatMoney(item.price.min, language),
          max: formatMoney(item.price.max, language),
        });
  const sellers = (item: CatalogueItem) =>
    t('products.catalogue.sellers', { count: item.sellers, n: formatNumber(item.sellers, language) });

  const columns: Column<CatalogueItem>[] = [
    {
      key: 'name',
      header: t('products.catalogue.columns.product'),
      card: 'title',
      render: (item) => (
        <div>
          <bdi className="fw-semibold">{inLanguage(item.name, language)}</bdi>
          {inLanguage(item.brand, language) && (
            <div className="small text-muted">
              <bdi>{inLanguage(item.brand, language)}</bdi>
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'category',
      header: t('products.catalogue.columns.category'),
      render: (item) => <bdi>{inLanguage(item.category.name, language)}</bdi>,
    },
    {
      key: 'price',
      header: t('products.catalogue.columns.price'),
      render: (item) => <bdi className="text-nowrap">{price(item)}</bdi>,
    },
    { key: 'sellers', header: t('products.catalogue.columns.sellers'), render: sellers },
  ];

  const title = t('products.catalogue.title');
  return (
    <div>
      <PageTitle>{title}</PageTitle>
      <p className="text-muted">{t('products.catalogue.intro')}</p>
      <div className="row g-2 align-items-end">
        <div className="col-12 col-md-8">
          <SearchBox label={t('products.catalogue.search')} {...list.searchBox} />
        </div>
        <div className="col-12 col-md-4 mb-3">
          <CategoryFilter
            value={list.query.filters.category ?? ''}
            onChange={(category) => list.setFilter('category', category)}
          />
        </div>
      </div>
      <DataTable
        caption={title}
        columns={columns}
        rows={list.rows}
        rowId={rowIdOf}
        loading={list.loading}
        expectedRows={list.query.rowsPerPage}
        cardFromColumns
        emptyText={list.query.search ? t('products.catalogue.noMatch') : undefined}
      />
      <Pagination {...list.paginationProps} />
    </div>
  );
}
