import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { CardSection } from '../../components/Card';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { LANGUAGES } from '../../i18n';
import type { ProductSectionsProps } from './ProductEditForm';
import { isLongText } from './productForm';
import { CodeText } from '../../components/CodeText';

/** A description typed over several lines reads as it was typed. */
const LINE_BREAKS_KEPT = { whiteSpace: 'pre-line' } as const;

/** The product's attributes per language, then its offer and details, as read-only lists. */
export function ProductView({ product, keys, label }: ProductSectionsProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const number = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? t('common.na')
      : formatNumber(Number(value), language);

  return (
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
                    <dd
                      className="m-0"
                      dir={blockLanguage === 'ar' ? 'rtl' : 'ltr'}
                      style={isLongText(key) ? LINE_BREAKS_KEPT : undefined}
                    >
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
            <CodeText>{product.sku}</CodeText>
          </Field>
          <Field label={label('listing_price')}>
            <bdi dir="ltr">{formatMoney(product.listing_price, language)}</bdi>
          </Field>
          <Field label={label('stock_quantity')}>{number(product.stock_quantity)}</Field>
          <Field label={label('handling_time')}>{number(product.handling_time)}</Field>
          {keys.details.map((key) => (
            <Field key={key} label={label(key)}>
              <span dir="auto" style={isLongText(key) ? LINE_BREAKS_KEPT : undefined}>
                {String(product.details?.[key] ?? '') || '—'}
              </span>
            </Field>
          ))}
          <Field label={t('products.inventory.columns.updated')}>
            {formatDateTime(product.updatedAt, language)}
          </Field>
        </dl>
      </CardSection>
    </>
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
