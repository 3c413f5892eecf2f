import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { CategoryHeader, Product } from '../../api/types';
import { selectLanguage, selectUserdata, useAppDispatch, useAppSelector } from '../../common/hooks';
import { Card } from '../../components/Card';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { fetchCategories } from '../categories';
import { USER_DETAIL_PATH } from '../users';
import { productName } from './productDisplay';
import { attributeKeys } from './productForm';
import { ProductEditForm } from './ProductEditForm';
import { ProductGallery } from './ProductGallery';
import { ProductHistory } from './ProductHistory';
import { ProductRejection, ProductStatusControl } from './ProductReview';
import { fetchProduct, productSelected } from './productsSlice';
import { ProductView } from './ProductView';
import { ProductStatusBadge } from './ProductVisuals';
import { BackLink } from '../../components/BackLink';
import { CodeText } from '../../components/CodeText';

interface DetailState {
  product?: Product;
  /** The list the product was opened from, to go back to it. */
  from?: string;
}

/**
 * Product detail (docs/screens.md): opened from an inventory row with the product as router state, or by
 * `?id=` alone (a reload or a shared link), in which case it is fetched. Everyone sees the photos, the
 * seller and why a rejected product was rejected; an admin also sets the status and reads the history.
 */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as DetailState;
  const id = params.get('id') ?? state.product?._id ?? null;
  const selected = useAppSelector((root) => root.products.selected);
  const categories = useAppSelector((root) => root.categories.list);
  const isAdmin = Boolean(useAppSelector(selectUserdata)?.is_admin);
  const [editing, setEditing] = useState(false);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!id) return;
    if (state.product?._id === id) dispatch(productSelected(state.product));
    // Router state may be older than the server's copy (it survives a reload), so fetch it anyway.
    void dispatch(fetchProduct(id)).then((result) => {
      if (fetchProduct.rejected.match(result) && result.payload?.status === 404) setMissing(true);
    });
    // The router state is read once per product id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, id]);

  useEffect(() => {
    if (categories.length === 0) void dispatch(fetchCategories());
  }, [dispatch, categories.length]);

  const product =
    selected && selected._id === id ? selected : state.product?._id === id ? state.product : null;
  const headers: CategoryHeader[] = useMemo(
    () => categories.find((category) => category.code === product?.category)?.headers ?? [],
    [categories, product?.category],
  );
  const keys = useMemo(() => (product ? attributeKeys(product, headers) : null), [product, headers]);
  const backTo = state.from ?? '/store/inventory';

  if (!id || missing) {
    return (
      <div>
        <PageTitle>{t('products.detail.title')}</PageTitle>
        <p className="alert alert-warning">{t('products.detail.notFound')}</p>
        <Link to={backTo}>{t('products.detail.back')}</Link>
      </div>
    );
  }
  if (!product || !keys) return <Spinner />;

  const seller = product.seller?.name ? product.seller : null;
  const sellerBusiness = seller?.business_name?.[language] || seller?.business_name?.en || '';

  const label = (key: string) => {
    const header = headers.find((candidate) => candidate.key === key);
    if (header) return header[language] || header.en;
    const own = `products.fields.${key}`;
    return t(own, { defaultValue: key.replace(/_/g, ' ') });
  };

  return (
    <div className="product-detail">
      <BackLink to={backTo}>{t('products.detail.back')}</BackLink>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div className="min-w-0">
          <PageTitle className="h3 mb-1">{productName(product, language)}</PageTitle>
          <div className="d-flex flex-wrap align-items-center gap-2 small text-muted">
            <ProductStatusBadge status={product.status} />
            <CodeText>{product.sku}</CodeText>
            {seller && (
              <span>
                {t('products.detail.seller')}:{' '}
                {isAdmin && seller._id ? (
                  <Link to={`${USER_DETAIL_PATH}?id=${encodeURIComponent(seller._id)}`}>
                    <bdi>{seller.name}</bdi>
                  </Link>
                ) : (
                  <bdi>{seller.name}</bdi>
                )}
                {sellerBusiness && (
                  <>
                    {' · '}
                    <bdi>{sellerBusiness}</bdi>
                  </>
                )}
              </span>
            )}
          </div>
        </div>
        {!editing && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            {t('common.edit')}
          </button>
        )}
      </div>
      <ProductRejection product={product} />
      {isAdmin && (
        <section className="card card-body mb-3" aria-label={t('products.review.title')}>
          <ProductStatusControl key={product.status} product={product} />
        </section>
      )}
      <div className="row g-4">
        <aside className="col-12 col-lg-3">
          <Card bodyClassName="text-center">
            <ProductGallery product={product} name={productName(product, language)} />
          </Card>
        </aside>
        <div className="col-12 col-lg-9">
          {editing ? (
            <ProductEditForm
              product={product}
              keys={keys}
              label={label}
              headers={headers}
              onDone={() => setEditing(false)}
            />
          ) : (
            <ProductView product={product} keys={keys} label={label} />
          )}
          {isAdmin && (
            <ProductHistory
              productId={product._id}
              // An undone status change puts the old date back, so the status is part of the key too.
              refreshKey={`${product.updatedAt}|${product.status}`}
              label={label}
            />
          )}
        </div>
      </div>
    </div>
  );
}
