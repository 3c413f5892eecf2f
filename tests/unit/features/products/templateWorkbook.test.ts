/**
 * The template and rejected-rows workbooks, opened the way a spreadsheet program would: the .xlsx is unzipped
 * and its XML read, and the template is read back by the app's own reader.
 */
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import { CATEGORIES, COMMON_HEADERS } from '../../../../server/demo/catalogue';
import { OFFER_CASES } from '../../../fixtures/productOffer';
import { downloadRejectedRows, downloadTemplate } from '../../../../src/features/products/downloadTemplate';
import {
  buildRejectedRowsWorkbook,
  buildTemplateWorkbook,
  type TemplateCategory,
  type TemplateTranslate,
} from '../../../../src/features/products/templateWorkbook';
import { columnId, templateColumns, type TemplateLanguage } from '../../../../src/lib/spreadsheet/columns';
import { DEFAULT_SHEET_LIMITS } from '../../../../src/lib/spreadsheet/limits';
import { readSpreadsheet } from '../../../../src/lib/spreadsheet/read';
import { SCHEMA_SHEET_NAME } from '../../../../src/lib/spreadsheet/schemaSheet';
import {
  rejectedRowsFileName,
  templateFileName,
  XLSX_MIME_TYPE,
} from '../../../../src/lib/spreadsheet/templateFile';

const seed = CATEGORIES.find((category) => category.code === 'electronics');
if (!seed) throw new Error('the seed has no electronics category');

/** Long enough together that Excel could not take them as an inline list (255 characters). */
const BATTERY_TYPES = Array.from({ length: 30 }, (_, index) => ({
  en: `Rechargeable lithium type ${index + 1}`,
  ar: `بطارية ليثيوم قابلة للشحن ${index + 1}`,
}));

const electronics: TemplateCategory = {
  code: seed.code,
  name: { en: seed.name[0], ar: seed.name[1] },
  headers: [...COMMON_HEADERS, ...seed.headers].map((header) =>
    header.key === 'battery_type' ? { ...header, options: BATTERY_TYPES } : header,
  ),
};
const subcategories = [...new Map(seed.items.map((item) => [item.sub[0], item.sub])).values()].map(
  ([enName, arName]) => ({ en: enName, ar: arName }),
);

let t: TemplateTranslate;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { ar: { translation: ar }, en: { translation: en } },
    lng: 'ar',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  t = (key, options) => instance.t(key, options);
});

/** The parts of an .xlsx, with each sheet's XML found by name as the workbook lists it. */
interface Workbook {
  parts: Record<string, string>;
  sheets: { name: string; state: string | null; xml: string; comments: string }[];
  strings: string[];
}

const attribute = (tag: string, name: string): string | null =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

const unescapeXml = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&amp;/g, '&');

function openXlsx(bytes: ArrayBuffer): Workbook {
  const files = unzipSync(new Uint8Array(bytes));
  const parts = Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
  const part = (name: string) => {
    const text = parts[name];
    if (text === undefined) throw new Error(`no ${name} in the file`);
    return text;
  };
  const rels = part('xl/_rels/workbook.xml.rels');
  const target = (id: string) => {
    const rel = [...rels.matchAll(/<Relationship [^>]*>/g)].find((match) => attribute(match[0], 'Id') === id);
    return `xl/${attribute(rel?.[0] ?? '', 'Target')?.replace(/^\/?xl\//, '')}`;
  };
  const sheets = [...part('xl/workbook.xml').matchAll(/<sheet [^>]*\/>/g)].map(([tag]) => {
    const path = target(attribute(tag, 'r:id') ?? '');
    const sheetRels = parts[path.replace(/worksheets\//, 'worksheets/_rels/') + '.rels'] ?? '';
    const commentsTarget = /Target="([^"]*comments[^"]*)"/.exec(sheetRels)?.[1];
    return {
      name: unescapeXml(attribute(tag, 'name') ?? ''),
      state: attribute(tag, 'state'),
      xml: part(path),
      comments: commentsTarget ? part(`xl/${commentsTarget.replace(/^(\.\.\/|\/xl\/)/, '')}`) : '',
    };
  });
  const strings = [...(parts['xl/sharedStrings.xml'] ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(([, si]) =>
    unescapeXml([...(si ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map(([, text]) => text).join('')),
  );
  return { parts, sheets, strings };
}

const sheetNamed = (book: Workbook, name: string) => {
  const sheet = book.sheets.find((candidate) => candidate.name === name);
  if (!sheet)
    throw new Error(`no sheet ${name}; the sheets are ${book.sheets.map((s) => s.name).join(', ')}`);
  return sheet;
};

interface Validation {
  sqref: string;
  type: string | null;
  operator: string | null;
  formulae: string[];
  prompt: string | null;
  error: string | null;
  errorStyle: string | null;
}

const validationsOf = (xml: string): Validation[] =>
  [...xml.matchAll(/<dataValidation( [^>]*)>([\s\S]*?)<\/dataValidation>/g)].map(
    ([, tag = '', body = '']) => ({
      sqref: attribute(tag, 'sqref') ?? '',
      type: attribute(tag, 'type'),
      operator: attribute(tag, 'operator'),
      formulae: [...body.matchAll(/<formula\d>([\s\S]*?)<\/formula\d>/g)].map(([, text]) =>
        unescapeXml(text ?? ''),
      ),
      prompt: unescapeXml(attribute(tag, 'prompt') ?? ''),
      error: unescapeXml(attribute(tag, 'error') ?? ''),
      errorStyle: attribute(tag, 'errorStyle'),
    }),
  );

const columnIndex = (ref: string): number =>
  [...ref.replace(/\d+$/, '')].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/** The values a sheet shows, row by row, each at its column ('' between cells that hold nothing). */
const sheetRows = (book: Workbook, xml: string): Map<number, (string | number)[]> => {
  const rows = new Map<number, (string | number)[]>();
  for (const [, rowTag = '', body = ''] of xml.matchAll(/<row( [^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const values: (string | number)[] = [];
    for (const [, cellTag = '', cell = ''] of body.matchAll(/<c( [^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const value = /<v>([^<]*)<\/v>/.exec(cell)?.[1];
      if (value === undefined) continue;
      const index = columnIndex(attribute(cellTag, 'r') ?? '');
      while (values.length < index) values.push('');
      values[index] = attribute(cellTag, 't') === 's' ? (book.strings[Number(value)] ?? '') : Number(value);
    }
    rows.set(Number(attribute(rowTag, 'r')), values);
  }
  return rows;
};

/** The number format of a whole column: its <col> style in styles.xml, built-in formats by their ids. */
const columnFormat = (book: Workbook, xml: string, columnNumber: number): string => {
  const col = [...xml.matchAll(/<col [^>]*\/>/g)]
    .map(([tag]) => tag)
    .find(
      (tag) => Number(attribute(tag, 'min')) <= columnNumber && Number(attribute(tag, 'max')) >= columnNumber,
    );
  const styles = book.parts['xl/styles.xml'] ?? '';
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  const xf = [...xfs.matchAll(/<xf [^>]*?(\/>|>)/g)][Number(attribute(col ?? '', 'style') ?? 0)]?.[0] ?? '';
  const id = Number(attribute(xf, 'numFmtId') ?? 0);
  const custom = [...styles.matchAll(/<numFmt [^>]*\/>/g)].find(
    ([tag]) => Number(attribute(tag, 'numFmtId')) === id,
  );
  if (custom) return unescapeXml(attribute(custom[0], 'formatCode') ?? '');
  return (
    ({ 0: 'General', 1: '0', 2: '0.00', 4: '#,##0.00', 49: '@' } as Record<number, string>)[id] ?? `#${id}`
  );
};

const letterOf = (language: TemplateLanguage, id: string): string => {
  const index = templateColumns(electronics.headers, language).findIndex((column) => columnId(column) === id);
  if (index < 0) throw new Error(`no column ${id}`);
  return String.fromCharCode(65 + index);
};

const build = async (language: TemplateLanguage) =>
  openXlsx(
    await buildTemplateWorkbook({
      category: electronics,
      language,
      limits: DEFAULT_SHEET_LIMITS,
      subcategories,
      t,
    }),
  );

/** A number as a spreadsheet program holds one typed in a cell: 15 significant digits. */
const asTyped = (value: number): number => Number(value.toPrecision(15));

/** Excel's ROUND: halves away from zero, on the 15 digits it holds. */
const excelRound = (value: number, digits: number): number =>
  (Math.sign(value) * Math.round(asTyped(Math.abs(value) * 10 ** digits))) / 10 ** digits;

/**
 * Evaluates a cell validation as Excel would for a number typed in the range's first cell: "between" for whole
 * numbers and decimals, and the formulas the template writes (AND of ISNUMBER, comparisons and ROUND).
 */
const allows = (validation: Validation, cell: string, typed: number): boolean => {
  const value = asTyped(typed);
  if (validation.type === 'whole' || validation.type === 'decimal') {
    const [low = NaN, high = NaN] = validation.formulae.map(Number);
    return (validation.type === 'decimal' || Number.isInteger(value)) && value >= low && value <= high;
  }
  if (validation.type !== 'custom') throw new Error(`no evaluation for a ${validation.type} validation`);
  const term = (text: string): boolean | number => {
    if (text === cell) return value;
    if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
    const call = /^([A-Z]+)\((.*)\)$/.exec(text);
    if (call) {
      const args = (call[2] ?? '').split(/,(?![^(]*\))/).map(term);
      if (call[1] === 'AND') return args.every(Boolean);
      if (call[1] === 'ISNUMBER') return typeof args[0] === 'number';
      if (call[1] === 'ROUND') return excelRound(Number(args[0]), Number(args[1]));
    }
    const comparison = /^(.+?)(<=|>=|<|>|=)(.+)$/.exec(text);
    if (comparison) {
      const [left, right] = [term(comparison[1] ?? ''), term(comparison[3] ?? '')].map(Number) as [
        number,
        number,
      ];
      if (comparison[2] === '=') return asTyped(left) === asTyped(right);
      if (comparison[2] === '<=') return left <= right;
      if (comparison[2] === '>=') return left >= right;
      return comparison[2] === '<' ? left < right : left > right;
    }
    throw new Error(`no evaluation for ${text}`);
  };
  return Boolean(term(validation.formulae[0] ?? ''));
};

describe('the template of a category', () => {
  it('titles the English data sheet with the columns of the category, in order, required ones marked', async () => {
    const book = await build('en');
    const data = sheetNamed(book, 'Products');
    expect(sheetRows(book, data.xml).get(1)).toEqual([
      'SKU',
      'Name *',
      'Brand',
      'Description',
      'Subcategory',
      'Origin',
      'Listing price *',
      'Stock quantity *',
      'Handling time',
      'Battery type',
      'Battery size',
      'Warranty months',
      'Image URL 1',
      'Image URL 2',
      'Image URL 3',
      'Image URL 4',
    ]);
    // The example belongs to the instructions: the data sheet holds the header row only.
    expect([...sheetRows(book, data.xml).keys()]).toEqual([1]);
    expect(data.xml).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    expect(data.xml).not.toMatch(/rightToLeft="1"/);
    expect(data.comments).toContain('Required: fill in this column for every new product.');
  });

  it('titles the Arabic and the bilingual templates in Arabic, right to left', async () => {
    const arabic = await build('ar');
    const arabicData = sheetNamed(arabic, 'المنتجات');
    expect(sheetRows(arabic, arabicData.xml).get(1)?.slice(0, 9)).toEqual([
      'رمز المنتج',
      'الاسم *',
      'العلامة التجارية',
      'الوصف',
      'الفئة الفرعية',
      'بلد المنشأ',
      'سعر البيع *',
      'الكمية المتاحة *',
      'مدة التجهيز',
    ]);
    expect(arabicData.xml).toMatch(/<sheetView [^>]*rightToLeft="1"/);
    expect(sheetNamed(arabic, 'التعليمات').xml).toMatch(/<sheetView [^>]*rightToLeft="1"/);
    expect(arabicData.comments).toContain('إلزامي: املأ هذا العمود لكل منتج جديد.');

    const both = await build('both');
    const bothData = sheetNamed(both, 'المنتجات');
    expect(sheetRows(both, bothData.xml).get(1)).toEqual(
      templateColumns(electronics.headers, 'both').map((column) => column.title),
    );
    expect(sheetRows(both, bothData.xml).get(1)?.slice(0, 3)).toEqual([
      'رمز المنتج / SKU',
      'الاسم *',
      'Name *',
    ]);
    expect(sheetRows(both, bothData.xml).get(1)).toContain('سعر البيع / Listing price *');
    expect(bothData.xml).toMatch(/<sheetView [^>]*rightToLeft="1"/);
  });

  it('makes required titles bold on a coloured fill, and optional ones plain', async () => {
    const bytes = await buildTemplateWorkbook({
      category: electronics,
      language: 'en',
      limits: DEFAULT_SHEET_LIMITS,
      t,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const data = workbook.getWorksheet('Products');
    const required = data?.getCell('B1');
    const optional = data?.getCell('C1');
    expect(required?.font.bold).toBe(true);
    expect(required?.fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(optional?.font.bold).toBeFalsy();
    expect(required?.fill).not.toEqual(optional?.fill);
    expect(data?.getColumn(4).width).toBeGreaterThanOrEqual(30);
  });

  it('bounds prices, quantities and handling times from row 2 to the row limit, in the template language', async () => {
    const book = await build('en');
    const data = sheetNamed(book, 'Products');
    const validations = validationsOf(data.xml);
    const at = (id: string) => {
      const letter = letterOf('en', id);
      return validations.find((validation) => validation.sqref === `${letter}2:${letter}5001`);
    };

    expect(letterOf('en', 'listing_price')).toBe('G');
    expect(at('listing_price')).toMatchObject({
      type: 'custom',
      formulae: ['AND(ISNUMBER(G2),G2>0,G2<=10000000,ROUND(G2,2)=G2)'],
      errorStyle: 'stop',
      prompt: 'Type a price more than 0 and up to 10,000,000 LE, with at most 2 decimals.',
    });
    expect(at('stock_quantity')).toMatchObject({ type: 'whole', formulae: ['0', '100000000'] });
    expect(at('handling_time')).toMatchObject({ type: 'whole', formulae: ['0', '365'] });
    expect(at('warranty_months')).toMatchObject({
      type: 'decimal',
      operator: 'greaterThanOrEqual',
      formulae: ['0'],
      prompt: 'Type a number of 0 or more.',
    });
    expect(at('name@en')).toMatchObject({
      type: 'textLength',
      operator: 'lessThanOrEqual',
      formulae: ['5000'],
    });

    expect(columnFormat(book, data.xml, 7)).toBe('#,##0.00');
    expect(columnFormat(book, data.xml, 8)).toBe('0');
    expect(columnFormat(book, data.xml, 9)).toBe('0');
    expect(columnFormat(book, data.xml, 1)).toBe('@');
  });

  it.each(OFFER_CASES)(
    'the $field validation gives $value the answer of every other door (accepted: $accepted)',
    async ({ field, value, accepted }) => {
      const letter = letterOf('en', field);
      const validation = validationsOf(sheetNamed(await build('en'), 'Products').xml).find(
        (candidate) => candidate.sqref === `${letter}2:${letter}5001`,
      );
      if (!validation) throw new Error(`no validation on column ${letter}`);
      expect(allows(validation, `${letter}2`, value)).toBe(accepted);
    },
  );

  it('offers drop-downs: short lists inline, long ones from the hidden lists sheet', async () => {
    const book = await build('en');
    const validations = validationsOf(sheetNamed(book, 'Products').xml);
    const subcategory = validations.find((validation) => validation.sqref === 'E2:E5001');
    expect(subcategory).toMatchObject({ type: 'list', errorStyle: 'warning' });
    expect(subcategory?.formulae).toEqual([`"${subcategories.map((name) => name.en).join(',')}"`]);

    const battery = validations.find((validation) => validation.sqref === 'J2:J5001');
    expect(battery).toMatchObject({ type: 'list', errorStyle: 'stop', formulae: ["'Lists'!$A$1:$A$30"] });
    const lists = sheetNamed(book, 'Lists');
    expect(lists.state).toBe('hidden');
    const column = [...sheetRows(book, lists.xml).values()].map((row) => row[0]);
    expect(column).toEqual(BATTERY_TYPES.map((option) => option.en));
  });

  it('gives each language column of a bilingual template its own list, and shared columns the Arabic one', async () => {
    const book = await build('both');
    const validations = validationsOf(sheetNamed(book, 'المنتجات').xml);
    const list = (id: string) => {
      const letter = letterOf('both', id);
      return validations.find((validation) => validation.sqref === `${letter}2:${letter}5001`);
    };
    expect(list('subcategory@ar')?.formulae).toEqual([`"${subcategories.map((name) => name.ar).join(',')}"`]);
    expect(list('subcategory@en')?.formulae).toEqual([`"${subcategories.map((name) => name.en).join(',')}"`]);
    expect(list('subcategory@en')?.prompt).toBe('Choose from the list, or type another value.');
    expect(list('battery_type')?.formulae).toEqual(["'القوائم'!$A$1:$A$30"]);
    expect(list('listing_price')?.prompt).toBe(
      'اكتب سعرًا أكبر من 0 وحتى 10,000,000 جنيه، بحد أقصى رقمين بعد العلامة العشرية.',
    );
    const arabicOptions = [...sheetRows(book, sheetNamed(book, 'القوائم').xml).values()].map((row) => row[0]);
    expect(arabicOptions).toEqual(BATTERY_TYPES.map((option) => option.ar));
  });

  it('puts the data sheet first and active, and the schema in a very hidden sheet', async () => {
    for (const [language, dataSheet] of [
      ['en', 'Products'],
      ['ar', 'المنتجات'],
      ['both', 'المنتجات'],
    ] as const) {
      const book = await build(language);
      expect(book.sheets.map((sheet) => [sheet.name, sheet.state])).toEqual([
        [dataSheet, 'visible'],
        [language === 'en' ? 'Instructions' : 'التعليمات', 'visible'],
        [language === 'en' ? 'Lists' : 'القوائم', 'hidden'],
        [SCHEMA_SHEET_NAME, 'veryHidden'],
      ]);
      expect(book.parts['xl/workbook.xml']).toMatch(/<workbookView [^>]*activeTab="0"/);

      const read = readSpreadsheet(new Uint8Array(await buildTemplateWorkbook({ category: electronics, language, limits: DEFAULT_SHEET_LIMITS, subcategories, t })), DEFAULT_SHEET_LIMITS); // prettier-ignore
      expect(read.schema).toEqual({
        version: 1,
        category: 'electronics',
        language,
        dataSheet,
        columns: templateColumns(electronics.headers, language).map(columnId),
      });
      expect(read.rows[0]).toEqual(
        templateColumns(electronics.headers, language).map((column) => column.title),
      );
    }
  });

  it('writes the instructions with the limits and one example row under the column titles', async () => {
    const book = await build('en');
    const rows = [...sheetRows(book, sheetNamed(book, 'Instructions').xml).values()];
    const texts = rows.flat();
    expect(texts).toEqual(
      expect.arrayContaining([
        'How to fill in the Electronics template',
        'Required columns are marked with * and must be filled in for every new product: Name, Listing price, Stock quantity.',
        'A row whose SKU is already one of your products updates that product, and an empty cell keeps the value already saved.',
        'Leave the SKU empty for a new product and one will be given to it.',
        'At most 5,000 product rows in one file.',
        'The file may not be larger than 5 MB.',
        'A cell holds at most 5,000 characters.',
        'Listing price: more than 0 and up to 10,000,000 LE, with at most 2 decimals.',
        'Stock quantity: a whole number from 0 to 100,000,000.',
        'Images: one link starting with http:// or https:// in each image column, up to 4 images per product.',
      ]),
    );
    const titles = templateColumns(electronics.headers, 'en').map((column) => column.title);
    const titleRow = rows.findIndex((row) => row[0] === 'SKU' && row.length === titles.length);
    expect(rows[titleRow]).toEqual(titles);
    expect(rows[titleRow + 1]).toEqual([
      'ABC-1001',
      'Example product',
      'Brand name',
      'A short description of the product',
      'Mobile accessories',
      'Egypt',
      1250.5,
      100,
      3,
      'Rechargeable lithium type 1',
      'Text',
      12,
      'https://example.com/images/product-1.jpg',
    ]);
    expect(book.strings.filter((text) => text.startsWith('products.'))).toEqual([]);
  });

  it('words a bilingual template in Arabic first, then English', async () => {
    const book = await build('both');
    const texts = [...sheetRows(book, sheetNamed(book, 'التعليمات').xml).values()].flat();
    const arabic = texts.indexOf('لا يتسع الملف الواحد لأكثر من 5,000 صف من المنتجات.');
    const english = texts.indexOf('At most 5,000 product rows in one file.');
    expect(arabic).toBeGreaterThan(-1);
    expect(english).toBeGreaterThan(arabic);
    expect(texts).toContain('طريقة تعبئة نموذج إلكترونيات');
    expect(book.strings.filter((text) => text.startsWith('products.'))).toEqual([]);
  });
});

describe('the rejected rows of a file', () => {
  const hostile = ["=cmd|' /C calc'!A0", '+1', '-2', '@SUM(A1)'];

  it('writes every cell of the seller as a text cell, never a formula', async () => {
    const book = openXlsx(
      await buildRejectedRowsWorkbook({
        titles: ['SKU', 'Name *', 'Listing price *', 'Brand'],
        rows: [
          { row: 7, cells: hostile, errors: ['Must be a number.', 'This value is required.'] },
          { row: 12, cells: ['ELC-1', 'Lamp', '12,5', ''], errors: ['Must be a number.'] },
        ],
        errorsTitle: 'Problems',
        rowTitle: 'Row in your file',
        rtl: false,
        sheetName: 'Rejected rows',
      }),
    );
    const sheet = sheetNamed(book, 'Rejected rows');
    expect(sheet.xml).not.toMatch(/<f[ >]/);
    const cells = [...sheet.xml.matchAll(/<c r="([A-Z]+2)"([^>]*)>/g)].map(([, ref, tag]) => [
      ref,
      attribute(tag ?? '', 't'),
    ]);
    expect(cells).toEqual([
      ['A2', null],
      ['B2', 's'],
      ['C2', 's'],
      ['D2', 's'],
      ['E2', 's'],
      ['F2', 's'],
    ]);
    const rows = sheetRows(book, sheet.xml);
    expect(rows.get(1)).toEqual([
      'Row in your file',
      'SKU',
      'Name *',
      'Listing price *',
      'Brand',
      'Problems',
    ]);
    expect(rows.get(2)).toEqual([7, ...hostile, 'Must be a number.\nThis value is required.']);
    expect(rows.get(3)?.slice(0, 4)).toEqual([12, 'ELC-1', 'Lamp', '12,5']);
    expect(sheet.xml).not.toMatch(/rightToLeft="1"/);
  });

  it('keeps the template header style and the reading direction', async () => {
    const bytes = await buildRejectedRowsWorkbook({
      titles: ['رمز المنتج', 'الاسم *'],
      rows: [{ row: 3, cells: ['', '=1+1'], errors: ['هذه القيمة مطلوبة.'] }],
      errorsTitle: 'المشكلات',
      rowTitle: 'رقم الصف في ملفك',
      rtl: true,
      sheetName: 'الصفوف المرفوضة',
    });
    expect(sheetNamed(openXlsx(bytes), 'الصفوف المرفوضة').xml).toMatch(/<sheetView [^>]*rightToLeft="1"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('الصفوف المرفوضة');
    expect(sheet?.getCell('C1').font.bold).toBe(true);
    expect(sheet?.getCell('B1').font.bold).toBeFalsy();
    expect(sheet?.getCell('D2').alignment.wrapText).toBe(true);
    expect(sheet?.getCell('C2').value).toBe('=1+1');
  });
});

describe('file names', () => {
  it('names each template by the category code and its language', () => {
    expect(templateFileName('electronics', 'ar')).toBe('electronics-ar.xlsx');
    expect(templateFileName('electronics', 'en')).toBe('electronics-en.xlsx');
    expect(templateFileName('electronics', 'both')).toBe('electronics-bilingual.xlsx');
    expect(templateFileName('../home/x:y', 'en')).toBe('home_x_y-en.xlsx');
    expect(templateFileName('', 'ar')).toBe('products-ar.xlsx');
  });

  it('names the rejected rows after the uploaded file', () => {
    expect(rejectedRowsFileName('my products.xlsx')).toBe('my_products-rejected.xlsx');
    expect(rejectedRowsFileName('منتجاتي.csv')).toBe('منتجاتي-rejected.xlsx');
  });
});

describe('downloads', () => {
  afterEach(() => vi.restoreAllMocks());

  const captureDownload = () => {
    const saved: { blob?: Blob; name?: string } = {};
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.blob = blob;
      return 'blob:template';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    return saved;
  };

  it('downloads the English template of a category as an .xlsx file named by its code', async () => {
    const saved = captureDownload();
    await downloadTemplate(electronics, 'en', t, { subcategories });
    expect(saved.name).toBe('electronics-en.xlsx');
    expect(saved.blob?.type).toBe(XLSX_MIME_TYPE);
    const book = openXlsx(await (saved.blob as Blob).arrayBuffer());
    expect(book.sheets[0]?.name).toBe('Products');
  });

  it('downloads the rejected rows under the name it is given', async () => {
    const saved = captureDownload();
    await downloadRejectedRows(
      { titles: ['SKU'], rows: [{ row: 2, cells: ['=1'], errors: ['x'] }], errorsTitle: 'Problems', rowTitle: 'Row', rtl: false, sheetName: 'Rejected rows' }, // prettier-ignore
      'file-rejected.xlsx',
    );
    expect(saved.name).toBe('file-rejected.xlsx');
    expect(saved.blob?.type).toBe(XLSX_MIME_TYPE);
  });
});
