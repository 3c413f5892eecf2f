import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import type { Column } from '../../components/table/DataTable';
import { formatMoney, formatNumber } from '../../i18n/format';
import { SAMPLE_CATALOGUE } from './data/catalogue';
import { ProductCell } from './ProductCell';
import { SamplePage } from './SamplePage';
import { StarRating } from './StarRating';
import type { CatalogueProduct } from './types';

/** /pages/product-list: catalogue search over sample products with their 5-star ratings. */
export function ProductListPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);

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

  return (
    <SamplePage
      area="productList"
      items={SAMPLE_CATALOGUE}
      filter={{
        values: ['all', 'electronics', 'cosmetics', 'fnb', 'textiles'],
        of: (product) => product.category,
        labels: 'demo.productList.categories',
      }}
      search={{
        label: t('demo.productList.search'),
        placeholder: t('demo.productList.searchPlaceholder'),
        fields: (product) => [product.en.name, product.ar.name, product.sku],
        first: true,
      }}
      columns={columns}
    />
  );
}
