import { Form, Formik } from 'formik';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { CategoryHeader, Product } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../app/hooks';
import { notifySuccess } from '../../app/notify';
import { Card, CardSection } from '../../components/Card';
import { TextField } from '../../components/form/TextField';
import { fieldsOf } from '../../lib/entities/field';
import { PRODUCT_OFFER } from '../../lib/entities/product';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import type { Language } from '../../i18n';
import { fetchCategories } from '../categories';
import { productName } from './productDisplay';
import { attributeKeys, changesOf, formValuesOf, productSchema, type ProductFormValues } from './productForm';
import { ProductPhotoModal } from './ProductPhotoModal';
import { fetchProduct, productSelected, updateProduct } from './productsSlice';
import { ProductImage, ProductStatusBadge } from './ProductVisuals';

interface DetailState {
  product?: Product;
  /** The list the product was opened from, to go back to it. */
  from?: string;
}

const LANGUAGES: readonly Language[] = ['en', 'ar'];

/**
 * Product detail (SPEC.md §2): opened from an inventory row with the product as router state, or by
 * `?id=` alone (a reload or a shared link), in which case it is fetched.
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
  const [editing, setEditing] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
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

  const label = (key: string) => {
    const header = headers.find((candidate) => candidate.key === key);
    if (header) return header[language] || header.en;
    const own = `products.fields.${key}`;
    return t(own, { defaultValue: key.replace(/_/g, ' ') });
  };
  const number = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? t('common.na')
      : formatNumber(Number(value), language);

  const save = async (values: ProductFormValues) => {
    const result = await dispatch(updateProduct({ id: product._id, changes: changesOf(values, headers) }));
    if (updateProduct.fulfilled.match(result)) {
      notifySuccess('products.updated');
      setEditing(false);
    }
  };

  const view = (
    <>
      <CardSection title={t('products.detail.languageSection')}>
        <div className="row g-4">
          {LANGUAGES.map((blockLanguage) => (
            <div key={blockLanguage} className="col-12 col-md-6" lang={blockLanguage}>
              <h3 className="h6 text-muted border-bottom pb-2">
                {t(`products.detail.block.${blockLanguage}`)}
              </h3>
              <dl className="product-fields m-0">
                {keys.language.map((key) => (
                  <div key={key} className="mb-2">
                    <dt className="small text-muted fw-normal">{label(key)}</dt>
                    <dd className="m-0" dir={blockLanguage === 'ar' ? 'rtl' : 'ltr'}>
                      {String(product[blockLanguage]?.[key] ?? '') || '—'}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </CardSection>
      <CardSection title={t('products.detail.offerSection')}>
        <dl className="row m-0 product-fields">
          <Field label={label('sku')}>
            <bdi dir="ltr">{product.sku}</bdi>
          </Field>
          <Field label={label('listing_price')}>
            <bdi dir="ltr">{formatMoney(product.listing_price, language)}</bdi>
          </Field>
          <Field label={label('stock_quantity')}>{number(product.stock_quantity)}</Field>
          <Field label={label('handling_time')}>{number(product.handling_time)}</Field>
          {keys.details.map((key) => (
            <Field key={key} label={label(key)}>
              <span dir="auto">{String(product.details?.[key] ?? '') || '—'}</span>
            </Field>
          ))}
          <Field label={t('products.inventory.columns.updated')}>
            {formatDateTime(product.updatedAt, language)}
          </Field>
        </dl>
      </CardSection>
    </>
  );

  const form = (
    <Formik
      initialValues={formValuesOf(product, keys)}
      validationSchema={productSchema}
      onSubmit={save}
      enableReinitialize={false}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('products.detail.editForm')}>
          <CardSection title={t('products.detail.languageSection')}>
            <div className="row g-4">
              {LANGUAGES.map((blockLanguage) => (
                <div key={blockLanguage} className="col-12 col-md-6">
                  <h3 className="h6 text-muted border-bottom pb-2">
                    {t(`products.detail.block.${blockLanguage}`)}
                  </h3>
                  {keys.language.map((key) => (
                    <TextField
                      key={key}
                      name={`${blockLanguage}.${key}`}
                      label={`${label(key)} (${t(`products.detail.short.${blockLanguage}`)})`}
                      dir={blockLanguage === 'ar' ? 'rtl' : 'ltr'}
                      lang={blockLanguage}
                    />
                  ))}
                </div>
              ))}
            </div>
          </CardSection>
          <CardSection title={t('products.detail.offerSection')}>
            <div className="row">
              {fieldsOf(PRODUCT_OFFER).map(([key, field]) => (
                <TextField
                  key={key}
                  name={key}
                  label={label(key)}
                  className="col-12 col-sm-6 col-lg-3 mb-3"
                  dir="ltr"
                  inputMode={field.kind === 'number' ? (field.integer ? 'numeric' : 'decimal') : undefined}
                  maxLength={field.maxLength}
                  required={field.required}
                />
              ))}
              {keys.details.map((key) => (
                <TextField
                  key={key}
                  name={`details.${key}`}
                  label={label(key)}
                  className="col-12 col-sm-6 col-lg-3 mb-3"
                  dir="auto"
                />
              ))}
            </div>
          </CardSection>
          <div className="d-flex gap-2 justify-content-end mb-4">
            <button type="button" className="btn btn-outline-secondary" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? t('products.detail.saving') : t('common.save')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );

  return (
    <div className="product-detail">
      <Link to={backTo} className="small d-inline-block mb-2">
        <span aria-hidden="true" className="d-inline-block flip-rtl me-1">
          ‹
        </span>
        {t('products.detail.back')}
      </Link>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div className="min-w-0">
          <PageTitle className="h3 mb-1">{productName(product, language)}</PageTitle>
          <div className="d-flex flex-wrap align-items-center gap-2 small text-muted">
            <ProductStatusBadge status={product.status} />
            <bdi dir="ltr">{product.sku}</bdi>
          </div>
        </div>
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-outline-primary" onClick={() => setPhotoOpen(true)}>
            {t('products.photo.open')}
          </button>
          {!editing && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
              {t('common.edit')}
            </button>
          )}
        </div>
      </div>
      <div className="row g-4">
        <div className="col-12 col-lg-3">
          <Card bodyClassName="text-center">
            <ProductImage product={product} size={240} alt={productName(product, language)} />
          </Card>
        </div>
        <div className="col-12 col-lg-9">{editing ? form : view}</div>
      </div>
      {photoOpen && <ProductPhotoModal product={product} onClose={() => setPhotoOpen(false)} />}
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="col-12 col-sm-6 col-lg-3 mb-3">
      <dt className="small text-muted fw-normal">{label}</dt>
      <dd className="m-0">{children}</dd>
    </div>
  );
}
