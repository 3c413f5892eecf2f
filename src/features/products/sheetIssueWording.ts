/**
 * How a spreadsheet problem is told to the seller. The rules (src/lib/spreadsheet/rules.ts) and the API report
 * codes with parameters; this turns them into a catalogue key (`products.sheetIssues.codes.*`) and the values
 * to put in it, in the page's language: column ids become the column's title ("Name (English)"), numbers and
 * prices are formatted, and a price with too many decimals gets the two values the seller probably meant.
 *
 * Every value comes from the seller's file or is a number, so each is shown isolated from the sentence around
 * it (an English cell in an Arabic sentence, "#N/A" at the end of an Arabic sentence): as <bdi> on the page
 * (see IssueMessage) and between Unicode isolates in the rejected-rows file.
 */
import type { SheetReadErrorCode } from '../../lib/spreadsheet/cells';
import { ROWS_TO_FIX_TITLES, sheetHeaders, type SheetHeader } from '../../lib/spreadsheet/columns';
import type { SheetLimits } from '../../lib/spreadsheet/limits';
import { parseTypedNumber } from '../../lib/spreadsheet/numbers';
import type { SheetIssue } from '../../lib/spreadsheet/rules';
import { isOfferNumberKey, PRODUCT_OFFER, type OfferNumberKey } from '../../lib/entities/product';
import type { Language } from '../../i18n';
import { formatMoney, formatNumber } from '../../i18n/format';
import type { RejectedRowsInput } from './templateWorkbook';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface WordingContext {
  language: Language;
  t: Translate;
  /** The headers of the category the file was checked against. */
  headers: readonly SheetHeader[];
  /** The code of that category (for wrongCategory). */
  category: string;
  /** A category's name in the page's language, from its code. */
  categoryName: (code: string) => string;
  limits: SheetLimits;
}

/** A catalogue key and its values; values in `ltr` are always shown left to right (cells, SKUs, numbers). */
export interface Wording {
  key: string;
  values: Record<string, string>;
  /** Chooses the plural form. */
  count?: number;
  ltr?: readonly string[];
}

const CODES = 'products.sheetIssues.codes';
const LOCALES: Record<Language, string> = { ar: 'ar-EG', en: 'en-GB' };

/** "A, B and C" / "A وB وC". */
const listOf = (items: string[], language: Language): string =>
  new Intl.ListFormat(LOCALES[language], { style: 'long', type: 'conjunction' }).format(items);

/** The title of a column as the seller knows it, from its id (`key` or `key@lang`); an unknown title as typed. */
export function columnLabel(id: string | null, context: Pick<WordingContext, 'headers' | 'language' | 't'>) {
  if (!id) return '';
  const [key = '', lang] = id.split('@');
  const header = sheetHeaders(context.headers).find((candidate) => candidate.key === key);
  // A column the category no longer has (a template older than it) is named by its key.
  const title = header ? header[context.language] || header.en : key;
  if (lang !== 'ar' && lang !== 'en') return header ? title : id;
  return context.t(`products.sheetIssues.columnIn.${lang}`, { column: title });
}

const columnList = (ids: string | number | undefined, context: WordingContext): string =>
  listOf(
    String(ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .map((id) => columnLabel(id, context)),
    context.language,
  );

/** "3, 7, 9" in the page's digits. */
const numberList = (list: string | number | undefined, language: Language): string =>
  String(list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => formatNumber(Number(item), language))
    .join(language === 'ar' ? '، ' : ', ');

/** Plain ASCII, as the seller should type it: "20" or "19.99". */
const typed = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** The two prices a value with more than 2 decimals was probably meant to be: cut down and rounded up. */
const decimalSuggestions = (value: string | null): { low: string; high: string } | null => {
  if (!value) return null;
  const parsed = parseTypedNumber(value, { currency: true });
  if (!parsed.ok || parsed.value <= 0) return null;
  const cents = Math.round(parsed.value * 1e6) / 1e4;
  const low = Math.floor(cents) / 100;
  const high = Math.ceil(cents) / 100;
  if (low <= 0 || low === high) return null;
  return { low: typed(low), high: typed(high) };
};

/** The words of one problem found in a file. */
export function issueWording(issue: SheetIssue, context: WordingContext): Wording {
  const { language } = context;
  const params = issue.params ?? {};
  const number = (value: string | number | undefined) => formatNumber(Number(value ?? 0), language);
  const value = issue.value ?? '';
  const column = columnLabel(issue.column, context);
  const wording = (
    key: string,
    values: Record<string, string> = {},
    ltr: string[] = [],
    count?: number,
  ): Wording => ({
    key: `${CODES}.${key}`,
    values,
    ...(count === undefined ? {} : { count }),
    ltr,
  });

  switch (issue.code) {
    case 'missingColumn':
    case 'duplicateColumn':
      return wording(issue.code, { column });
    case 'required':
      return params.newSku
        ? wording('requiredNewSku', { column, sku: String(params.newSku) }, ['sku'])
        : wording('required', { column });
    case 'templateOutdated':
    case 'templateChanged': {
      const added = columnList(params.added, context);
      const removed = columnList(params.removed, context);
      const which = added && removed ? 'Both' : added ? 'Added' : 'Removed';
      return wording(`${issue.code}${which}`, { added, removed });
    }
    case 'wrongCategory':
    case 'skuInOtherCategory':
      return wording(issue.code, {
        category: context.categoryName(String(params.category ?? '')),
        current: context.categoryName(context.category),
      });
    case 'tooManyDecimals': {
      const suggestions = decimalSuggestions(issue.value);
      return suggestions
        ? wording('tooManyDecimals', { value, ...suggestions }, ['value', 'low', 'high'])
        : wording('tooManyDecimalsPlain', { value }, ['value']);
    }
    case 'tooLarge': {
      const money =
        isOfferNumberKey(issue.column ?? '') && PRODUCT_OFFER[issue.column as OfferNumberKey].currency;
      const max = money ? formatMoney(Number(params.max ?? 0), language) : number(params.max);
      return wording('tooLarge', { value, max }, ['value', 'max']);
    }
    case 'skuTooLong':
      return wording(
        'skuTooLong',
        { value, max: number(params.max) },
        ['value', 'max'],
        Number(params.max ?? 0),
      );
    case 'duplicateSku':
      return wording('duplicateSku', { value, firstRow: number(params.firstRow) }, ['value', 'firstRow']);
    case 'duplicateRow':
      return wording('duplicateRow', { firstRow: number(params.firstRow) }, ['firstRow']);
    case 'errorValue':
      return wording('errorValue', { text: String(params.text ?? value) }, ['text']);
    case 'priceOutlier':
      return wording(
        'priceOutlier',
        { value, reference: formatMoney(Number(params.reference ?? 0), language) },
        ['value', 'reference'],
      );
    case 'negativeNumber':
    case 'notAWholeNumber':
    case 'priceNotPositive':
      return wording(issue.code, { value }, ['value']);
    case 'hiddenRowsSkipped':
      return wording(
        'hiddenRowsSkipped',
        { n: number(params.count), rows: numberList(params.rows, language) },
        [],
        Number(params.count ?? 0),
      );
    case 'hiddenColumnsSkipped':
      return wording(
        'hiddenColumnsSkipped',
        { n: number(params.count), columns: String(params.columns ?? '') },
        ['columns'],
        Number(params.count ?? 0),
      );
    case 'percentFormat':
    case 'longNumber':
    case 'notANumber':
    case 'ambiguousNumber':
    case 'currencyNotAllowed':
    case 'invalidImageUrl':
    case 'privateImageHost':
    case 'notAnImageLink':
    case 'notInList':
    case 'unknownColumn':
      return wording(issue.code, { value });
    case 'noRows':
    case 'formulaWithoutValue':
    case 'oneLinkPerCell':
    case 'backToReview':
      return wording(issue.code);
    default:
      // Failures of the whole file (the same codes as a file that cannot be read at all).
      return readFailureWording(issue.code, context);
  }
}

/** The failures over a limit that is a count (rows, columns, characters), named as `max` in their words. */
const COUNTED_LIMIT: Partial<Record<SheetReadErrorCode, keyof SheetLimits>> = {
  tooManyRows: 'rows',
  tooManyColumns: 'columns',
  cellTooLong: 'cellChars',
  rowTooLong: 'rowChars',
  textTooLong: 'textChars',
};

/** The words of a file that cannot be read at all, naming the limit it went over. */
export function readFailureWording(
  code: SheetReadErrorCode,
  context: Pick<WordingContext, 'language' | 'limits'>,
): Wording {
  const { language, limits } = context;
  const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
  const counted = COUNTED_LIMIT[code];
  // The limit, by the name its words give it; it also chooses the plural form of the words.
  const limit = ((): [name: string, value: number] | null => {
    if (counted) return ['max', limits[counted]];
    switch (code) {
      case 'fileTooLarge':
        return ['mb', megabytes(limits.fileBytes)];
      case 'entryTooLarge':
      case 'uncompressedTooLarge':
        return ['mb', megabytes(limits.totalBytes)];
      case 'timeout':
        return ['seconds', limits.readMs / 1000];
      default:
        return null;
    }
  })();
  if (!limit) return { key: `${CODES}.${code}`, values: {}, ltr: [] };
  const [name, value] = limit;
  return {
    key: `${CODES}.${code}`,
    values: { [name]: formatNumber(value, language) },
    count: value,
    ltr: [name],
  };
}

/** First Strong Isolate … Pop Directional Isolate: <bdi> for plain text. */
const isolate = (text: string): string => `\u2068${text}\u2069`;

/** The sentence as plain text (for a spreadsheet cell), every value isolated. */
export function wordingText(wording: Wording, t: Translate): string {
  const values = Object.fromEntries(
    Object.entries(wording.values).map(([name, value]) => [name, isolate(value)]),
  );
  return t(wording.key, { ...values, ...(wording.count === undefined ? {} : { count: wording.count }) });
}

/** One line of the errors column of the rejected-rows file: "C7 – Name (English): …". */
export function issueLine(issue: SheetIssue, context: WordingContext): string {
  const where = [issue.cell ? isolate(issue.cell) : '', columnLabel(issue.column, context)]
    .filter(Boolean)
    .join(' – ');
  const text = wordingText(issueWording(issue, context), context.t);
  return where ? `${where}: ${text}` : text;
}

/** The problems of each row, worded, for the rejected-rows file. */
export function issueLinesByRow(
  issues: readonly SheetIssue[],
  context: WordingContext,
): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const issue of issues) {
    if (issue.row === null) continue;
    byRow.set(issue.row, [...(byRow.get(issue.row) ?? []), issueLine(issue, context)]);
  }
  return byRow;
}

/** The rejected rows of a file, with their problems worded in the page's language, ready to be written. */
export function rejectedRowsInput(
  titles: string[],
  rows: readonly { row: number; cells: string[] }[],
  issues: readonly SheetIssue[],
  context: WordingContext,
): RejectedRowsInput {
  const lines = issueLinesByRow(issues, context);
  // A problem of the whole file (a missing column) is what each of its rows must have fixed.
  const wholeFile = issues.filter((issue) => issue.row === null).map((issue) => issueLine(issue, context));
  const { t } = context;
  return {
    titles,
    rows: rows.map(({ row, cells }) => ({ row, cells, errors: [...wholeFile, ...(lines.get(row) ?? [])] })),
    errorsTitle: ROWS_TO_FIX_TITLES.problems[context.language],
    rowTitle: ROWS_TO_FIX_TITLES.row[context.language],
    rtl: context.language === 'ar',
    sheetName: t('products.template.rejected.sheet'),
  };
}
