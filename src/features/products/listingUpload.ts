import {
  refusedSheetOf,
  type ImportResult,
  type ProductImportDetail,
  type RefusedSheet,
  type SheetLimitsInfo,
} from '../../api/products';
import { OFFER_LIMITS } from '../../lib/entities/product';
import type { SheetLanguage, TemplateLanguage } from '../../lib/spreadsheet/columns';
import { DEFAULT_SHEET_LIMITS, IMAGE_COLUMN_COUNT } from '../../lib/spreadsheet/limits';
import type { CheckResponse } from './spreadsheetCheck';

/** The limits stated before the deployment's own have arrived (or when asking for them fails). */
export const FALLBACK_LIMITS: SheetLimitsInfo = {
  ...DEFAULT_SHEET_LIMITS,
  ...OFFER_LIMITS,
  imageColumns: IMAGE_COLUMN_COUNT,
};

/** The browser check of one file, for one category and sheet language. */
export interface Checked {
  file: File;
  code: string;
  language: SheetLanguage;
  includeHidden: boolean;
  response: CheckResponse;
}

/** A file the API refused as a whole after the upload, with the problems it found. */
export interface ServerRefusal extends RefusedSheet {
  fileRejected: boolean;
  validRows: number;
  /** The refused rows as typed, for the rows-to-fix download. */
  rejected: ProductImportDetail['rejected'] | null;
}

/** Where the upload of the chosen file is: the truth at each step, never ahead of it. */
export type Phase =
  | { step: 'idle' }
  | { step: 'uploading'; fraction: number }
  | { step: 'processing'; rows: number }
  | { step: 'done'; result: ImportResult; code: string; fileName: string }
  | { step: 'refused'; refusal: ServerRefusal; route: string }
  | { step: 'failed'; reason: string };

export type DonePhase = Extract<Phase, { step: 'done' }>;

/** The problems of a file the API refused, from the details of its error; null for any other failure. */
export function refusalOf(details: unknown): ServerRefusal | null {
  const refused = refusedSheetOf(details);
  if (!refused) return null;
  const extra = details as {
    fileRejected?: unknown;
    rowCount?: unknown;
    rejectedRows?: unknown;
    rejected?: ProductImportDetail['rejected'];
  };
  const rowCount = typeof extra.rowCount === 'number' ? extra.rowCount : 0;
  const rejected = Array.isArray(extra.rejectedRows) ? extra.rejectedRows.length : 0;
  return {
    ...refused,
    fileRejected: extra.fileRejected !== false,
    validRows: Math.max(0, rowCount - rejected),
    rejected: extra.rejected && Array.isArray(extra.rejected.rows) ? extra.rejected : null,
  };
}

/** Everything the listing page remembers between renders. */
export interface ListingState {
  categoryCode: string;
  /** A template was asked for without a category. */
  categoryError: boolean;
  templateLanguage: TemplateLanguage;
  preparingTemplate: boolean;
  sheetLanguage: SheetLanguage;
  /** Import the rows and columns the file hides as well. */
  includeHidden: boolean;
  /** The category was taken from the chosen template's schema (not chosen by the seller). */
  categoryFromFile: boolean;
  limits: SheetLimitsInfo;
  file: File | null;
  checked: Checked | null;
  phase: Phase;
  /** A file of rows to fix is being written. */
  preparingRows: boolean;
  /** Changes after each import, so the import history below reloads. */
  historyKey: number;
}

export type ListingAction =
  | { type: 'categoryChosen'; code: string }
  | { type: 'categoryMissing' }
  | { type: 'templateLanguageChosen'; language: TemplateLanguage }
  | { type: 'templatePreparing'; preparing: boolean }
  | { type: 'sheetLanguageChosen'; language: SheetLanguage }
  | { type: 'includeHiddenChosen'; include: boolean }
  | { type: 'templateCategoryRead'; file: File; code: string }
  | { type: 'limitsLoaded'; limits: SheetLimitsInfo }
  | { type: 'fileChosen'; file: File | null }
  | { type: 'fileChecked'; checked: Checked }
  | { type: 'phaseChanged'; phase: Exclude<Phase, DonePhase> }
  | { type: 'imported'; done: DonePhase }
  | { type: 'rowsPreparing'; preparing: boolean };

export const initialListingState = (language: SheetLanguage): ListingState => ({
  categoryCode: '',
  categoryError: false,
  templateLanguage: language,
  preparingTemplate: false,
  sheetLanguage: language,
  includeHidden: false,
  categoryFromFile: false,
  limits: FALLBACK_LIMITS,
  file: null,
  checked: null,
  phase: { step: 'idle' },
  preparingRows: false,
  historyKey: 0,
});

export function listingReducer(state: ListingState, action: ListingAction): ListingState {
  switch (action.type) {
    case 'categoryChosen':
      return {
        ...state,
        categoryCode: action.code,
        categoryFromFile: false,
        categoryError: action.code ? false : state.categoryError,
      };
    case 'templateCategoryRead':
      // Only while the seller has chosen no category: a choice of theirs is compared with the file instead.
      return action.file === state.file && !state.categoryCode
        ? { ...state, categoryCode: action.code, categoryFromFile: true, categoryError: false }
        : state;
    case 'includeHiddenChosen':
      return { ...state, includeHidden: action.include };
    case 'categoryMissing':
      return { ...state, categoryError: true };
    case 'templateLanguageChosen':
      // A file made from an Arabic or English template is most likely in that language.
      return {
        ...state,
        templateLanguage: action.language,
        sheetLanguage: action.language === 'both' ? state.sheetLanguage : action.language,
      };
    case 'templatePreparing':
      return { ...state, preparingTemplate: action.preparing };
    case 'sheetLanguageChosen':
      return { ...state, sheetLanguage: action.language };
    case 'limitsLoaded':
      return { ...state, limits: action.limits };
    case 'fileChosen':
      // A category read from the previous file is read again from the new one.
      return {
        ...state,
        file: action.file,
        phase: { step: 'idle' },
        includeHidden: false,
        ...(state.categoryFromFile ? { categoryCode: '', categoryFromFile: false } : {}),
      };
    case 'fileChecked':
      return { ...state, checked: action.checked };
    case 'phaseChanged':
      return { ...state, phase: action.phase };
    case 'imported':
      return { ...state, phase: action.done, file: null, historyKey: state.historyKey + 1 };
    case 'rowsPreparing':
      return { ...state, preparingRows: action.preparing };
  }
}

/** The browser's check of the chosen file, once it is the check of this file, category and language. */
export function currentCheck(state: ListingState, categoryCode: string | undefined): CheckResponse | null {
  const { checked, file, sheetLanguage, includeHidden } = state;
  return checked &&
    checked.file === file &&
    checked.code === categoryCode &&
    checked.language === sheetLanguage &&
    checked.includeHidden === includeHidden
    ? checked.response
    : null;
}

/** Which language notice the check calls for: names in both languages, or in the other language only. */
export function languageNoticeOf(
  check: Extract<CheckResponse, { status: 'checked' }> | null,
  sheetLanguage: SheetLanguage,
): 'both' | SheetLanguage | null {
  if (!check || check.languages.length === 0) return null;
  if (check.languages.length > 1) return 'both';
  const [only] = check.languages;
  return only && only !== sheetLanguage ? only : null;
}
