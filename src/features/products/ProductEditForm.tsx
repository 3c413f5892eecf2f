import { Form, Formik, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryHeader, Product } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { notifySuccess } from '../../app/notify';
import { CardSection } from '../../components/Card';
import { FormActions } from '../../components/form/FormActions';
import { TextField } from '../../components/form/TextField';
import { fieldsOf, isWholeNumber } from '../../lib/entities/field';
import { PRODUCT_ATTRIBUTE, PRODUCT_OFFER } from '../../lib/entities/product';
import { LANGUAGES } from '../../i18n';
import {
  changesOf,
  formValuesOf,
  isLongText,
  productSchema,
  type AttributeKeys,
  type ProductFormValues,
} from './productForm';
import { updateProduct } from './productsSlice';

export interface ProductSectionsProps {
  product: Product;
  keys: AttributeKeys;
  /** The label of an attribute: the category header's in the page's language, or the field's own. */
  label: (key: string) => string;
}

interface ProductEditFormProps extends ProductSectionsProps {
  headers: readonly CategoryHeader[];
  /** Leaves editing: after a save, or on cancel. */
  onDone: () => void;
}

/**
 * The product's fields as inputs, the SKU shown but fixed and a name needed in one language at least; an active
 * product's form says which changes send it back to review. A refused save keeps
 * everything typed (the reason is a toast, and what the API found wrong with a field shows under it).
 */
export function ProductEditForm({ product, keys, label, headers, onDone }: ProductEditFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [initialValues] = useState(() => formValuesOf(product, keys));
  const [failed, setFailed] = useState(false);

  const save = async (values: ProductFormValues, { setErrors }: FormikHelpers<ProductFormValues>) => {
    const changes = changesOf(values, headers, initialValues);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    const result = await dispatch(updateProduct({ id: product._id, changes }));
    setFailed(!updateProduct.fulfilled.match(result));
    if (updateProduct.fulfilled.match(result)) {
      notifySuccess('products.updated');
      onDone();
      return;
    }
    const fields = result.payload?.fields;
    if (fields) {
      setErrors(
        Object.entries(fields).reduce<FormikErrors<ProductFormValues>>(
          (errors, [path, byLanguage]) => setIn(errors, path, { byLanguage }),
          {},
        ),
      );
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={productSchema}
      onSubmit={save}
      enableReinitialize={false}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('products.detail.editForm')}>
          {product.status === 'active' && (
            <p className="alert alert-info small" role="note">
              {t('products.detail.reviewNote')}
            </p>
          )}
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
                      maxLength={PRODUCT_ATTRIBUTE.maxLength}
                      hint={key === 'name' ? t('products.detail.nameHint') : undefined}
                      multiline={isLongText(key)}
                      rows={6}
                    />
                  ))}
                </div>
              ))}
            </div>
          </CardSection>
          <CardSection title={t('products.detail.offerSection')}>
            <div className="row">
              {fieldsOf(PRODUCT_OFFER).map(([key, field]) =>
                key === 'sku' ? (
                  // Spreadsheet updates find the product by its SKU: shown, never edited.
                  <TextField
                    key={key}
                    name={key}
                    label={label(key)}
                    className="col-12 col-sm-6 col-lg-3 mb-3"
                    code
                    readOnly
                    maxLength={field.maxLength}
                    hint={t('products.detail.skuFixed')}
                  />
                ) : (
                  <TextField
                    key={key}
                    name={key}
                    label={label(key)}
                    className="col-12 col-sm-6 col-lg-3 mb-3"
                    dir="ltr"
                    inputMode={
                      field.kind === 'number' ? (isWholeNumber(field) ? 'numeric' : 'decimal') : undefined
                    }
                    maxLength={field.maxLength}
                    required={field.required}
                  />
                ),
              )}
              {keys.details.map((key) => (
                <TextField
                  key={key}
                  name={`details.${key}`}
                  label={label(key)}
                  className={isLongText(key) ? 'col-12 mb-3' : 'col-12 col-sm-6 col-lg-3 mb-3'}
                  maxLength={PRODUCT_ATTRIBUTE.maxLength}
                  multiline={isLongText(key)}
                />
              ))}
            </div>
          </CardSection>
          <FormActions submitting={isSubmitting} failed={failed} label={t('common.save')} onCancel={onDone} />
        </Form>
      )}
    </Formik>
  );
}
