import { useTranslation } from '../../i18n/useTranslation';
import type { Product } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import type { Column } from '../../components/table/DataTable';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { truncate } from '../../lib/text';
import { productName } from './productDisplay';
import { InlineOfferCell } from './inlineOffer';
import { ProductImage, ProductStatusBadge, StockLevelBadge } from './ProductVisuals';
import type { InventoryScope } from './productsSlice';
import type { RecommendedToggle } from './useRecommendedToggle';
import { CodeText } from '../../components/CodeText';

/**
 * The inventory's columns, its phone card and the product name they show, in the reading language; the admin's
 * list adds whose product it is and its category (docs/review.md).
 */
export function useInventoryColumns(
  recommended: RecommendedToggle,
  scope: InventoryScope,
  onEditOffer?: (product: Product) => void,
) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const categories = useAppSelector((state) => state.categories.list);
  const name = (product: Product) => productName(product, language);
  const sellerName = (product: Product) => {
    const seller = product.seller;
    const business = seller?.business_name?.[language] || seller?.business_name?.en || '';
    return { name: seller?.name ?? '', business };
  };
  const categoryName = (product: Product) => {
    const category = categories.find((candidate) => candidate.code === product.category);
    return category ? category.name[language] || category.name.en : (product.category ?? '');
  };
  const adminOnly = scope === 'admin';

  const handlingTime = (product: Product) =>
    product.handling_time === null ? t('common.na') : formatNumber(product.handling_time, language);

  const recommendedBox = (product: Product) => (
    <div
      className="form-check m-0 d-flex justify-content-center"
      onClick={(event) => event.stopPropagation()}
    >
      <input
        type="checkbox"
        className="form-check-input"
        checked={recommended.checked(product)}
        disabled={recommended.saving(product)}
        onChange={() => void recommended.toggle(product)}
        aria-label={t('products.inventory.recommendedFor', { name: name(product) })}
      />
    </div>
  );

  const columns: Column<Product>[] = [
    {
      key: 'image',
      header: t('products.inventory.columns.image'),
      render: (product) => <ProductImage product={product} size={48} alt="" />,
    },
    {
      key: 'name',
      header: t('products.inventory.columns.name'),
      render: (product) => (
        <div className="min-w-0">
          <div className="fw-semibold" dir="auto">
            {name(product)}
          </div>
          <div className="small text-muted">
            <CodeText>{product.sku}</CodeText>
          </div>
        </div>
      ),
    },
    ...(adminOnly
      ? [
          {
            key: 'seller',
            header: t('products.inventory.columns.seller'),
            render: (product: Product) => {
              const seller = sellerName(product);
              return (
                <div className="min-w-0">
                  <bdi>{seller.name}</bdi>
                  {seller.business && (
                    <div className="small text-muted">
                      <bdi>{seller.business}</bdi>
                    </div>
                  )}
                </div>
              );
            },
          },
          {
            key: 'category',
            header: t('products.inventory.columns.category'),
            render: (product: Product) => <bdi>{categoryName(product)}</bdi>,
          },
        ]
      : []),
    {
      key: 'status',
      header: t('products.inventory.columns.status'),
      render: (product) => <ProductStatusBadge status={product.status} />,
    },
    {
      key: 'price',
      header: t('products.inventory.columns.price'),
      className: 'text-nowrap',
      // A seller changes price and stock in the row itself (admins review, they do not price).
      render: (product) => <InlineOfferCell product={product} field="listing_price" />,
    },
    {
      key: 'quantity',
      header: t('products.inventory.columns.quantity'),
      render: (product) => (
        <div className="d-flex flex-wrap align-items-center gap-1">
          <InlineOfferCell product={product} field="stock_quantity" />
          <StockLevelBadge product={product} />
        </div>
      ),
    },
    {
      key: 'updated',
      header: t('products.inventory.columns.updated'),
      className: 'text-nowrap small',
      render: (product) => formatDateTime(product.updatedAt, language),
    },
    {
      key: 'handling',
      header: t('products.inventory.columns.handlingTime'),
      render: handlingTime,
    },
    {
      key: 'recommended',
      header: t('products.inventory.columns.recommended'),
      className: 'text-center',
      render: recommendedBox,
    },
  ];

  const renderCard = (product: Product) => (
    <div className="d-flex gap-3 align-items-start">
      <ProductImage product={product} size={64} alt="" />
      <div className="min-w-0 flex-grow-1">
        <div className="d-flex justify-content-between gap-2 align-items-start">
          <span className="fw-semibold" dir="auto" title={name(product)}>
            {truncate(name(product))}
          </span>
          <ProductStatusBadge status={product.status} />
        </div>
        <div className="small mt-1">
          <bdi dir="ltr">{formatMoney(product.listing_price, language)}</bdi>
          <span className="text-muted mx-1" aria-hidden="true">
            ·
          </span>
          {t('products.inventory.quantityShort', { n: formatNumber(product.stock_quantity, language) })}
          <span className="ms-1">
            <StockLevelBadge product={product} />
          </span>
        </div>
        <div className="small text-muted">
          {t('products.inventory.handlingShort', { value: handlingTime(product) })}
        </div>
        {adminOnly && (
          <div className="small text-muted">
            <bdi>{sellerName(product).name}</bdi>
            <span aria-hidden="true"> · </span>
            <bdi>{categoryName(product)}</bdi>
          </div>
        )}
        <div className="small text-muted">{formatDateTime(product.updatedAt, language)}</div>
        {product.is_recommended && (
          <span className="badge text-bg-light border mt-1">
            ★ {t('products.inventory.columns.recommended')}
          </span>
        )}
        {onEditOffer && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary mt-2 d-block"
            aria-label={t('products.inline.editSheetFor', { name: name(product) })}
            onClick={(event) => {
              event.stopPropagation();
              onEditOffer(product);
            }}
            onKeyDown={(event) => event.stopPropagation()}
          >
            {t('products.inline.editSheet')}
          </button>
        )}
      </div>
    </div>
  );

  return { columns, renderCard, name };
}
