import { Form, Formik, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { CategoryHeader, Product } from '../../api/types';
import { useAppDispatch } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { FormActions } from '../../components/form/FormActions';
import { LowStockThresholdField, ProductFieldSections } from './ProductFieldSections';
import {
  changesOf,
  formValuesOf,
  productSchema,
  thresholdChange,
  thresholdSchema,
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

/** The form's values and the product's own low-stock threshold as typed ('' follows the seller's default). */
type EditValues = ProductFormValues & { low_stock_threshold: string };

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
  const [initialValues] = useState(() => ({
    ...formValuesOf(product, keys),
    low_stock_threshold: product.low_stock.own ? String(product.low_stock.threshold) : '',
  }));
  const [failed, setFailed] = useState(false);

  const save = async (values: EditValues, { setErrors }: FormikHelpers<EditValues>) => {
    const changes = {
      ...changesOf(values, headers, initialValues),
      ...thresholdChange(values.low_stock_threshold, initialValues.low_stock_threshold),
    };
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
        Object.entries(fields).reduce<FormikErrors<EditValues>>(
          (errors, [path, byLanguage]) => setIn(errors, path, { byLanguage }),
          {},
        ),
      );
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={productSchema.concat(thresholdSchema)}
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
          <ProductFieldSections keys={keys} label={label} sku="fixed" />
          <LowStockThresholdField />
          <FormActions submitting={isSubmitting} failed={failed} label={t('common.save')} onCancel={onDone} />
        </Form>
      )}
    </Formik>
  );
}
