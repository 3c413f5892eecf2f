import { Form, Formik, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Category } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifyError, notifySuccess } from '../../common/notify';
import { FileButton } from '../../components/FileButton';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FieldFrame } from '../../components/form/FieldFrame';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { Modal } from '../../components/Modal';
import { CATEGORY_TEXT_LIMIT, categoryKey } from '../../lib/categoryKey';
import { MAX_UPLOAD_BYTES } from '../../lib/uploads';
import { addCategory, uploadCategoryLogo, updateCategory } from './categoriesSlice';
import { categorySchema, headerDraft, headersToSubmit, type CategoryFormValues } from './categorySchema';
import { HeadersEditor } from './HeadersEditor';
import { categoryName } from './categoryName';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

interface CategoryFormModalProps {
  /** The category being edited; absent when adding one. */
  categoryId?: string;
  onClose: () => void;
}

/** The category's name in each language, typed in that language's direction. */
const CATEGORY_NAME_FIELDS = [
  { name: 'name_en', label: 'categories.form.nameEn', language: 'en', className: 'col-12 col-md-5' },
  { name: 'name_ar', label: 'categories.form.nameAr', language: 'ar', className: 'col-12 col-md-4' },
] as const;

/** Add and edit a category (docs/products.md); the names are fixed once the category exists. */
export function CategoryFormModal({ categoryId, onClose }: CategoryFormModalProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const formId = useId();
  const categories = useAppSelector((state) => state.categories.list);
  const busy = useAppSelector((state) => state.categories.loading);
  const category: Category | undefined = categories.find((candidate) => candidate._id === categoryId);
  const editing = Boolean(category);

  const initialValues: CategoryFormValues = {
    name_en: category?.name.en ?? '',
    name_ar: category?.name.ar ?? '',
    is_sub: category?.is_sub ?? false,
    parent_code: category?.parent_code ?? '',
    headers: category?.headers.map(headerDraft) ?? [],
  };

  const submit = async (values: CategoryFormValues, { setErrors }: FormikHelpers<CategoryFormValues>) => {
    const headers = headersToSubmit(values.headers);
    const parent_code = values.is_sub ? values.parent_code : '';
    const result = category
      ? await dispatch(
          updateCategory({ id: category._id, changes: { headers, is_sub: values.is_sub, parent_code } }),
        )
      : await dispatch(
          addCategory({
            name: { en: values.name_en.trim(), ar: values.name_ar.trim() },
            headers,
            is_sub: values.is_sub,
            parent_code,
          }),
        );
    // On failure the error toast has been shown and the modal stays open with everything typed; what the
    // API found wrong with a field (a key) shows under it.
    if (updateCategory.fulfilled.match(result) || addCategory.fulfilled.match(result)) {
      notifySuccess('categories.toast.updated');
      onClose();
      return;
    }
    const fields = result.payload?.fields;
    if (fields) {
      setErrors(
        Object.entries(fields).reduce<FormikErrors<CategoryFormValues>>(
          (errors, [path, byLanguage]) => setIn(errors, path, { byLanguage }),
          {},
        ),
      );
    }
  };

  const uploadLogo = async (file: File) => {
    if (!category) return;
    if (!LOGO_TYPES.includes(file.type)) {
      notifyError({ status: null, message: 'Not an image', messageKey: 'categories.form.logoNotImage' });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      notifyError({ status: null, message: 'Too large', messageKey: 'categories.form.logoTooLarge' });
      return;
    }
    const result = await dispatch(uploadCategoryLogo({ id: category._id, file }));
    if (uploadCategoryLogo.fulfilled.match(result)) notifySuccess('categories.toast.updated');
  };

  const parentOptions = categories
    .filter((candidate) => candidate._id !== categoryId)
    .map((candidate) => ({ value: candidate.code, label: `${candidate.name.en} · ${candidate.name.ar}` }));

  return (
    <Modal
      title={
        category
          ? t('categories.form.editTitle', { name: categoryName(category, language) })
          : t('categories.form.addTitle')
      }
      onClose={onClose}
      size="xl"
      actions={{
        confirmLabel: editing ? t('categories.form.save') : t('categories.form.create'),
        form: formId,
        busy,
      }}
    >
      <Formik initialValues={initialValues} validationSchema={categorySchema} onSubmit={submit}>
        {({ values }) => (
          <Form id={formId} noValidate className="category-form">
            <div className="row g-2">
              {CATEGORY_NAME_FIELDS.map(({ name, label, language, className }) => (
                <TextField
                  key={name}
                  name={name}
                  label={t(label)}
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                  lang={language}
                  readOnly={editing}
                  required={!editing}
                  className={className}
                  autoComplete="off"
                  maxLength={CATEGORY_TEXT_LIMIT}
                  // The names make the code and the attribute keys: fixed once the category exists.
                  hint={editing && language === 'en' ? t('categories.form.namesFixed') : undefined}
                />
              ))}
              <FieldFrame
                controlId={`${formId}-code`}
                label={t('categories.form.code')}
                className="col-12 col-md-3 mb-3"
              >
                <input
                  id={`${formId}-code`}
                  className="form-control font-monospace"
                  value={category?.code ?? categoryKey(values.name_en)}
                  maxLength={CATEGORY_TEXT_LIMIT}
                  readOnly
                  dir="ltr"
                />
              </FieldFrame>
            </div>
            <div className="d-flex flex-wrap gap-3 align-items-start">
              <CheckboxField name="is_sub" label={t('categories.form.isSub')} />
              {values.is_sub && (
                <SelectField
                  name="parent_code"
                  label={t('categories.form.parent')}
                  options={parentOptions}
                  placeholder=""
                  required
                />
              )}
            </div>
            <section className="mb-3" aria-label={t('categories.form.logo')}>
              <h3 className="h6">{t('categories.form.logo')}</h3>
              {category ? (
                <div className="d-flex flex-wrap gap-3 align-items-center">
                  {category.img ? (
                    <img
                      src={category.img}
                      alt={t('categories.logoAlt', { name: categoryName(category, language) })}
                      className="category-logo category-logo--large"
                    />
                  ) : (
                    <span className="text-muted">{t('categories.noLogo')}</span>
                  )}
                  <FileButton
                    label={t('categories.form.uploadLogo')}
                    accessibleLabel={t('categories.form.uploadLogo')}
                    accept={LOGO_TYPES.join(',')}
                    disabled={busy}
                    onFile={(file) => void uploadLogo(file)}
                  />
                  <span className="form-text m-0">{t('categories.form.logoHint')}</span>
                </div>
              ) : (
                <p className="form-text m-0">{t('categories.form.logoAfterCreate')}</p>
              )}
            </section>
            <HeadersEditor />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
