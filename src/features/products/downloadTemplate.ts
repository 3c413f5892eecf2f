import { i18n } from '../../i18n';
import { saveFile } from '../../lib/saveFile';
import type { TemplateLanguage } from '../../lib/spreadsheet/columns';
import { DEFAULT_SHEET_LIMITS, type SheetLimits } from '../../lib/spreadsheet/limits';
import { templateFileName, XLSX_MIME_TYPE } from '../../lib/spreadsheet/templateFile';
import type {
  LocalizedName,
  RejectedRowsInput,
  TemplateCategory,
  TemplateTranslate,
} from './templateWorkbook';

/**
 * The spreadsheet downloads of the listing page. templateWorkbook.ts (and exceljs with it) is imported here,
 * on demand, so its weight never lands in the entry or a page chunk: a seller who never downloads a file
 * never loads it.
 */
const loadWriter = () => import('./templateWorkbook');

export interface TemplateOptions {
  subcategories?: readonly LocalizedName[];
  limits?: SheetLimits;
}

/**
 * Writes the category's template in the chosen language and downloads it. `t` translates with the app's i18n
 * instance (a component's `useTranslation().t`, or the instance itself by default); the catalogues of the
 * template's languages are loaded into it first, because an English or bilingual template is often asked for
 * from an Arabic page, whose English catalogue has not been fetched yet.
 */
export async function downloadTemplate(
  category: TemplateCategory,
  language: TemplateLanguage,
  t: TemplateTranslate = (key, options) => i18n.t(key, options),
  { subcategories, limits = DEFAULT_SHEET_LIMITS }: TemplateOptions = {},
): Promise<void> {
  const [{ buildTemplateWorkbook }] = await Promise.all([
    loadWriter(),
    i18n.loadLanguages(language === 'both' ? ['ar', 'en'] : [language]),
  ]);
  const bytes = await buildTemplateWorkbook({
    category,
    language,
    limits,
    t,
    ...(subcategories ? { subcategories } : {}),
  });
  saveFile(bytes, templateFileName(category.code, language), XLSX_MIME_TYPE);
}

/** Writes the rows a file could not import, with their problems, and downloads them. */
export async function downloadRejectedRows(input: RejectedRowsInput, fileName: string): Promise<void> {
  const { buildRejectedRowsWorkbook } = await loadWriter();
  saveFile(await buildRejectedRowsWorkbook(input), fileName, XLSX_MIME_TYPE);
}
