import { SHEET_ISSUE_CODES } from '../../src/lib/spreadsheet/rules';
import { named } from '../lib/apiComponents';
import type { SheetLanguage } from '../../src/lib/spreadsheet/columns';
import { DEFAULT_SHEET_LIMITS } from '../../src/lib/spreadsheet/limits';
import { ID_PATTERN } from '../lib/ids';
import { pageQueryProperties, type PageQuery } from '../lib/listQuery';
import { closedObject } from '../lib/requestSchemas';
import {
  arrayOf,
  boolean,
  envelope,
  integer,
  nullableText,
  objectOf,
  orNull,
  PAGE_META_SCHEMA,
  responses,
  text,
} from '../lib/responseSchemas';

/** add-product-xls: the stored file (its URL from upload-product-xls), the sheet's language and category. */
export type ImportBody = {
  route: string;
  lang: SheetLanguage;
  category?: string;
  partial?: boolean;
  include_hidden?: boolean;
  file_name?: string;
};

export const IMPORT_BODY = closedObject(
  {
    route: { type: 'string', minLength: 1, maxLength: 300 },
    lang: { type: 'string', enum: ['en', 'ar'] },
    /** Optional for a template: its schema sheet names the category. */
    category: { type: 'string', maxLength: 64 },
    partial: { type: 'boolean' },
    /** Import the rows and columns the file hides (skipped by default). */
    include_hidden: { type: 'boolean' },
    file_name: { type: 'string', maxLength: 255 },
  },
  ['route', 'lang'],
);

export type ImportListQuery = PageQuery & { seller_id?: string };

export const IMPORT_LIST_QUERY = closedObject({
  seller_id: { type: 'string', pattern: ID_PATTERN },
  page: pageQueryProperties.page,
  limit: pageQueryProperties.limit,
});

/** The limits in force (every one of SheetLimits) and the value bounds of a row. */
export const SHEET_LIMITS_RESPONSES = responses(
  envelope({
    data: objectOf(
      Object.fromEntries(
        [
          ...Object.keys(DEFAULT_SHEET_LIMITS),
          'maxPrice',
          'maxQuantity',
          'maxHandlingDays',
          'imageColumns',
        ].map((name) => [name, { type: 'number' }]),
      ),
    ),
  }),
);

export const SHEET_UPLOAD_RESPONSES = responses(envelope({ data: objectOf({ url: text }) }));

/** A problem of the sheet (src/lib/spreadsheet/rules.ts SheetIssue); its parameters depend on the code. */
const SHEET_ISSUE_SCHEMA = named(
  'SheetIssue',
  objectOf(
    {
      row: { type: ['integer', 'null'] },
      column: nullableText,
      cell: nullableText,
      value: nullableText,
      code: { type: 'string', enum: SHEET_ISSUE_CODES },
      params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
    },
    ['row', 'column', 'cell', 'value', 'code'],
  ),
);
const SHEET_ISSUES = arrayOf(SHEET_ISSUE_SCHEMA);

export const IMPORT_RESULT_RESPONSES = responses(
  envelope({
    data: objectOf({
      count: integer,
      created: integer,
      updated: integer,
      unchanged: integer,
      refused: integer,
      backToReview: integer,
      assignedSkus: arrayOf(objectOf({ row: integer, sku: text })),
      importId: text,
      errors: SHEET_ISSUES,
      errorCount: integer,
      warnings: SHEET_ISSUES,
      warningCount: integer,
      category: text,
      sheet: nullableText,
      hidden: objectOf({ rows: arrayOf(integer), columns: arrayOf(text) }),
    }),
  }),
);

/** An import as listed (queries.ts toImport); `actor` is null when who ran it is unknown. */
const IMPORT_PROPERTIES = {
  _id: text,
  seller_id: text,
  actor: orNull(objectOf({ _id: text, name: text })),
  file_name: text,
  category: text,
  format: text,
  rows: integer,
  created: integer,
  updated: integer,
  unchanged: integer,
  refused: integer,
  back_to_review: integer,
  createdAt: text,
};

export const IMPORT_LIST_RESPONSES = responses(
  envelope({ items: arrayOf(objectOf(IMPORT_PROPERTIES)), meta: PAGE_META_SCHEMA }),
);

/** One import with its refused rows: the cells as typed and their problems. */
export const IMPORT_DETAIL_RESPONSES = responses(
  envelope({
    data: objectOf({
      ...IMPORT_PROPERTIES,
      rejected: objectOf({
        titles: arrayOf(text),
        rows: arrayOf(objectOf({ row: integer, cells: arrayOf(text), issues: SHEET_ISSUES })),
        truncated: boolean,
      }),
    }),
  }),
);
