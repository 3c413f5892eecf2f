/**
 * The seller's products as their category's template (operation exportProducts): the same columns, titles and
 * hidden `_schema` sheet the template download writes, filled with each product's current values, so the file
 * can be changed in any spreadsheet program and imported back. Uploaded unchanged, every row comes back
 * unchanged; changed prices update exactly those products.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CategoryHeader } from '../../src/lib/categoryKey';
import { isOfferNumberKey } from '../../src/lib/entities/product';
import { columnId, templateColumns, type TemplateLanguage } from '../../src/lib/spreadsheet/columns';
import {
  schemaRows,
  SCHEMA_SHEET_NAME,
  TEMPLATE_SCHEMA_VERSION,
} from '../../src/lib/spreadsheet/schemaSheet';
import type { Product } from '../../src/lib/api.generated';

/** The product sheet's name in each template language, as the template download names it. */
const DATA_SHEET_NAME: Record<TemplateLanguage, string> = {
  ar: 'المنتجات',
  en: 'Products',
  both: 'المنتجات',
};

/** Excel's text format: a SKU or a code typed in the file stays text (no lost zeros, no E notation). */
const TEXT_FORMAT = '@';

/** Rows written between two turns of the event loop: other calls are answered while a large file is written. */
const ROWS_PER_TURN = 200;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The photo links to write: a product's photos only when every one is a web link. A photo uploaded to us has
 * no address another program could give back, and a partial list would replace the product's photos on
 * import; its cells stay empty (an empty cell keeps what is stored).
 */
const photoLinks = (product: Product): string[] => {
  const urls = product.product_images.map((image) => image.url ?? '');
  return urls.every((url) => /^https?:\/\//i.test(url)) ? urls : [];
};

const plain = (value: unknown): string | number | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;

/** One product's cell for one template column, as the import reads it back. */
const cellValue = (
  product: Product,
  column: ReturnType<typeof templateColumns>[number],
  images: string[],
): string | number | null => {
  const { key, language, kind } = column;
  if (kind === 'sku') return product.sku;
  if (kind === 'image') return images[Number(key.replace('image_', '')) - 1] ?? null;
  if (isOfferNumberKey(key)) return plain(product[key]);
  if (language) return plain(product[language][key]);
  return plain(product.details[key]);
};

export interface ExportInput {
  category: { code: string; headers: CategoryHeader[] };
  language: TemplateLanguage;
  products: AsyncIterable<Product[]>;
}

/** Writes the workbook, a few hundred rows at a time; answers its bytes. */
export const exportWorkbook = async ({ category, language, products }: ExportInput): Promise<Buffer> => {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    sink.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true });
  const columns = templateColumns(category.headers, language);
  const dataSheet = DATA_SHEET_NAME[language];
  const sheet = workbook.addWorksheet(dataSheet, { views: [{ rightToLeft: language !== 'en' }] });
  sheet.columns = columns.map((column) => ({
    key: columnId(column),
    width: Math.min(40, Math.max(12, column.title.length + 4)),
    ...(column.kind === 'offer' || column.kind === 'number' ? {} : { style: { numFmt: TEXT_FORMAT } }),
  }));
  sheet.addRow(columns.map((column) => column.title)).commit();

  let written = 0;
  for await (const page of products) {
    for (const product of page) {
      const images = photoLinks(product);
      // Every value is a plain value: text that starts with "=" is written as text, never as a formula.
      sheet.addRow(columns.map((column) => cellValue(product, column, images))).commit();
      written += 1;
      if (written % ROWS_PER_TURN === 0) await nextTurn();
    }
  }
  sheet.commit();

  const schema = workbook.addWorksheet(SCHEMA_SHEET_NAME, { state: 'veryHidden' });
  for (const row of schemaRows({
    version: TEMPLATE_SCHEMA_VERSION,
    category: category.code,
    language,
    dataSheet,
    columns: columns.map(columnId),
  })) {
    schema.addRow(row).commit();
  }
  schema.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
};
