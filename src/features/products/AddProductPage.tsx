import { Form, Formik, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { normalizeError } from '../../api/errors';
import { createProduct, uploadProductImage } from '../../api/products';
import type { CategoryHeader } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifyFailure, notifySuccess } from '../../common/notify';
import { CardSection } from '../../components/Card';
import { FileInput } from '../../components/form/FileInput';
import { FormActions } from '../../components/form/FormActions';
import { Select } from '../../components/form/Select';
import { TextField } from '../../components/form/TextField';
import { PageTitle } from '../../components/PageTitle';
import { PRODUCT_OFFER } from '../../lib/entities/product';
import { MAX_IMAGE_URL_LENGTH } from '../../lib/spreadsheet/imageLinks';
import { IMAGE_COLUMN_COUNT } from '../../lib/spreadsheet/limits';
import { fetchCategories } from '../categories';
import { LowStockThresholdField, ProductFieldSections } from './ProductFieldSections';
import {
  attributeKeys,
  emptyFormValues,
  missingFieldErrors,
  newProductOf,
  productSchema,
  thresholdChange,
  thresholdSchema,
  type ProductFormValues,
} from './productForm';

/** The add form's values: the product's fields, the photo links typed and its own low-stock threshold. */
type AddFormValues = ProductFormValues & { photoLinks: string[]; low_stock_threshold: string };

/** An empty SKU is assigned by the API; a typed one follows the offer's length. */
const addSchema = productSchema
  .shape({ sku: yup.string().max(PRODUCT_OFFER.sku.maxLength, 'products.validation.skuTooLong') })
  .concat(thresholdSchema);

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * Adds one product without a spreadsheet: the seller picks a category (kept in the address), and the form is
 * built from its fields (the same definitions the template is made from: required ones marked, choices as
 * drop-downs, both languages side by side), with photos by upload or by link and a SKU typed or assigned. The
 * product goes to review like an imported one; the seller lands on its page.
 */
export function AddProductPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { list: categories } = useAppSelector((state) => state.categories);
  const [params, setParams] = useSearchParams();
  const categoryId = useId();
  const code = params.get('category') ?? '';
  const category = categories.find((candidate) => candidate.code === code);

  useEffect(() => {
    void dispatch(fetchCategories());
  }, [dispatch]);

  const choices = categories
    .filter((candidate) => candidate.published !== false)
    .map((candidate) => ({ value: candidate.code, label: candidate.name[language] || candidate.name.en }));

  return (
    <div className="add-product-page">
      <PageTitle>{t('products.create.title')}</PageTitle>
      <p className="text-muted">
        {t('products.create.intro')} <Link to="/store/listing">{t('products.create.bySpreadsheet')}</Link>
      </p>
      <CardSection title={t('products.create.categoryStep')}>
        <label htmlFor={categoryId} className="form-label">
          {t('products.listing.category')}
        </label>
        <Select
          id={categoryId}
          className="form-select"
          value={code}
          options={choices}
          placeholder={t('common.choose')}
          onChange={(event) =>
            setParams(event.target.value ? { category: event.target.value } : {}, { replace: true })
          }
        />
      </CardSection>
      {category && <AddProductForm key={category.code} code={category.code} headers={category.headers} />}
    </div>
  );
}

function AddProductForm({ code, headers }: { code: string; headers: CategoryHeader[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const photosId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [failed, setFailed] = useState(false);
  const keys = useMemo(() => attributeKeys({ en: {}, ar: {}, details: {} }, headers), [headers]);
  const [initialValues] = useState<AddFormValues>(() => ({
    ...emptyFormValues(keys),
    photoLinks: Array.from({ length: IMAGE_COLUMN_COUNT }, () => ''),
    low_stock_threshold: '',
  }));
  const label = (key: string) => {
    const header = headers.find((candidate) => candidate.key === key);
    if (header) return header[language] || header.en;
    return t(`products.fields.${key}`, { defaultValue: key.replace(/_/g, ' ') });
  };
  const required = useMemo(
    () => new Set(headers.filter((header) => header.is_required && !header.lang_specific).map((h) => h.key)),
    [headers],
  );
  const options = useMemo(
    () =>
      new Map(headers.flatMap((header) => (header.options?.length ? [[header.key, header.options]] : []))),
    [headers],
  );

  const save = async (values: AddFormValues, { setErrors }: FormikHelpers<AddFormValues>) => {
    let created;
    try {
      created = await createProduct({
        ...newProductOf(values, headers, code, values.photoLinks),
        ...thresholdChange(values.low_stock_threshold, ''),
      });
    } catch (failure) {
      setFailed(true);
      const fields = normalizeError(failure).fields;
      if (fields) {
        setErrors(
          Object.entries(fields).reduce<FormikErrors<AddFormValues>>(
            (errors, [path, byLanguage]) => setIn(errors, path, { byLanguage }),
            {},
          ),
        );
      }
      return;
    }
    // The product exists: a photo that fails to upload is said, and can be added on the product's page.
    for (const file of files) {
      try {
        await uploadProductImage(created._id, file);
      } catch {
        notifyFailure('products.create.photoFailed');
      }
    }
    notifySuccess('products.create.created');
    navigate(`/store/product/detail?id=${encodeURIComponent(created._id)}`);
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={addSchema}
      validate={(values) => missingFieldErrors(values, headers, label)}
      onSubmit={save}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('products.create.form')}>
          <ProductFieldSections
            keys={keys}
            label={label}
            sku="optional"
            required={required}
            options={options}
          />
          <LowStockThresholdField />
          <CardSection title={t('products.create.photos')}>
            <label htmlFor={photosId} className="form-label">
              {t('products.create.photoFiles')}
            </label>
            <FileInput
              id={photosId}
              accept={PHOTO_TYPES}
              multiple
              fileName={files.map((file) => file.name).join('، ')}
              onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
              aria-describedby={`${photosId}-hint`}
            />
            <p id={`${photosId}-hint`} className="small text-muted mt-1">
              {t('products.create.photoFilesHint')}
            </p>
            <div className="row">
              {initialValues.photoLinks.map((_, index) => (
                <TextField
                  key={index}
                  name={`photoLinks.${index}`}
                  label={t('products.create.photoLink', { n: index + 1 })}
                  className="col-12 col-md-6 mb-3"
                  dir="ltr"
                  inputMode="url"
                  maxLength={MAX_IMAGE_URL_LENGTH}
                  code
                />
              ))}
            </div>
          </CardSection>
          <FormActions
            submitting={isSubmitting}
            failed={failed}
            label={t('products.create.submit')}
            onCancel={() => navigate('/store/inventory')}
          />
        </Form>
      )}
    </Formik>
  );
}
