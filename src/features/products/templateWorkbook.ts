/**
 * The spreadsheets the app writes for a seller: a category's template and the rows a file could not import.
 * This module imports exceljs (about 250 KB gzip), so only downloadTemplate.ts imports it, dynamically, when
 * the seller asks for a file.
 */
import ExcelJS, { type Cell, type DataValidation, type Worksheet } from 'exceljs';
import { formatNumber } from '../../i18n/format';
import {
  columnId,
  REQUIRED_MARK,
  sheetHeaders,
  templateColumns,
  type SheetHeader,
  type SheetLanguage,
  type TemplateColumn,
  type TemplateLanguage,
} from '../../lib/spreadsheet/columns';
import { cellRef, columnLetter } from '../../lib/spreadsheet/cells';
import { IMAGE_COLUMN_COUNT, type SheetLimits } from '../../lib/spreadsheet/limits';
import { isWholeNumber, type NumberField } from '../../lib/entities/field';
import { leastValueOf } from '../../lib/entities/numberRule';
import { isOfferNumberKey, PRODUCT_OFFER, type OfferNumberKey } from '../../lib/entities/product';
import { SCHEMA_SHEET_NAME, schemaRows, TEMPLATE_SCHEMA_VERSION } from '../../lib/spreadsheet/schemaSheet';
import { toArrayBuffer } from '../../lib/saveFile';

// exceljs keeps ranged data validations in `worksheet.dataValidations` (one <dataValidation> per range) but
// its typings only declare the per-cell form, which would create thousands of empty cells in the data sheet.
declare module 'exceljs' {
  interface Worksheet {
    readonly dataValidations: { add(range: string, validation: DataValidation): DataValidation };
  }
}

export interface LocalizedName {
  en: string;
  ar: string;
}

/** A category header, with the values its cells may take when the category fixes them. */
export interface TemplateHeader extends SheetHeader {
  options?: readonly LocalizedName[];
}

export interface TemplateCategory {
  code: string;
  name: LocalizedName;
  headers: readonly TemplateHeader[];
}

/** Values put into a text: the language to word it in, and the placeholders. */
export type TranslateOptions = { lng: SheetLanguage } & Record<string, string | number>;

/** i18next's `t` fits: the texts of the workbook come from the locale files, in the language asked for. */
export type TemplateTranslate = (key: string, options: TranslateOptions) => string;

export interface TemplateWorkbookInput {
  category: TemplateCategory;
  language: TemplateLanguage;
  limits: SheetLimits;
  /** The subcategories of the category, offered as a drop-down in its `subcategory` column. */
  subcategories?: readonly LocalizedName[];
  t: TemplateTranslate;
}

export interface RejectedRow {
  /** The row's number in the seller's file. */
  row: number;
  cells: string[];
  errors: string[];
}

export interface RejectedRowsInput {
  titles: string[];
  rows: RejectedRow[];
  errorsTitle: string;
  rowTitle: string;
  rtl: boolean;
  sheetName: string;
}

const SUBCATEGORY_KEY = 'subcategory';
const PRICE_FORMAT = '#,##0.00';
const WHOLE_FORMAT = '0';
/**
 * Text format keeps what a seller types as typed: without it a spreadsheet program turns an SKU such as
 * "00125" into 125, "1-2" into a date, and re-runs a cell starting with "=" as a formula once it is edited.
 */
const TEXT_FORMAT = '@';
/** Excel refuses a drop-down whose inline list is longer than this; longer lists go to the lists sheet. */
const INLINE_LIST_LIMIT = 255;
/** Excel cuts an input message title longer than this. */
const PROMPT_TITLE_LIMIT = 32;

const REQUIRED_FILL = 'FFFFE08A';
const OPTIONAL_FILL = 'FFE9ECEF';
const ERRORS_FILL = 'FFF8D7DA';
const BORDER_COLOUR = 'FFADB5BD';

const LANGUAGES_OF: Record<TemplateLanguage, SheetLanguage[]> = {
  ar: ['ar'],
  en: ['en'],
  both: ['ar', 'en'],
};

/** The language a column's texts are in; a bilingual template words its shared columns in Arabic. */
const textLanguageOf = (column: TemplateColumn, language: TemplateLanguage): SheetLanguage =>
  column.language ?? (language === 'both' ? 'ar' : language);

const fill = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });

/** One header look for every sheet the app writes, so a seller recognises required columns everywhere. */
const styleHeaderCell = (cell: Cell, look: 'required' | 'optional' | 'errors'): void => {
  cell.font = { bold: look !== 'optional' };
  cell.fill = fill(look === 'required' ? REQUIRED_FILL : look === 'errors' ? ERRORS_FILL : OPTIONAL_FILL);
  cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
  cell.border = { bottom: { style: 'thin', color: { argb: BORDER_COLOUR } } };
};

const headerLook = (title: string): 'required' | 'optional' =>
  title.endsWith(REQUIRED_MARK) ? 'required' : 'optional';

const widthOf = (column: TemplateColumn): number => {
  const base =
    column.kind === 'image' ? 40 : column.key === 'description' ? 40 : column.kind === 'text' ? 22 : 16;
  return Math.min(60, Math.max(base, column.title.length + 4));
};

/** A frozen header row, and the reading direction of the template's language. */
const headerView = (rightToLeft: boolean): Partial<ExcelJS.WorksheetView> => ({
  state: 'frozen',
  xSplit: 0,
  ySplit: 1,
  topLeftCell: 'A2',
  activeCell: 'A2',
  rightToLeft,
});

const numberFormatOf = (column: TemplateColumn): string | undefined => {
  const offerField = offerFieldOf(column);
  if (offerField) return offerField.decimals > 0 ? PRICE_FORMAT : WHOLE_FORMAT;
  if (column.kind === 'sku' || column.kind === 'text') return TEXT_FORMAT;
  return undefined;
};

/** The values a column's drop-down offers, in the column's language, and whether others are refused. */
const listOf = (
  column: TemplateColumn,
  language: SheetLanguage,
  { category, subcategories }: TemplateWorkbookInput,
): { values: string[]; strict: boolean } | null => {
  const options = category.headers.find((header) => header.key === column.key)?.options;
  const unique = (names: readonly LocalizedName[]) => [
    ...new Set(names.map((name) => name[language].trim()).filter(Boolean)),
  ];
  if (options && options.length > 0) return { values: unique(options), strict: true };
  // The reader accepts any subcategory text, so the list suggests rather than refuses.
  if (column.key === SUBCATEGORY_KEY && subcategories && subcategories.length > 0)
    return { values: unique(subcategories), strict: false };
  return null;
};

/** Drop-down sources that cannot be written inline are written one per column of the hidden lists sheet. */
class ListSources {
  readonly columns: string[][] = [];

  constructor(private readonly sheetName: string) {}

  formulaFor(values: string[]): string {
    const inline = `"${values.join(',')}"`;
    // Inside an inline list a comma separates values and a quote ends the list.
    if (inline.length <= INLINE_LIST_LIMIT && values.every((value) => !/[,"]/.test(value))) return inline;
    this.columns.push(values);
    const letter = columnLetter(this.columns.length - 1);
    return `'${this.sheetName.replace(/'/g, "''")}'!$${letter}$1:$${letter}$${values.length}`;
  }
}

/** The offer field whose rule a column's cells follow, worded `products.template.validation.<its key>`. */
const offerFieldOf = (column: TemplateColumn): NumberField | null =>
  column.kind === 'offer' && isOfferNumberKey(column.key) ? PRODUCT_OFFER[column.key] : null;

/** What the instructions' example row shows in each offer column. */
const OFFER_EXAMPLES: Record<OfferNumberKey, number> = {
  listing_price: 1250.5,
  stock_quantity: 100,
  handling_time: 3,
};

/**
 * The cell validation of an offer field, from its declaration: a whole number between its limits, or for an
 * amount a formula that also holds the decimals (Excel has no "at most 2 decimals" rule of its own, and its
 * "decimal between" would let 12.345 through). The formula names the range's first cell; Excel moves it along
 * the range.
 */
const offerRule = (
  field: NumberField,
  firstCell: string,
): Pick<DataValidation, 'type' | 'operator' | 'formulae'> => {
  const least = leastValueOf(field);
  if (isWholeNumber(field)) return { type: 'whole', operator: 'between', formulae: [least, field.maximum] };
  const lowest = field.aboveMinimum ? `${firstCell}>${field.minimum}` : `${firstCell}>=${field.minimum}`;
  return {
    type: 'custom',
    formulae: [
      `AND(ISNUMBER(${firstCell}),${lowest},${firstCell}<=${field.maximum},ROUND(${firstCell},${field.decimals})=${firstCell})`,
    ],
  };
};

const validationFor = (
  column: TemplateColumn,
  /** The range's first cell (the first data row). */
  firstCell: string,
  language: SheetLanguage,
  input: TemplateWorkbookInput,
  lists: ListSources,
): DataValidation => {
  const { t, limits } = input;
  const text = (key: string, max?: number) =>
    t(`products.template.validation.${key}`, {
      lng: language,
      ...(max === undefined ? {} : { max: formatNumber(max, language), count: max }),
    });
  const messages = (prompt: string, error = prompt, style: 'stop' | 'warning' = 'stop') => ({
    showInputMessage: true,
    promptTitle: column.header[language].slice(0, PROMPT_TITLE_LIMIT),
    prompt,
    showErrorMessage: true,
    errorStyle: style,
    errorTitle: text('errorTitle'),
    error,
  });

  const list = listOf(column, language, input);
  if (list)
    return {
      type: 'list',
      allowBlank: true,
      formulae: [lists.formulaFor(list.values)],
      ...(list.strict ? messages(text('list')) : messages(text('suggestions'), text('notInList'), 'warning')),
    };
  const offerField = offerFieldOf(column);
  if (offerField)
    return {
      ...offerRule(offerField, firstCell),
      allowBlank: true,
      ...messages(text(column.key, offerField.maximum)),
    };
  switch (column.kind) {
    case 'number':
      return {
        type: 'decimal',
        operator: 'greaterThanOrEqual',
        allowBlank: true,
        formulae: [0],
        ...messages(text('number')),
      };
    default:
      // A longer cell makes the reader refuse the whole file, so the spreadsheet program stops it at typing.
      return {
        type: 'textLength',
        operator: 'lessThanOrEqual',
        allowBlank: true,
        formulae: [limits.cellChars],
        showErrorMessage: true,
        errorStyle: 'stop',
        errorTitle: text('errorTitle'),
        error: text('textLength', limits.cellChars),
      };
  }
};

/** What the example row of the instructions shows in a column: a value a real product could have. */
const exampleValue = (
  column: TemplateColumn,
  language: SheetLanguage,
  input: TemplateWorkbookInput,
): string | number | null => {
  const example = (key: string) => input.t(`products.template.example.${key}`, { lng: language });
  switch (column.kind) {
    case 'sku':
      return example('sku');
    case 'offer':
      return isOfferNumberKey(column.key) ? OFFER_EXAMPLES[column.key] : null;
    case 'number':
      return 12;
    case 'image':
      return column.key === 'image_1' ? example('image') : null;
    default: {
      const list = listOf(column, language, input);
      if (list && list.values[0]) return list.values[0];
      return ['name', 'brand', 'description', 'origin'].includes(column.key)
        ? example(column.key)
        : example('text');
    }
  }
};

const writeDataSheet = (
  sheet: Worksheet,
  columns: TemplateColumn[],
  input: TemplateWorkbookInput,
  lists: ListSources,
): void => {
  const { language, limits, t } = input;
  sheet.columns = columns.map((column) => {
    const numFmt = numberFormatOf(column);
    return { key: columnId(column), width: widthOf(column), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.getRow(1);
  header.height = 30;
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.title;
    // The header cell is text whatever its column holds: it must not take the column's number format.
    cell.numFmt = TEXT_FORMAT;
    styleHeaderCell(cell, column.required ? 'required' : 'optional');
    const textLanguage = textLanguageOf(column, language);
    if (column.required) cell.note = t('products.template.requiredNote', { lng: textLanguage });
    sheet.dataValidations.add(
      `${cellRef(index, 2)}:${cellRef(index, limits.rows + 1)}`,
      validationFor(column, cellRef(index, 2), textLanguage, input, lists),
    );
  });
};

const writeInstructionsSheet = (
  sheet: Worksheet,
  columns: TemplateColumn[],
  dataSheetName: string,
  input: TemplateWorkbookInput,
): void => {
  const { category, language, limits, t } = input;
  const headers = sheetHeaders(category.headers);
  sheet.columns = columns.map((column) => ({ width: widthOf(column) }));
  let rowNumber = 0;
  const line = (text: string, look: 'title' | 'heading' | 'text' = 'text') => {
    rowNumber += 1;
    const cell = sheet.getCell(rowNumber, 1);
    cell.value = text;
    if (look !== 'text') cell.font = { bold: true, size: look === 'title' ? 14 : 12 };
  };

  for (const lng of LANGUAGES_OF[language]) {
    const say = (key: string, values: Record<string, string | number> = {}) =>
      t(`products.template.instructions.${key}`, { lng, ...values });
    const number = (value: number) => formatNumber(value, lng);
    const required = headers.filter((header) => header.is_required).map((header) => header[lng]);
    const labelOf = (key: string) => headers.find((header) => header.key === key)?.[lng];

    if (rowNumber > 0) rowNumber += 1;
    line(say('title', { category: category.name[lng] }), 'title');
    line(say('fill', { sheet: dataSheetName }));
    line(
      required.length > 0
        ? say('required', {
            columns: required.join(t('products.template.listSeparator', { lng })),
          })
        : say('noRequired'),
    );
    line(say('update'));
    line(say('newSku'));
    line(say('review'));
    rowNumber += 1;
    line(say('limitsTitle'), 'heading');
    line(say('rows', { n: number(limits.rows), count: limits.rows }));
    const megabytes = limits.fileBytes / (1024 * 1024);
    line(say('fileSize', { mb: number(megabytes), count: megabytes }));
    line(say('cellChars', { n: number(limits.cellChars), count: limits.cellChars }));
    const price = labelOf('listing_price');
    const { listing_price: priceRule, stock_quantity: quantityRule, handling_time: daysRule } = PRODUCT_OFFER;
    if (price)
      line(say('price', { column: price, max: number(priceRule.maximum), count: priceRule.maximum }));
    const quantity = labelOf('stock_quantity');
    if (quantity) line(say('quantity', { column: quantity, max: number(quantityRule.maximum) }));
    const days = labelOf('handling_time');
    if (days) line(say('days', { column: days, max: number(daysRule.maximum) }));
    line(say('images', { n: number(IMAGE_COLUMN_COUNT), count: IMAGE_COLUMN_COUNT }));
  }

  // The example sits here, under the titles of the template, so that nothing in the data sheet is a product
  // the seller did not type.
  rowNumber += 1;
  for (const lng of LANGUAGES_OF[language])
    line(t('products.template.instructions.example', { lng, sheet: dataSheetName }), 'heading');
  const titles = sheet.getRow(rowNumber + 1);
  const example = sheet.getRow(rowNumber + 2);
  columns.forEach((column, index) => {
    const title = titles.getCell(index + 1);
    title.value = column.title;
    styleHeaderCell(title, column.required ? 'required' : 'optional');
    const cell = example.getCell(index + 1);
    cell.value = exampleValue(column, textLanguageOf(column, language), input);
    const numFmt = numberFormatOf(column);
    if (numFmt) cell.numFmt = numFmt;
  });
};

/** The template of a category: the data sheet, the instructions, the drop-down lists and the schema. */
export async function buildTemplateWorkbook(input: TemplateWorkbookInput): Promise<ArrayBuffer> {
  const { category, language, t } = input;
  const columns = templateColumns(category.headers, language);
  // A bilingual template is first of all an Arabic one: Arabic is the marketplace's default language.
  const sheetLanguage: SheetLanguage = language === 'both' ? 'ar' : language;
  const sheetName = (key: string) => t(`products.template.sheets.${key}`, { lng: sheetLanguage });
  const rightToLeft = sheetLanguage === 'ar';
  const dataSheetName = sheetName('products');

  const workbook = new ExcelJS.Workbook();
  const lists = new ListSources(sheetName('lists'));
  const data = workbook.addWorksheet(dataSheetName, { views: [headerView(rightToLeft)] });
  writeDataSheet(data, columns, input, lists);

  const instructions = workbook.addWorksheet(sheetName('instructions'), { views: [{ rightToLeft }] });
  writeInstructionsSheet(instructions, columns, dataSheetName, input);

  if (lists.columns.length > 0) {
    const listSheet = workbook.addWorksheet(sheetName('lists'), {
      state: 'hidden',
      views: [{ rightToLeft }],
    });
    lists.columns.forEach((values, index) => {
      values.forEach((value, row) => {
        listSheet.getCell(row + 1, index + 1).value = value;
      });
    });
  }

  // Very hidden: no spreadsheet menu shows it, so a seller cannot unhide and edit it by accident.
  const schema = workbook.addWorksheet(SCHEMA_SHEET_NAME, { state: 'veryHidden' });
  schema.addRows(
    schemaRows({
      version: TEMPLATE_SCHEMA_VERSION,
      category: category.code,
      language,
      dataSheet: dataSheetName,
      columns: columns.map(columnId),
    }),
  );

  workbook.views = [
    { x: 0, y: 0, width: 20000, height: 12000, firstSheet: 0, activeTab: 0, visibility: 'visible' },
  ];
  return toArrayBuffer(await workbook.xlsx.writeBuffer());
}

/**
 * The rows of a seller's file that could not be imported, with what was wrong, so the seller fixes them
 * and uploads only these rows again. The seller's cells are written as text cells: a cell such as
 * `=cmd|' /C calc'!A0` stays text that no spreadsheet program runs.
 */
export async function buildRejectedRowsWorkbook(input: RejectedRowsInput): Promise<ArrayBuffer> {
  const { titles, rows, errorsTitle, rowTitle, rtl, sheetName } = input;
  const width = Math.max(titles.length, ...rows.map((row) => row.cells.length));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [headerView(rtl)] });
  sheet.columns = [
    { width: Math.max(10, rowTitle.length + 4) },
    ...Array.from({ length: width }, (_, index) => ({
      width: Math.min(60, Math.max(16, (titles[index] ?? '').length + 4)),
      style: { numFmt: TEXT_FORMAT },
    })),
    { width: 60, style: { alignment: { wrapText: true, vertical: 'top' as const } } },
  ];

  const header = sheet.getRow(1);
  header.height = 30;
  const headerCells: [string, 'required' | 'optional' | 'errors'][] = [
    [rowTitle, 'optional'],
    ...Array.from({ length: width }, (_, index): [string, 'required' | 'optional'] => {
      const title = titles[index] ?? '';
      return [title, headerLook(title)];
    }),
    [errorsTitle, 'errors'],
  ];
  headerCells.forEach(([title, look], index) => {
    const cell = header.getCell(index + 1);
    cell.value = title;
    styleHeaderCell(cell, look);
  });

  rows.forEach(({ row, cells, errors }, index) => {
    const line = sheet.getRow(index + 2);
    line.getCell(1).value = row;
    cells.forEach((text, column) => {
      line.getCell(column + 2).value = text;
    });
    line.getCell(width + 2).value = errors.join('\n');
  });

  return toArrayBuffer(await workbook.xlsx.writeBuffer());
}
