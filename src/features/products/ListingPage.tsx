import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText, normalizeError } from '../../api/errors';
import {
  addProductsFromSheet,
  getProductImport,
  getSheetLimits,
  refusedSheetOf,
  uploadProductSheet,
  type ImportResult,
  type RefusedSheet,
  type SheetLimitsInfo,
} from '../../api/products';
import type { Category } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../app/hooks';
import { notifyError, notifySuccess } from '../../app/notify';
import { PageTitle } from '../../components/PageTitle';
import { FileInput } from '../../components/form/FileInput';
import { CURRENCY_SUFFIX, formatNumber } from '../../i18n/format';
import type { SheetLanguage, TemplateLanguage } from '../../lib/spreadsheet/columns';
import {
  DEFAULT_SHEET_LIMITS,
  IMAGE_COLUMN_COUNT,
  MAX_HANDLING_DAYS,
  MAX_PRICE,
  MAX_QUANTITY,
} from '../../lib/spreadsheet/limits';
import { rejectedRowsFileName } from '../../lib/spreadsheet/templateFile';
import { categoriesRequested } from '../categories/categoriesSlice';
import { downloadRejectedRows, downloadTemplate } from './downloadTemplate';
import { ImportHistory } from './ImportHistory';
import { IssueMessage, SheetIssueTable, SheetWarningList } from './SheetIssueTable';
import { readFailureWording, rejectedRowsInput, type WordingContext } from './sheetIssueWording';
import { checkSpreadsheetFile, type CheckResponse } from './spreadsheetCheck';

const FILE_TYPES = [
  '.xlsx',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
].join(',');

const FALLBACK_LIMITS: SheetLimitsInfo = {
  ...DEFAULT_SHEET_LIMITS,
  maxPrice: MAX_PRICE,
  maxQuantity: MAX_QUANTITY,
  maxHandlingDays: MAX_HANDLING_DAYS,
  imageColumns: IMAGE_COLUMN_COUNT,
};

/** How many SKUs given to rows without one are listed; the inventory has them all. */
const LISTED_SKUS = 20;

/** The browser check of one file, for one category and sheet language. */
interface Checked {
  file: File;
  code: string;
  language: SheetLanguage;
  response: CheckResponse;
}

/** A file the API refused as a whole after the upload, with the problems it found. */
interface ServerRefusal extends RefusedSheet {
  fileRejected: boolean;
  validRows: number;
}

/** Where the upload of the chosen file is: the truth at each step, never ahead of it. */
type Phase =
  | { step: 'idle' }
  | { step: 'uploading'; fraction: number }
  | { step: 'processing'; rows: number }
  | { step: 'done'; result: ImportResult; code: string; fileName: string }
  | { step: 'refused'; refusal: ServerRefusal; route: string }
  | { step: 'failed'; reason: string };

const refusalOf = (details: unknown): ServerRefusal | null => {
  const refused = refusedSheetOf(details);
  if (!refused) return null;
  const extra = details as { fileRejected?: unknown; rowCount?: unknown; rejectedRows?: unknown };
  const rowCount = typeof extra.rowCount === 'number' ? extra.rowCount : 0;
  const rejected = Array.isArray(extra.rejectedRows) ? extra.rejectedRows.length : 0;
  return {
    ...refused,
    fileRejected: extra.fileRejected !== false,
    validRows: Math.max(0, rowCount - rejected),
  };
};

/**
 * The listing page (SPEC.md §2): download a category's template, then upload a filled spreadsheet that creates
 * and updates products by SKU. The file is checked on the seller's device first with the same rules as the
 * API; valid rows can be imported while the rest come back as a file to fix. Past imports are listed below.
 */
export function ListingPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { list: categories, loading: categoriesLoading } = useAppSelector((state) => state.categories);
  const ids = {
    category: useId(),
    categoryError: useId(),
    templateLanguage: useId(),
    templateHeading: useId(),
    uploadHeading: useId(),
    limits: useId(),
    sheetLanguage: useId(),
    file: useId(),
    result: useId(),
  };
  const [categoryCode, setCategoryCode] = useState('');
  const [categoryError, setCategoryError] = useState(false);
  const [templateLanguage, setTemplateLanguage] = useState<TemplateLanguage>(language);
  const [preparingTemplate, setPreparingTemplate] = useState(false);
  const [sheetLanguage, setSheetLanguage] = useState<SheetLanguage>(language);
  const [limits, setLimits] = useState<SheetLimitsInfo>(FALLBACK_LIMITS);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [preparingRows, setPreparingRows] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void dispatch(categoriesRequested());
  }, [dispatch]);

  // The deployment's own limits; the defaults are stated meanwhile (and if the call fails).
  useEffect(() => {
    let current = true;
    getSheetLimits().then(
      (fetched) => {
        if (current) setLimits(fetched);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  const category: Category | undefined = categories.find((candidate) => candidate.code === categoryCode);
  const oversize = file !== null && file.size > limits.fileBytes;

  // The check depends on the category's headers and the sheet language: changing either checks again.
  useEffect(() => {
    if (!file || !category || oversize) return;
    let current = true;
    void checkSpreadsheetFile({
      file,
      headers: category.headers,
      limits,
      language: sheetLanguage,
      category: category.code,
    }).then((response) => {
      if (current) setChecked({ file, code: category.code, language: sheetLanguage, response });
    });
    return () => {
      current = false;
    };
  }, [file, category, oversize, limits, sheetLanguage]);

  const result =
    checked && checked.file === file && checked.code === category?.code && checked.language === sheetLanguage
      ? checked.response
      : null;
  const checking = Boolean(file && category && !oversize && !result);
  const check = result?.status === 'checked' ? result : null;
  const busy = phase.step === 'uploading' || phase.step === 'processing';

  const categoryName = (code: string) => {
    const found = categories.find((candidate) => candidate.code === code);
    return found ? found.name[language] || found.name.en : code;
  };
  const wordingFor = (code: string): WordingContext => ({
    language,
    t,
    headers: categories.find((candidate) => candidate.code === code)?.headers ?? [],
    category: code,
    categoryName,
    limits,
  });
  const context = wordingFor(category?.code ?? '');
  const number = (value: number) => formatNumber(value, language);
  const subcategories = useMemo(
    () =>
      categories
        .filter((candidate) => candidate.is_sub && candidate.parent_code === categoryCode)
        .map((candidate) => candidate.name),
    [categories, categoryCode],
  );

  const chooseCategory = (code: string) => {
    setCategoryCode(code);
    if (code) setCategoryError(false);
  };

  const chooseTemplateLanguage = (value: TemplateLanguage) => {
    setTemplateLanguage(value);
    // A file made from an Arabic or English template is most likely in that language.
    if (value !== 'both') setSheetLanguage(value);
  };

  const download = async () => {
    if (!category) {
      setCategoryError(true);
      notifyError({ status: null, message: 'No category', messageKey: 'products.listing.noCategory' });
      return;
    }
    setPreparingTemplate(true);
    try {
      await downloadTemplate(category, templateLanguage, (key, options) => t(key, options), {
        subcategories,
        limits,
      });
    } catch {
      notifyError({
        status: null,
        message: 'Template failed',
        messageKey: 'products.listing.downloadFailed',
      });
    } finally {
      setPreparingTemplate(false);
    }
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    setPhase({ step: 'idle' });
    setFile(event.target.files?.[0] ?? null);
  };

  const saveRows = async (
    titles: string[],
    rows: readonly { row: number; cells: string[] }[],
    issues: Parameters<typeof rejectedRowsInput>[2],
    wording: WordingContext,
    fileName: string,
  ) => {
    setPreparingRows(true);
    try {
      await downloadRejectedRows(
        rejectedRowsInput(titles, rows, issues, wording),
        rejectedRowsFileName(fileName),
      );
    } catch {
      notifyError({
        status: null,
        message: 'Download failed',
        messageKey: 'products.listing.downloadFailed',
      });
    } finally {
      setPreparingRows(false);
    }
  };

  const downloadRowsToFix = () => {
    if (!check || !file) return;
    void saveRows(check.titles, check.rejectedCells, check.errors, context, file.name);
  };

  const downloadRefusedRows = async (done: Extract<Phase, { step: 'done' }>) => {
    setPreparingRows(true);
    let detail;
    try {
      detail = await getProductImport(done.result.importId);
    } catch {
      // The failed call has been shown as a toast.
      setPreparingRows(false);
      return;
    }
    await saveRows(
      detail.rejected.titles,
      detail.rejected.rows,
      detail.rejected.rows.flatMap((row) => row.issues),
      wordingFor(done.code),
      done.fileName,
    );
  };

  const finish = (imported: ImportResult, code: string, fileName: string) => {
    setPhase({ step: 'done', result: imported, code, fileName });
    setHistoryKey((key) => key + 1);
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    notifySuccess('products.listing.added', { count: imported.created, n: number(imported.created) });
    const parts = (
      [
        ['updated', imported.updated],
        ['unchanged', imported.unchanged],
        ['refused', imported.refused],
        ['backToReview', imported.backToReview],
      ] as const
    )
      .filter(([key, count]) => key === 'updated' || count > 0)
      .map(([key, count]) => t(`products.listing.parts.${key}`, { count, n: number(count) }));
    if (imported.updated + imported.unchanged + imported.refused + imported.backToReview > 0) {
      notifySuccess('products.listing.summaryToast', {
        parts: new Intl.ListFormat(language === 'ar' ? 'ar-EG' : 'en-GB', { type: 'conjunction' }).format(
          parts,
        ),
      });
    }
  };

  /** Uploads the file (unless the API already has it) and imports it: every row, or only the valid ones. */
  const runImport = async (partial: boolean, storedRoute?: string) => {
    if (!file || !category) return;
    const rows = check?.rowCount ?? 0;
    let route = storedRoute;
    try {
      if (!route) {
        setPhase({ step: 'uploading', fraction: 0 });
        route = await uploadProductSheet(file, (fraction) => setPhase({ step: 'uploading', fraction }));
      }
      setPhase({ step: 'processing', rows });
      const imported = await addProductsFromSheet({
        route,
        lang: sheetLanguage,
        category: category.code,
        partial,
        file_name: file.name,
      });
      finish(imported, category.code, file.name);
    } catch (failure) {
      // The error itself has been shown as a toast; the problems of a refused file go in the table.
      const error = normalizeError(failure);
      const refusal = route ? refusalOf(error.details) : null;
      setPhase(
        refusal && route
          ? { step: 'refused', refusal, route }
          : { step: 'failed', reason: errorText(error, language, (key) => t(key)) },
      );
    }
  };

  const percent = phase.step === 'uploading' ? Math.round(phase.fraction * 100) : 0;
  const problemRows = check?.rejectedRows.length ?? 0;
  const languageNotice = (() => {
    if (!check || check.languages.length === 0) return null;
    if (check.languages.length > 1) return 'both';
    const [only] = check.languages;
    return only && only !== sheetLanguage ? only : null;
  })();
  // Once the API has answered, its answer replaces the browser's check.
  const shown = phase.step === 'done' || phase.step === 'refused' ? null : check;

  return (
    <div className="listing-page">
      <PageTitle>{t('products.listing.title')}</PageTitle>
      <p className="text-muted">{t('products.listing.intro')}</p>

      <section className="card mb-4" aria-labelledby={ids.templateHeading}>
        <div className="card-body">
          <h2 id={ids.templateHeading} className="h5 card-title">
            {t('products.listing.stepTemplate')}
          </h2>
          <div className="row g-3 align-items-end">
            <div className="col-12 col-lg-4">
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
            <fieldset className="col-12 col-lg-5" aria-describedby={`${ids.templateLanguage}-hint`}>
              <legend className="form-label fs-6 mb-2">{t('products.listing.templateLanguage')}</legend>
              {(['ar', 'en', 'both'] as const).map((value) => (
                <div key={value} className="form-check form-check-inline">
                  <input
                    type="radio"
                    className="form-check-input"
                    id={`${ids.templateLanguage}-${value}`}
                    name="template-language"
                    value={value}
                    checked={templateLanguage === value}
                    onChange={() => chooseTemplateLanguage(value)}
                  />
                  <label className="form-check-label" htmlFor={`${ids.templateLanguage}-${value}`}>
                    {t(`products.listing.templateLanguages.${value}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="col-12 col-lg-3">
              <button
                type="button"
                className="btn btn-outline-primary w-100"
                onClick={() => void download()}
                disabled={preparingTemplate}
              >
                {preparingTemplate ? t('products.listing.preparingTemplate') : t('products.listing.download')}
              </button>
            </div>
          </div>
          <p id={`${ids.templateLanguage}-hint`} className="small text-muted mt-3 mb-1">
            {t('products.listing.templateLanguageHint')}
          </p>
          <p className="small text-muted mb-0">{t('products.listing.templateHint')}</p>
        </div>
      </section>

      <section className="card mb-4" aria-labelledby={ids.uploadHeading}>
        <div className="card-body">
          <h2 id={ids.uploadHeading} className="h5 card-title">
            {t('products.listing.stepUpload')}
          </h2>

          <div className="bg-body-tertiary rounded p-3 mb-3">
            <h3 id={ids.limits} className="h6">
              {t('products.listing.limits.title')}
            </h3>
            <ul className="small mb-0 ps-3" aria-labelledby={ids.limits}>
              <li>{t('products.listing.limits.rows', { n: number(limits.rows) })}</li>
              <li>
                {t('products.listing.limits.file', {
                  mb: number(Math.round((limits.fileBytes / (1024 * 1024)) * 10) / 10),
                })}
              </li>
              <li>{t('products.listing.limits.cellChars', { n: number(limits.cellChars) })}</li>
              <li>
                <IssueMessage
                  wording={{
                    key: 'products.listing.limits.price',
                    values: { max: `${number(limits.maxPrice)} ${CURRENCY_SUFFIX}` },
                    ltr: ['max'],
                  }}
                />
              </li>
              <li>
                {t('products.listing.limits.wholeNumbers', {
                  max: number(limits.maxQuantity),
                  days: number(limits.maxHandlingDays),
                })}
              </li>
              <li>{t('products.listing.limits.images', { n: number(limits.imageColumns) })}</li>
            </ul>
          </div>

          <fieldset className="mb-3" aria-describedby={`${ids.sheetLanguage}-hint`}>
            <legend className="form-label fs-6 mb-1">{t('products.listing.sheetLanguage')}</legend>
            {(['ar', 'en'] as const).map((value) => (
              <div key={value} className="form-check form-check-inline">
                <input
                  type="radio"
                  className="form-check-input"
                  id={`${ids.sheetLanguage}-${value}`}
                  name="sheet-language"
                  value={value}
                  checked={sheetLanguage === value}
                  onChange={() => setSheetLanguage(value)}
                  disabled={busy}
                />
                <label className="form-check-label" htmlFor={`${ids.sheetLanguage}-${value}`}>
                  {t(`products.listing.sheetLanguages.${value}`)}
                </label>
              </div>
            ))}
            <p id={`${ids.sheetLanguage}-hint`} className="small text-muted mb-0 mt-1">
              {t('products.listing.sheetLanguageHint')}
            </p>
          </fieldset>

          <label htmlFor={ids.file} className="form-label">
            {t('products.listing.file')}
          </label>
          <FileInput
            ref={fileInput}
            id={ids.file}
            fileName={file?.name}
            accept={FILE_TYPES}
            onChange={chooseFile}
            disabled={busy}
            invalid={oversize}
            aria-describedby={`${ids.file}-hint`}
          />
          <p id={`${ids.file}-hint`} className="small text-muted mt-1">
            {t('products.listing.fileHint')}
          </p>

          <div aria-live="polite">
            {file && !category && (
              <p className="alert alert-warning py-2">{t('products.listing.chooseCategoryFirst')}</p>
            )}
            {oversize && (
              <div className="alert alert-danger py-2">
                <p className="fw-semibold mb-1">{t('products.listing.readFailed')}</p>
                <p className="mb-0">
                  <IssueMessage wording={readFailureWording('fileTooLarge', context)} />
                </p>
              </div>
            )}
            {checking && (
              <p className="d-flex align-items-center gap-2" role="status">
                <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                {t('products.listing.checking')}
              </p>
            )}
            {result?.status === 'unreadable' && (
              <div className="alert alert-danger py-2">
                <p className="fw-semibold mb-1">{t('products.listing.readFailed')}</p>
                <p className="mb-0">
                  {result.cell && <>{t('products.sheetIssues.inCell', { cell: result.cell })} </>}
                  <IssueMessage wording={readFailureWording(result.code, context)} />
                </p>
              </div>
            )}
            {shown && languageNotice && (
              <p className="alert alert-info py-2">
                {t(`products.listing.languageNotice.${languageNotice}`)}
              </p>
            )}
            {shown && (
              <>
                <dl className="d-flex flex-wrap gap-2 mb-3">
                  {(
                    [
                      ['rowsRead', shown.rowCount, ''],
                      ['validRows', shown.validRows, ' text-success-emphasis'],
                      ['problemRows', problemRows, problemRows > 0 ? ' text-danger-emphasis' : ''],
                    ] as const
                  ).map(([key, value, tone]) => (
                    <div key={key} className="border rounded px-3 py-2 text-center flex-fill">
                      <dt className="small fw-normal text-muted">{t(`products.listing.counts.${key}`)}</dt>
                      <dd className={`fs-5 fw-semibold m-0${tone}`}>{number(value)}</dd>
                    </div>
                  ))}
                </dl>
                {shown.fileRejected ? (
                  <p className="alert alert-danger py-2">{t('products.listing.fileRejected')}</p>
                ) : shown.errorCount === 0 ? (
                  <p className="alert alert-success py-2">
                    {t('products.listing.clean', { count: shown.validRows, n: number(shown.validRows) })}
                  </p>
                ) : shown.validRows === 0 ? (
                  <p className="alert alert-danger py-2">{t('products.listing.noValidRows')}</p>
                ) : (
                  <p className="alert alert-warning py-2">
                    {t('products.listing.partialChoice', { count: problemRows, n: number(problemRows) })}
                  </p>
                )}
              </>
            )}
            {phase.step === 'uploading' && (
              <div className="my-3">
                <p className="mb-1">{t('products.listing.uploadingPercent', { percent: number(percent) })}</p>
                <div
                  className="progress"
                  role="progressbar"
                  aria-label={t('products.listing.uploadProgress')}
                  aria-valuenow={percent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className="progress-bar" style={{ width: `${percent}%` }} />
                </div>
              </div>
            )}
            {phase.step === 'processing' && (
              <div className="my-3" role="status">
                <p className="d-flex align-items-center gap-2 mb-1">
                  <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                  {t('products.listing.processing', { count: phase.rows, n: number(phase.rows) })}
                </p>
                <div className="progress" aria-hidden="true">
                  <div className="progress-bar progress-bar-striped progress-bar-animated w-100" />
                </div>
              </div>
            )}
            {phase.step === 'failed' && (
              <p className="alert alert-danger py-2">
                {t('products.listing.uploadFailed', { reason: phase.reason })}
              </p>
            )}
            {phase.step === 'refused' && (
              <p className="alert alert-danger py-2">
                {t('products.listing.serverErrors', {
                  count: phase.refusal.errorCount,
                  n: number(phase.refusal.errorCount),
                })}
              </p>
            )}
            {phase.step === 'done' && (
              <p className="alert alert-success py-2 mb-2">{t('products.listing.result.title')}</p>
            )}
          </div>

          {shown && shown.errorCount > 0 && (
            <SheetIssueTable issues={shown.errors} count={shown.errorCount} context={context} />
          )}
          {shown && shown.warningCount > 0 && (
            <SheetWarningList issues={shown.warnings} count={shown.warningCount} context={context} />
          )}
          {shown && !shown.fileRejected && (
            <div className="d-flex flex-wrap gap-2">
              {shown.validRows > 0 && (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={() => void runImport(shown.errorCount > 0)}
                >
                  {shown.errorCount === 0
                    ? t('products.listing.upload', { count: shown.validRows, n: number(shown.validRows) })
                    : t('products.listing.importValid', {
                        count: shown.validRows,
                        n: number(shown.validRows),
                      })}
                </button>
              )}
              {shown.errorCount > 0 && (
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  disabled={busy || preparingRows}
                  onClick={downloadRowsToFix}
                >
                  {t('products.listing.downloadRowsToFix')}
                </button>
              )}
            </div>
          )}

          {phase.step === 'refused' && (
            <>
              <SheetIssueTable
                issues={phase.refusal.errors}
                count={phase.refusal.errorCount}
                context={context}
              />
              {phase.refusal.warningCount > 0 && (
                <SheetWarningList
                  issues={phase.refusal.warnings}
                  count={phase.refusal.warningCount}
                  context={context}
                />
              )}
              {!phase.refusal.fileRejected && phase.refusal.validRows > 0 && (
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => void runImport(true, phase.route)}
                >
                  {t('products.listing.importValid', {
                    count: phase.refusal.validRows,
                    n: number(phase.refusal.validRows),
                  })}
                </button>
              )}
            </>
          )}

          {phase.step === 'done' && (
            <ImportOutcome
              done={phase}
              context={wordingFor(phase.code)}
              headingId={ids.result}
              preparingRows={preparingRows}
              onDownloadRows={() => void downloadRefusedRows(phase)}
            />
          )}
        </div>
      </section>

      <ImportHistory refreshKey={historyKey} categories={categories} />
    </div>
  );
}

interface ImportOutcomeProps {
  done: Extract<Phase, { step: 'done' }>;
  context: WordingContext;
  headingId: string;
  preparingRows: boolean;
  onDownloadRows: () => void;
}

/** What an import did: the counts, the SKUs given to new rows, and the rows the API refused. */
function ImportOutcome({ done, context, headingId, preparingRows, onDownloadRows }: ImportOutcomeProps) {
  const { t } = useTranslation();
  const { result } = done;
  const number = (value: number) => formatNumber(value, context.language);
  const counts = (
    [
      ['created', result.created],
      ['updated', result.updated],
      ['unchanged', result.unchanged],
      ['refused', result.refused],
      ['backToReview', result.backToReview],
    ] as const
  ).filter(([key, value]) => value > 0 || key === 'created' || key === 'updated' || key === 'unchanged');
  const listed = result.assignedSkus.slice(0, LISTED_SKUS);
  const unlisted = result.assignedSkus.length - listed.length;

  return (
    <section aria-labelledby={headingId} className="mt-2">
      <h3 id={headingId} className="h6">
        {t('products.listing.result.heading')}
      </h3>
      <dl className="d-flex flex-wrap gap-2 mb-3">
        {counts.map(([key, value]) => (
          <div key={key} className="border rounded px-3 py-2 text-center flex-fill">
            <dt className="small fw-normal text-muted">{t(`products.listing.result.${key}`)}</dt>
            <dd className={`fs-5 fw-semibold m-0${key === 'refused' ? ' text-danger-emphasis' : ''}`}>
              {number(value)}
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to="/store/inventory?tab=notActive">{t('products.listing.seeInventory')}</Link>
      </p>

      {listed.length > 0 && (
        <div className="table-responsive mb-3" style={{ maxWidth: '28rem' }}>
          <table className="table table-sm align-middle mb-1">
            <caption className="caption-top text-body">{t('products.listing.assignedSkus.caption')}</caption>
            <thead className="table-light">
              <tr>
                <th scope="col">{t('products.listing.assignedSkus.row')}</th>
                <th scope="col">{t('products.listing.assignedSkus.sku')}</th>
              </tr>
            </thead>
            <tbody>
              {listed.map(({ row, sku }) => (
                <tr key={row}>
                  <td>{number(row)}</td>
                  <td>
                    <bdi dir="ltr" className="font-monospace">
                      {sku}
                    </bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {unlisted > 0 && (
            <p className="small text-muted">
              {t('products.listing.assignedSkus.more', { count: unlisted, n: number(unlisted) })}
            </p>
          )}
        </div>
      )}

      {result.refused > 0 && (
        <>
          <p className="alert alert-warning py-2">
            {t('products.listing.serverRefused', { count: result.refused, n: number(result.refused) })}
          </p>
          {result.errorCount > 0 && (
            <SheetIssueTable issues={result.errors} count={result.errorCount} context={context} />
          )}
          <button
            type="button"
            className="btn btn-outline-secondary mb-3"
            disabled={preparingRows}
            onClick={onDownloadRows}
          >
            {t('products.listing.downloadRowsToFix')}
          </button>
        </>
      )}
      {result.warningCount > 0 && (
        <SheetWarningList issues={result.warnings} count={result.warningCount} context={context} />
      )}
    </section>
  );
}
