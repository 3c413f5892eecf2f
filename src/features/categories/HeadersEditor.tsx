import { FieldArray, useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CheckboxField } from '../../components/form/CheckboxField';
import { InlineConfirm } from '../../components/InlineConfirm';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { automaticKey, CATEGORY_TEXT_LIMIT, headerKey, keyProblems } from '../../lib/categoryKey';
import { emptyHeader, keyMessage, type CategoryFormValues } from './categorySchema';

const LABEL_LANGUAGES = ['en', 'ar'] as const;

/** The yes/no settings of a field, with the id part of their checkbox and their label. */
const FLAGS = [
  { flag: 'is_required', id: 'required', labelKey: 'isRequired' },
  { flag: 'is_visible', id: 'visible', labelKey: 'isVisible' },
  { flag: 'lang_specific', id: 'lang', labelKey: 'langSpecific' },
] as const;

/**
 * The attribute fields of a category: labels in both languages, the key (typed, or made from the labels) with
 * the key it will be saved as, and the flags. A key another field already has is said under it at once.
 */
export function HeadersEditor() {
  const { t } = useTranslation();
  const { values } = useFormikContext<CategoryFormValues>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const problems = keyProblems(values.headers);

  return (
    <FieldArray name="headers">
      {({ push, remove }) => (
        <fieldset className="mb-2">
          <legend className="h6">{t('categories.form.fields')}</legend>
          <p className="form-text mt-0">{t('categories.form.fieldsHint')}</p>
          {values.headers.length === 0 && <p className="text-muted">{t('categories.form.noFields')}</p>}
          <ol className="list-unstyled d-grid gap-3 m-0">
            {values.headers.map((header, index) => {
              const n = index + 1;
              const name = (field: string) => `headers.${index}.${field}`;
              const key = headerKey(header);
              const problem = problems[index] ?? null;
              return (
                <li key={header.draftId}>
                  <fieldset className="border rounded p-3 header-field">
                    <legend className="float-none w-auto px-2 fs-6 m-0">
                      {t('categories.form.field', { n })}
                    </legend>
                    <div className="row g-2">
                      {LABEL_LANGUAGES.map((language) => (
                        <TextField
                          key={language}
                          name={name(language)}
                          id={`header-${language}-${header.draftId}`}
                          label={t(`categories.form.${language}`)}
                          dir={language === 'ar' ? 'rtl' : 'ltr'}
                          lang={language === 'ar' ? 'ar' : undefined}
                          className="col-12 col-md-4"
                          autoComplete="off"
                          maxLength={CATEGORY_TEXT_LIMIT}
                        />
                      ))}
                      <TextField
                        name={name('key')}
                        id={`header-key-${header.draftId}`}
                        label={t('categories.form.key')}
                        code
                        className="col-12 col-md-4"
                        maxLength={CATEGORY_TEXT_LIMIT}
                        placeholder={automaticKey(header)}
                        message={problem?.problem === 'taken' ? keyMessage(problem) : undefined}
                        hint={
                          <>
                            {key && (
                              <span className="d-block">
                                {t('categories.form.keySaved')}{' '}
                                <code dir="ltr" translate="no">
                                  {key}
                                </code>{' '}
                              </span>
                            )}
                            {header.storedKey
                              ? t('categories.form.keyStoredHint')
                              : t('categories.form.keyHint')}
                          </>
                        }
                      />
                    </div>
                    <div className="d-flex flex-wrap gap-3 align-items-end">
                      <SelectField
                        name={name('value_type')}
                        id={`header-type-${header.draftId}`}
                        label={t('categories.form.valueType')}
                        options={[
                          { value: 'text', label: t('categories.form.text') },
                          { value: 'number', label: t('categories.form.number') },
                        ]}
                        className="mb-0"
                      />
                      {FLAGS.map(({ flag, id, labelKey }) => (
                        <CheckboxField
                          key={flag}
                          name={name(flag)}
                          id={`header-${id}-${header.draftId}`}
                          label={t(`categories.form.${labelKey}`)}
                        />
                      ))}
                      {confirming !== header.draftId && (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger ms-auto mb-3"
                          onClick={() => setConfirming(header.draftId)}
                        >
                          {t('categories.form.removeField', { n })}
                        </button>
                      )}
                    </div>
                    {confirming === header.draftId && (
                      // Asked in place: a second dialog on top of this one would fight over focus and Escape.
                      <InlineConfirm
                        className="d-flex flex-wrap gap-2 align-items-center"
                        onCancel={() => setConfirming(null)}
                        onConfirm={() => {
                          setConfirming(null);
                          remove(index);
                        }}
                      >
                        <strong>{t('categories.form.removeTitle')}</strong>{' '}
                        {t('categories.form.removeText', {
                          name: header.en.trim() || header.ar.trim() || t('categories.form.unnamed'),
                        })}
                      </InlineConfirm>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button type="button" className="btn btn-outline-primary mt-3" onClick={() => push(emptyHeader())}>
            {t('categories.form.addField')}
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}
