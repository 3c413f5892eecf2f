import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingUpload } from './useListingUpload';

/** Step 1 of the listing page: choose a category and the template's language, then download it. */
export function TemplateStep({ upload }: { upload: ListingUpload }) {
  const { t } = useTranslation();
  const { categories, categoryCode, categoryError, templateLanguage, language } = upload;
  const headingId = useId();
  const categoryId = useId();
  const categoryErrorId = useId();
  const templateLanguageId = useId();

  return (
    <section className="card mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          {t('products.listing.stepTemplate')}
        </h2>
        <div className="row g-3 align-items-end">
          <div className="col-12 col-lg-4">
            <label htmlFor={categoryId} className="form-label">
              {t('products.listing.category')}
            </label>
            <select
              id={categoryId}
              className={`form-select${categoryError ? ' is-invalid' : ''}`}
              value={categoryCode}
              onChange={(event) => upload.chooseCategory(event.target.value)}
              aria-invalid={categoryError}
              aria-describedby={categoryError ? categoryErrorId : undefined}
              disabled={upload.categoriesLoading && categories.length === 0}
            >
              <option value="">{t('products.listing.chooseCategory')}</option>
              {categories.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name[language] || option.name.en}
                </option>
              ))}
            </select>
            {categoryError && (
              <div id={categoryErrorId} className="invalid-feedback d-block" role="alert">
                {t('products.listing.noCategory')}
              </div>
            )}
          </div>
          <fieldset className="col-12 col-lg-5" aria-describedby={`${templateLanguageId}-hint`}>
            <legend className="form-label fs-6 mb-2">{t('products.listing.templateLanguage')}</legend>
            {(['ar', 'en', 'both'] as const).map((value) => (
              <div key={value} className="form-check form-check-inline">
                <input
                  type="radio"
                  className="form-check-input"
                  id={`${templateLanguageId}-${value}`}
                  name="template-language"
                  value={value}
                  checked={templateLanguage === value}
                  onChange={() => upload.chooseTemplateLanguage(value)}
                />
                <label className="form-check-label" htmlFor={`${templateLanguageId}-${value}`}>
                  {t(`products.listing.templateLanguages.${value}`)}
                </label>
              </div>
            ))}
          </fieldset>
          <div className="col-12 col-lg-3">
            <button
              type="button"
              className="btn btn-outline-primary w-100"
              onClick={() => void upload.download()}
              disabled={upload.preparingTemplate}
            >
              {upload.preparingTemplate
                ? t('products.listing.preparingTemplate')
                : t('products.listing.download')}
            </button>
          </div>
        </div>
        <p id={`${templateLanguageId}-hint`} className="small text-muted mt-3 mb-1">
          {t('products.listing.templateLanguageHint')}
        </p>
        <p className="small text-muted mb-0">{t('products.listing.templateHint')}</p>
      </div>
    </section>
  );
}
