import type { CategoryHeader } from '../../src/lib/categoryKey';
import { keyParamsSchema } from '../lib/ids';
import { arrayOf, CATEGORY_SCHEMA, envelope, objectOf, responses, text } from '../lib/responseSchemas';

const headerSchema = {
  type: 'object',
  required: ['en'],
  additionalProperties: false,
  properties: {
    en: { type: 'string', maxLength: 100 },
    ar: { type: 'string', maxLength: 100, default: '' },
    key: { type: 'string', maxLength: 100 },
    is_required: { type: 'boolean', default: false },
    is_visible: { type: 'boolean', default: true },
    lang_specific: { type: 'boolean', default: false },
    value_type: { type: 'string', enum: ['text', 'number'], default: 'text' },
    options: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['en', 'ar'],
        additionalProperties: false,
        properties: { en: { type: 'string', maxLength: 100 }, ar: { type: 'string', maxLength: 100 } },
      },
    },
  },
} as const;

const headersSchema = { type: 'array', maxItems: 200, items: headerSchema } as const;

const nameSchema = {
  type: 'object',
  required: ['en', 'ar'],
  additionalProperties: false,
  properties: {
    en: { type: 'string', minLength: 1, maxLength: 100 },
    ar: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

/** A header as sent: its key is derived from the English label, whatever the client says. */
export type HeaderInput = Omit<CategoryHeader, 'key'> & { key?: string };

export type AddCategoryBody = {
  name: { en: string; ar: string };
  headers?: HeaderInput[];
  is_sub?: boolean;
  parent_code?: string | null;
};

export const ADD_CATEGORY_BODY = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: nameSchema,
    headers: headersSchema,
    is_sub: { type: 'boolean', default: false },
    parent_code: { type: ['string', 'null'], maxLength: 100 },
  },
} as const;

export type EditCategoryBody = {
  name?: { en: string; ar: string };
  headers?: HeaderInput[];
  published?: boolean;
  is_sub?: boolean;
  parent_code?: string | null;
};

export const EDIT_CATEGORY_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: nameSchema,
    headers: headersSchema,
    published: { type: 'boolean' },
    is_sub: { type: 'boolean' },
    parent_code: { type: ['string', 'null'], maxLength: 100 },
  },
} as const;

export type DeleteCategoryBody = { code: string };

export const DELETE_CATEGORY_BODY = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export type CategoryParams = { id: string };

export const CATEGORY_PARAMS = keyParamsSchema('id');

export const CATEGORY_LIST_RESPONSES = responses(envelope({ data: arrayOf(CATEGORY_SCHEMA) }));

export const CATEGORY_RESPONSES = responses(envelope({ data: CATEGORY_SCHEMA }));

/** A deletion names the code it removed. */
export const CATEGORY_DELETED_RESPONSES = responses(envelope({ data: objectOf({ code: text }) }));
