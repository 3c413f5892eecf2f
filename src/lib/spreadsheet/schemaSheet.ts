/**
 * The hidden sheet every template carries: which category, language and columns it was made for, so a file
 * filled from an older template of a category whose fields changed is told exactly which columns differ.
 */
import { cellText, type SheetRow } from './cells';
import type { TemplateLanguage } from './columns';

export const SCHEMA_SHEET_NAME = '_schema';
const MARKER = 'souq-template';
export const TEMPLATE_SCHEMA_VERSION = 1;

export interface TemplateSchema {
  version: number;
  category: string;
  language: TemplateLanguage;
  /** The name of the sheet the products are typed in. */
  dataSheet: string;
  /** The column ids (see columnId) in template order. */
  columns: string[];
}

export const schemaRows = (schema: TemplateSchema): (string | number)[][] => [
  [MARKER, schema.version],
  ['category', schema.category],
  ['language', schema.language],
  ['sheet', schema.dataSheet],
  ['columns', ...schema.columns],
];

const LANGUAGES: readonly string[] = ['ar', 'en', 'both'];

/** The schema written by schemaRows, or null when the rows are not one (a seller's own hidden sheet). */
export const readSchemaRows = (rows: readonly SheetRow[]): TemplateSchema | null => {
  const value = (row: number, column: number) => cellText(rows[row]?.[column] ?? null).trim();
  if (value(0, 0) !== MARKER) return null;
  const version = Number(value(0, 1));
  const language = value(2, 1);
  if (!Number.isInteger(version) || !LANGUAGES.includes(language)) return null;
  return {
    version,
    category: value(1, 1),
    language: language as TemplateLanguage,
    dataSheet: value(3, 1),
    columns: (rows[4] ?? [])
      .slice(1)
      .map((cell) => cellText(cell).trim())
      .filter(Boolean),
  };
};
