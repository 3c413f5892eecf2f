import { useEffect, useMemo, useReducer, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { TFunction } from 'i18next';
import { errorText, normalizeError } from '../../api/errors';
import {
  addProductsFromSheet,
  getProductImport,
  getSheetLimits,
  uploadProductSheet,
  type ImportResult,
} from '../../api/products';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { notifyFailure, notifySuccess } from '../../common/notify';
import type { Language } from '../../i18n';
import { formatList, formatNumber } from '../../i18n/format';
import type { SheetLanguage, TemplateLanguage } from '../../lib/spreadsheet/columns';
import { rejectedRowsFileName } from '../../lib/spreadsheet/templateFile';
import { fetchCategories } from '../categories';
import { downloadRejectedRows, downloadTemplate } from './downloadTemplate';
import {
  currentCheck,
  initialListingState,
  languageNoticeOf,
  listingReducer,
  refusalOf,
  type DonePhase,
} from './listingUpload';
import { rejectedRowsInput, type WordingContext } from './sheetIssueWording';
import { checkSpreadsheetFile } from './spreadsheetCheck';

/** The toasts after an import: how many were added, then what else happened to the rows. */
function notifyImported(imported: ImportResult, language: Language, t: TFunction) {
  const number = (value: number) => formatNumber(value, language);
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
    notifySuccess('products.listing.summaryToast', { parts: formatList(parts, language) });
  }
}

/**
 * The listing page's state and what the seller can do on it: choose a category and download its template,
 * choose a file (checked in the browser with the API's rules), import it (every row or only the valid ones)
 * and download the rows to fix.
 */
export function useListingUpload() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { list: categories, loading: categoriesLoading } = useAppSelector((state) => state.categories);
  const [state, send] = useReducer(listingReducer, language, initialListingState);
  const { categoryCode, file, limits, sheetLanguage, includeHidden, phase } = state;

  useEffect(() => {
    void dispatch(fetchCategories());
  }, [dispatch]);

  // The deployment's own limits; the defaults are stated meanwhile (and if the call fails).
  useEffect(() => {
    let current = true;
    getSheetLimits().then(
      (fetched) => {
        if (current) send({ type: 'limitsLoaded', limits: fetched });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  const category = categories.find((candidate) => candidate.code === categoryCode);
  const oversize = file !== null && file.size > limits.fileBytes;
  const knownCodes = useMemo(() => new Set(categories.map((candidate) => candidate.code)), [categories]);

  // A template names its category: it is chosen for the seller, who then only has to pick the file.
  useEffect(() => {
    if (!file || categoryCode || oversize) return;
    let current = true;
    void checkSpreadsheetFile({
      file,
      headers: null,
      limits,
      language: sheetLanguage,
      category: '',
      includeHidden: false,
    }).then((response) => {
      if (
        current &&
        response.status === 'template' &&
        response.category &&
        knownCodes.has(response.category)
      ) {
        send({ type: 'templateCategoryRead', file, code: response.category });
      }
    });
    return () => {
      current = false;
    };
  }, [file, categoryCode, oversize, limits, sheetLanguage, knownCodes]);

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
      includeHidden,
    }).then((response) => {
      if (current) {
        send({
          type: 'fileChecked',
          checked: { file, code: category.code, language: sheetLanguage, includeHidden, response },
        });
      }
    });
    return () => {
      current = false;
    };
  }, [file, category, oversize, limits, sheetLanguage, includeHidden]);

  const result = currentCheck(state, category?.code);
  const check = result?.status === 'checked' ? result : null;

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
  const subcategories = useMemo(
    () =>
      categories
        .filter((candidate) => candidate.is_sub && candidate.parent_code === categoryCode)
        .map((candidate) => candidate.name),
    [categories, categoryCode],
  );

  const download = async () => {
    if (!category) {
      send({ type: 'categoryMissing' });
      notifyFailure('products.listing.noCategory');
      return;
    }
    send({ type: 'templatePreparing', preparing: true });
    try {
      await downloadTemplate(category, state.templateLanguage, (key, options) => t(key, options), {
        subcategories,
        limits,
      });
    } catch {
      notifyFailure('products.listing.downloadFailed');
    } finally {
      send({ type: 'templatePreparing', preparing: false });
    }
  };

  const saveRows = async (
    titles: string[],
    rows: readonly { row: number; cells: string[] }[],
    issues: Parameters<typeof rejectedRowsInput>[2],
    wording: WordingContext,
    fileName: string,
  ) => {
    send({ type: 'rowsPreparing', preparing: true });
    try {
      await downloadRejectedRows(
        rejectedRowsInput(titles, rows, issues, wording),
        rejectedRowsFileName(fileName),
      );
    } catch {
      notifyFailure('products.listing.downloadFailed');
    } finally {
      send({ type: 'rowsPreparing', preparing: false });
    }
  };

  const downloadRowsToFix = () => {
    if (!check || !file) return;
    void saveRows(
      check.titles,
      check.rejectedCells,
      check.errors,
      wordingFor(category?.code ?? ''),
      file.name,
    );
  };

  /** The rows of a file the API refused, as its answer listed them. */
  const downloadServerRefusedRows = () => {
    if (phase.step !== 'refused' || !phase.refusal.rejected || !file) return;
    const { rejected } = phase.refusal;
    void saveRows(
      rejected.titles,
      rejected.rows,
      [
        ...phase.refusal.errors.filter((issue) => issue.row === null),
        ...rejected.rows.flatMap((row) => row.issues),
      ],
      wordingFor(category?.code ?? ''),
      file.name,
    );
  };

  const downloadRefusedRows = async (done: DonePhase) => {
    send({ type: 'rowsPreparing', preparing: true });
    let detail;
    try {
      detail = await getProductImport(done.result.importId);
    } catch {
      // The failed call has been shown as a toast.
      send({ type: 'rowsPreparing', preparing: false });
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

  /** Uploads the file (unless the API already has it) and imports it: every row, or only the valid ones. */
  const runImport = async (partial: boolean, storedRoute?: string) => {
    if (!file || !category) return;
    const rows = check?.rowCount ?? 0;
    let route = storedRoute;
    try {
      if (!route) {
        send({ type: 'phaseChanged', phase: { step: 'uploading', fraction: 0 } });
        route = await uploadProductSheet(file, (fraction) =>
          send({ type: 'phaseChanged', phase: { step: 'uploading', fraction } }),
        );
      }
      send({ type: 'phaseChanged', phase: { step: 'processing', rows } });
      const imported = await addProductsFromSheet({
        route,
        lang: sheetLanguage,
        category: category.code,
        partial,
        include_hidden: includeHidden,
        file_name: file.name,
      });
      send({
        type: 'imported',
        done: { step: 'done', result: imported, code: category.code, fileName: file.name },
      });
      notifyImported(imported, language, t);
    } catch (failure) {
      // The error itself has been shown as a toast; the problems of a refused file go in the table.
      const error = normalizeError(failure);
      const refusal = route ? refusalOf(error.details) : null;
      send({
        type: 'phaseChanged',
        phase:
          refusal && route
            ? { step: 'refused', refusal, route }
            : { step: 'failed', reason: errorText(error, language, (key) => t(key)) },
      });
    }
  };

  return {
    ...state,
    language,
    categories,
    categoriesLoading,
    category,
    oversize,
    /** The browser's answer for the chosen file (a check or why it could not be read). */
    result,
    checking: Boolean(file && category && !oversize && !result),
    busy: phase.step === 'uploading' || phase.step === 'processing',
    // Once the API has answered, its answer replaces the browser's check.
    shown: phase.step === 'done' || phase.step === 'refused' ? null : check,
    languageNotice: languageNoticeOf(check, sheetLanguage),
    categoryName,
    /** How the problems of the chosen category's file are worded. */
    context: wordingFor(category?.code ?? ''),
    wordingFor,
    chooseCategory: (code: string) => send({ type: 'categoryChosen', code }),
    chooseTemplateLanguage: (value: TemplateLanguage) =>
      send({ type: 'templateLanguageChosen', language: value }),
    chooseSheetLanguage: (value: SheetLanguage) => send({ type: 'sheetLanguageChosen', language: value }),
    chooseIncludeHidden: (include: boolean) => send({ type: 'includeHiddenChosen', include }),
    chooseFile: (event: ChangeEvent<HTMLInputElement>) =>
      send({ type: 'fileChosen', file: event.target.files?.[0] ?? null }),
    download,
    downloadRowsToFix,
    downloadRefusedRows,
    downloadServerRefusedRows,
    runImport,
  };
}

export type ListingUpload = ReturnType<typeof useListingUpload>;
