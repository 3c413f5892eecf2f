import { Form, Formik, setIn, type FormikErrors } from 'formik';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ProductChanges } from '../../api/products';
import type { Product } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { TextField } from '../../components/form/TextField';
import { Modal } from '../../components/Modal';
import { isolated } from '../../i18n/format';
import { isWholeNumber } from '../../lib/entities/field';
import { PRODUCT_OFFER } from '../../lib/entities/product';
import { typedNumberOf } from '../../lib/entities/typedNumber';
import { INLINE_FIELDS, refusalOf, typedText, useInlineOfferContext } from './inlineOffer';
import { offerSchema } from './offerRule';
import { productName } from './productDisplay';

/** The phone's edit sheet: price and stock of one product, with the same rules, saved together. */
export function OfferEditSheet({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const inline = useInlineOfferContext();
  const formId = useId();
  const initialValues = {
    listing_price: typedText(product.listing_price),
    stock_quantity: typedText(product.stock_quantity),
  };
  return (
    <Modal
      title={t('products.inline.sheetTitle', { name: isolated(productName(product, language)) })}
      onClose={onClose}
      actions={{ confirmLabel: t('common.save'), form: formId }}
    >
      <Formik
        initialValues={initialValues}
        validationSchema={offerSchema}
        onSubmit={async (values, { setErrors }) => {
          const changes = Object.fromEntries(
            INLINE_FIELDS.flatMap((field) => {
              const value = typedNumberOf(PRODUCT_OFFER[field], values[field]);
              return value === null || value === product[field] ? [] : [[field, value]];
            }),
          ) as ProductChanges;
          if (Object.keys(changes).length === 0 || !inline) {
            onClose();
            return;
          }
          const refused = await inline.save(product, changes);
          if (refused === null) {
            onClose();
            return;
          }
          // Each value sent shows why it was not saved; what was typed stays in the sheet.
          setErrors(
            Object.keys(changes).reduce<FormikErrors<typeof initialValues>>(
              (errors, field) => setIn(errors, field, refusalOf(refused, field)),
              {},
            ),
          );
        }}
      >
        <Form id={formId} noValidate>
          {INLINE_FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              label={t(`products.fields.${field}`)}
              dir="ltr"
              inputMode={isWholeNumber(PRODUCT_OFFER[field]) ? 'numeric' : 'decimal'}
              required
            />
          ))}
        </Form>
      </Formik>
    </Modal>
  );
}
