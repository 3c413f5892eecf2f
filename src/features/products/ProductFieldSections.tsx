import { useTranslation } from '../../i18n/useTranslation';
import type { FieldOption } from '../../lib/categoryKey';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { CardSection } from '../../components/Card';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { LANGUAGES, type Language } from '../../i18n';
import { fieldsOf, isWholeNumber } from '../../lib/entities/field';
import { LOW_STOCK, PRODUCT_ATTRIBUTE, PRODUCT_OFFER } from '../../lib/entities/product';
import { isLongText, type AttributeKeys } from './productForm';

export interface ProductFieldSectionsProps {
  keys: AttributeKeys;
  /** The label of an attribute: the category header's in the page's language, or the field's own. */
  label: (key: string) => string;
  /** `fixed`: an existing product's SKU, shown but never edited; `optional`: typed, or assigned when empty. */
  sku: 'fixed' | 'optional';
  /** Attributes of one value the category requires (marked as such). */
  required?: ReadonlySet<string>;
  /** The choices of enumerated attributes, by key: a drop-down instead of free text. */
  options?: ReadonlyMap<string, readonly FieldOption[]>;
}

/**
 * A product's fields as inputs, shared by the edit form and the add form: the texts of each language side by
 * side (the name first), then the offer (SKU, price, stock, handling days) and the attributes of one value.
 */
export function ProductFieldSections({ keys, label, sku, required, options }: ProductFieldSectionsProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const choicesOf = (key: string, language: Language) =>
    (options?.get(key) ?? []).map((option) => ({ value: option[language], label: option[language] }));

  return (
    <>
      <CardSection title={t('products.detail.languageSection')}>
        <div className="row g-4">
          {LANGUAGES.map((blockLanguage) => (
            <div key={blockLanguage} className="col-12 col-md-6">
              <h3 className="h6 text-muted border-bottom pb-2">
                {t(`products.detail.block.${blockLanguage}`)}
              </h3>
              {keys.language.map((key) => {
                const name = `${blockLanguage}.${key}`;
                const fieldLabel = `${label(key)} (${t(`products.detail.short.${blockLanguage}`)})`;
                return options?.has(key) ? (
                  <SelectField
                    key={key}
                    name={name}
                    label={fieldLabel}
                    options={choicesOf(key, blockLanguage)}
                    placeholder=""
                    lang={blockLanguage}
                    className="mb-3"
                  />
                ) : (
                  <TextField
                    key={key}
                    name={name}
                    label={fieldLabel}
                    dir={blockLanguage === 'ar' ? 'rtl' : 'ltr'}
                    lang={blockLanguage}
                    maxLength={PRODUCT_ATTRIBUTE.maxLength}
                    hint={key === 'name' ? t('products.detail.nameHint') : undefined}
                    multiline={isLongText(key)}
                    rows={6}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </CardSection>
      <CardSection title={t('products.detail.offerSection')}>
        <div className="row">
          {fieldsOf(PRODUCT_OFFER).map(([key, field]) =>
            key === 'sku' ? (
              <TextField
                key={key}
                name={key}
                label={label(key)}
                className="col-12 col-sm-6 col-lg-3 mb-3"
                code={PRODUCT_OFFER.sku.code}
                readOnly={sku === 'fixed'}
                maxLength={field.maxLength}
                // Spreadsheet updates find the product by its SKU: shown, never edited once it exists.
                hint={t(sku === 'fixed' ? 'products.detail.skuFixed' : 'products.create.skuHint')}
              />
            ) : (
              <TextField
                key={key}
                name={key}
                label={label(key)}
                className="col-12 col-sm-6 col-lg-3 mb-3"
                dir="ltr"
                asciiDigits
                inputMode={
                  field.kind === 'number' ? (isWholeNumber(field) ? 'numeric' : 'decimal') : undefined
                }
                maxLength={field.maxLength}
                required={field.required}
              />
            ),
          )}
          {keys.details.map((key) =>
            options?.has(key) ? (
              <SelectField
                key={key}
                name={`details.${key}`}
                label={label(key)}
                // One value whatever the language: stored in English, shown in the page's language.
                options={(options.get(key) ?? []).map((option) => ({
                  value: option.en,
                  label: option[language],
                }))}
                placeholder=""
                required={required?.has(key)}
                className="col-12 col-sm-6 col-lg-3 mb-3"
              />
            ) : (
              <TextField
                key={key}
                name={`details.${key}`}
                label={label(key)}
                className={isLongText(key) ? 'col-12 mb-3' : 'col-12 col-sm-6 col-lg-3 mb-3'}
                maxLength={PRODUCT_ATTRIBUTE.maxLength}
                multiline={isLongText(key)}
                required={required?.has(key)}
              />
            ),
          )}
        </div>
      </CardSection>
    </>
  );
}

/** The product's own low-stock threshold, empty to follow the seller's default (the add and edit forms). */
export function LowStockThresholdField() {
  const { t } = useTranslation();
  return (
    <TextField
      name="low_stock_threshold"
      label={t('products.lowStock.threshold')}
      className="mb-3"
      style={{ maxWidth: '12rem' }}
      dir="ltr"
      asciiDigits
      inputMode="numeric"
      maxLength={LOW_STOCK.threshold.maxLength}
      hint={t('products.lowStock.thresholdHint')}
    />
  );
}
