import type { SheetLanguage } from '../../src/lib/spreadsheet/columns';
import { ID_PATTERN } from '../lib/ids';
import { pageQueryProperties, type PageQuery } from '../lib/listQuery';

/** add-product-xls: the stored file (its URL from upload-product-xls), the sheet's language and category. */
export type ImportBody = {
  route: string;
  lang: SheetLanguage;
  category: string;
  partial?: boolean;
  file_name?: string;
};

export const IMPORT_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['route', 'lang', 'category'],
  properties: {
    route: { type: 'string', minLength: 1, maxLength: 300 },
    lang: { type: 'string', enum: ['en', 'ar'] },
    category: { type: 'string', maxLength: 64 },
    partial: { type: 'boolean' },
    file_name: { type: 'string', maxLength: 255 },
  },
} as const;

export type ImportListQuery = PageQuery & { seller_id?: string };

export const IMPORT_LIST_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    seller_id: { type: 'string', pattern: ID_PATTERN },
    page: pageQueryProperties.page,
    limit: pageQueryProperties.limit,
  },
} as const;
