import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Link } from 'react-router-dom';
import { normalizeError } from '../../api/errors';
import { addProductsFromSheet, sheetErrorsOf, uploadProductSheet } from '../../api/products';
import type { Category } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../app/hooks';
import { notifySuccess } from '../../app/notify';
import { PageTitle } from '../../components/PageTitle';
import { formatNumber } from '../../i18n/format';
import type { Language } from '../../i18n';
import { IMAGE_COLUMNS } from '../../lib/spreadsheetRules';
import { categoriesRequested } from '../categories/categoriesSlice';
import { downloadTemplate } from './downloadTemplate';
import { checkSpreadsheetFile, type CheckResponse } from './spreadsheetCheck';
import { SheetErrorTable } from './SheetErrorTable';
import { FileInput } from '../../components/form/FileInput';

/** The outcome of checking one file against one category (in the browser, or by the server on upload). */
interface Outcome {
  file: File;
  code: string;
  response: CheckResponse;
  fromServer?: boolean;
}

const SKU_LABELS = { en: 'SKU', ar: 'رمز المنتج' } as const;

/**
 * The listing page (SPEC.md §2): download a category's template, then upload a filled spreadsheet. The
 * file is checked in the browser first; the upload is only possible once it is clean.
 */
export function ListingPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { list: categories, loading: categoriesLoading } = useAppSelector((state) => state.categories);
  const ids = { category: useId(), file: useId(), language: useId(), categoryError: useId() };
  const [categoryCode, setCategoryCode] = useState('');
  const [categoryError, setCategoryError] = useState(false);
  const [sheetLanguage, setSheetLanguage] = useState<Language>(language);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void dispatch(categoriesRequested());
  }, [dispatch]);

  const category: Category | undefined = categories.find((candidate) => candidate.code === categoryCode);

  // The check depends on the category's headers: choosing another category checks the file again.
  useEffect(() => {
    if (!file || !category) return;
    let current = true;
    void checkSpreadsheetFile(file, category.headers).then((response) => {
      if (current) setOutcome({ file, code: category.code, response });
    });
    return () => {
      current = false;
    };
  }, [file, category]);
  const result = outcome && outcome.file === file && outcome.code === category?.code ? outcome : null;
  const checking = Boolean(file && category && !result);
  const check = result?.response.status === 'checked' ? result.response : null;

  const columnLabels = useMemo(() => {
    const labels = new Map<string, string>();
    for (const header of [...(category?.headers ?? []), ...IMAGE_COLUMNS]) {
      labels.set(header.key, header[language]);
    }
    labels.set('sku', SKU_LABELS[language]);
    return labels;
  }, [category, language]);

  const chooseCategory = (code: string) => {
    setCategoryCode(code);
    if (code) setCategoryError(false);
  };

  const download = async () => {
    if (!category) {
      setCategoryError(true);
      toast.error(t('products.listing.noCategory'));
      return;
    }
    await downloadTemplate(category, sheetLanguage);
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    setAdded(null);
    setFile(event.target.files?.[0] ?? null);
  };

  const upload = async () => {
    if (!file || !category || !check || check.errorCount > 0) return;
    setProgress(0);
    try {
      const route = await uploadProductSheet(file, setProgress);
      const count = await addProductsFromSheet({ route, lang: sheetLanguage, category: category.code });
      notifySuccess('products.listing.added', { n: count });
      setAdded(count);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      // The error itself was already shown as a toast; row errors from the server go in the table.
      const rows = sheetErrorsOf(normalizeError(error).details);
      if (rows.length > 0) {
        setOutcome({
          file,
          code: category.code,
          response: { status: 'checked', errors: rows, errorCount: rows.length, rowCount: 0 },
          fromServer: true,
        });
      }
    } finally {
      setProgress(null);
    }
  };

  const clean = check !== null && check.errorCount === 0;
  const uploading = progress !== null;
  const number = (value: number) => formatNumber(value, language);

  return (
    <div className="listing-page">
      <PageTitle>{t('products.listing.title')}</PageTitle>
      <p className="text-muted">{t('products.listing.intro')}</p>

      <section className="card mb-4" aria-labelledby={`${ids.category}-heading`}>
        <div className="card-body">
          <h2 id={`${ids.category}-heading`} className="h5 card-title">
            {t('products.listing.stepTemplate')}
          </h2>
          <div className="row g-3 align-items-end">
            <div className="col-12 col-md-5">
              <label htmlFor={ids.category} className="form-label">
                {t('products.listing.category')}
              </label>
              <select
                id={ids.category}
                className={`form-select${categoryError ? ' is-invalid' : ''}`}
                value={categoryCode}
                onChange={(event) => chooseCategory(event.target.value)}
                aria-invalid={categoryError}
                aria-describedby={categoryError ? ids.categoryError : undefined}
                disabled={categoriesLoading && categories.length === 0}
              >
                <option value="">{t('products.listing.chooseCategory')}</option>
                {categories.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name[language] || option.name.en}
                  </option>
                ))}
              </select>
              {categoryError && (
                <div id={ids.categoryError} className="invalid-feedback d-block" role="alert">
                  {t('products.listing.noCategory')}
                </div>
              )}
            </div>
            <fieldset className="col-12 col-md-4">
              <legend className="form-label fs-6 mb-2">{t('products.listing.sheetLanguage')}</legend>
              {(['ar', 'en'] as const).map((value) => (
                <div key={value} className="form-check form-check-inline">
                  <input
                    type="radio"
                    className="form-check-input"
                    id={`${ids.language}-${value}`}
                    name="sheet-language"
                    value={value}
                    checked={sheetLanguage === value}
                    onChange={() => setSheetLanguage(value)}
                  />
                  <label className="form-check-label" htmlFor={`${ids.language}-${value}`}>
                    {t(`products.listing.languages.${value}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="col-12 col-md-3">
              <button type="button" className="btn btn-outline-primary w-100" onClick={() => void download()}>
                {t('products.listing.download')}
              </button>
            </div>
          </div>
          <p className="small text-muted mt-3 mb-0">{t('products.listing.templateHint')}</p>
        </div>
      </section>

      <section className="card mb-4" aria-labelledby={`${ids.file}-heading`}>
        <div className="card-body">
          <h2 id={`${ids.file}-heading`} className="h5 card-title">
            {t('products.listing.stepUpload')}
          </h2>
          <label htmlFor={ids.file} className="form-label">
            {t('products.listing.file')}
          </label>
          <FileInput
            ref={fileInput}
            id={ids.file}
            fileName={file?.name}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={chooseFile}
            disabled={uploading}
            aria-describedby={`${ids.file}-hint`}
          />
          <p id={`${ids.file}-hint`} className="small text-muted mt-1">
            {t('products.listing.fileHint')}
          </p>

          <div aria-live="polite">
            {file && !category && (
              <p className="alert alert-warning py-2">{t('products.listing.chooseCategoryFirst')}</p>
            )}
            {checking && (
              <p className="d-flex align-items-center gap-2" role="status">
                <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                {t('products.listing.checking')}
              </p>
            )}
            {result?.response.status === 'unreadable' && (
              <p className="alert alert-danger py-2">{t('products.listing.unreadable')}</p>
            )}
            {clean && check && (
              <p className="alert alert-success py-2">
                {t('products.listing.clean', { n: number(check.rowCount) })}
              </p>
            )}
            {check && check.errorCount > 0 && (
              <div className="alert alert-danger py-2">
                {t(result?.fromServer ? 'products.listing.serverErrors' : 'products.listing.errorsFound', {
                  n: number(check.errorCount),
                })}
              </div>
            )}
            {added !== null && (
              <p className="alert alert-success py-2">
                {t('products.listing.added', { n: number(added) })}{' '}
                <Link to="/store/inventory?tab=notActive">{t('products.listing.seeInventory')}</Link>
              </p>
            )}
          </div>

          {check && check.errorCount > 0 && (
            <SheetErrorTable
              errors={check.errors}
              errorCount={check.errorCount}
              columnLabel={(column) => (column ? (columnLabels.get(column) ?? column) : '')}
            />
          )}

          {uploading && (
            <div
              className="progress my-3"
              role="progressbar"
              aria-label={t('products.listing.uploadProgress')}
              aria-valuenow={Math.round((progress ?? 0) * 100)}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="progress-bar" style={{ width: `${Math.round((progress ?? 0) * 100)}%` }}>
                {number(Math.round((progress ?? 0) * 100))}%
              </div>
            </div>
          )}

          <button
            type="button"
            className="btn btn-primary mt-2"
            disabled={!clean || uploading}
            onClick={() => void upload()}
          >
            {uploading ? t('products.listing.uploading') : t('products.listing.upload')}
          </button>
        </div>
      </section>
    </div>
  );
}
