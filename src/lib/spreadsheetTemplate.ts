/**
 * The product spreadsheet template of a category (SPEC.md §2 listing page): one header row whose titles
 * are the category's headers in the chosen language (without the sku key), then four image URL columns.
 * Pure, so the columns are testable; writing the .xlsx happens in the app (xlsx is loaded only then).
 */
import { sheetColumns, type SheetHeader, type SheetLanguage } from './spreadsheetRules';

export interface TemplateColumn {
  key: string;
  label: string;
  required: boolean;
}

export const templateColumns = (headers: readonly SheetHeader[], language: SheetLanguage): TemplateColumn[] =>
  sheetColumns(headers).map((header) => ({
    key: header.key,
    label: header[language],
    required: header.is_required,
  }));

/** The template is named by the category code (SPEC.md §2), e.g. electronics.xlsx. */
export const templateFileName = (categoryCode: string): string =>
  `${categoryCode.replace(/[^A-Za-z0-9_-]/g, '_') || 'products'}.xlsx`;

/** The sheet as rows of cells: just the header row, ready for a writer. */
export const templateRows = (headers: readonly SheetHeader[], language: SheetLanguage): string[][] => [
  templateColumns(headers, language).map((column) => column.label),
];
