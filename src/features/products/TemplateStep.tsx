import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CardSection } from '../../components/Card';
import { RadioGroup } from '../../components/form/RadioGroup';
import { LabelledSelect } from '../../components/form/Select';
import { labelledOptions } from '../../i18n/options';
import type { ListingUpload } from './useListingUpload';

const TEMPLATE_LANGUAGES = ['ar', 'en', 'both'] as const;

/** Step 1 of the listing page: choose a category and the template's language, then download it. */
export function TemplateStep({ upload }: { upload: ListingUpload }) {
  const { t } = useTranslation();
  const { categories, categoryCode, categoryError, templateLanguage, language } = upload;
  const categoryErrorId = useId();
  const hintId = useId();
  const fileHintId = useId();

  return (
    <CardSection title={t('products.listing.stepTemplate')}>
      <div className="row g-3 align-items-end">
        <LabelledSelect
          label={t('products.listing.category')}
          className="col-12 col-lg-4"
          invalid={categoryError}
          value={categoryCode}
          placeholder={t('products.listing.chooseCategory')}
          options={categories.map((option) => ({
            value: option.code,
            label: option.name[language] || option.name.en,
          }))}
          onChange={upload.chooseCategory}
          aria-invalid={categoryError}
          aria-describedby={categoryError ? `${categoryErrorId} ${fileHintId}` : fileHintId}
          disabled={upload.categoriesLoading && categories.length === 0}
          footer={
            categoryError && (
              <div id={categoryErrorId} className="invalid-feedback d-block" role="alert">
                {t('products.listing.noCategory')}
              </div>
            )
          }
        />
        <RadioGroup
          legend={t('products.listing.templateLanguage')}
          name="template-language"
          options={labelledOptions(t, 'products.listing.templateLanguages', TEMPLATE_LANGUAGES)}
          value={templateLanguage}
          onChange={upload.chooseTemplateLanguage}
          className="col-12 col-lg-5"
          legendClassName="mb-2"
          describedBy={hintId}
        />
        <div className="col-12 col-lg-3">
          <button
            type="button"
            className="btn btn-outline-primary w-100"
            onClick={() => void upload.download()}
            aria-describedby={fileHintId}
            disabled={upload.preparingTemplate}
          >
            {upload.preparingTemplate
              ? t('products.listing.preparingTemplate')
              : t('products.listing.download')}
          </button>
        </div>
      </div>
      {/* Which file to take and what to do with it, read with the category and the download button. */}
      <p id={fileHintId} className="small text-muted mt-3 mb-1">
        {t('products.listing.categoryHint')}
      </p>
      <p id={hintId} className="small text-muted mb-1">
        {t('products.listing.templateLanguageHint')}
      </p>
      <p className="small text-muted mb-0">{t('products.listing.templateHint')}</p>
    </CardSection>
  );
}
