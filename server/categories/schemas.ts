import { CATEGORY_TEXT_LIMIT, type CategoryHeader } from '../../src/lib/categoryKey';
import { keyParamsSchema } from '../lib/ids';
import { closedObject } from '../lib/requestSchemas';
import { arrayOf, CATEGORY_SCHEMA, envelope, objectOf, responses, text } from '../lib/responseSchemas';

/** Labels, keys, names and codes of categories. */
const shortText = { type: 'string', maxLength: CATEGORY_TEXT_LIMIT } as const;
const requiredText = { ...shortText, minLength: 1 } as const;

const headerSchema = closedObject(
  {
    en: shortText,
    ar: { ...shortText, default: '' },
    key: shortText,
    is_required: { type: 'boolean', default: false },
    is_visible: { type: 'boolean', default: true },
    lang_specific: { type: 'boolean', default: false },
    value_type: { type: 'string', enum: ['text', 'number'], default: 'text' },
    options: {
      type: 'array',
      maxItems: 200,
      items: closedObject({ en: shortText, ar: shortText }, ['en', 'ar']),
    },
  },
  ['en'],
);

const headersSchema = { type: 'array', maxItems: 200, items: headerSchema } as const;

const nameSchema = closedObject({ en: requiredText, ar: requiredText }, ['en', 'ar']);

/** A header as sent: a blank or missing key is made from its labels (src/lib/categoryKey.ts). */
export type HeaderInput = Omit<CategoryHeader, 'key'> & { key?: string };

export type AddCategoryBody = {
  name: { en: string; ar: string };
  headers?: HeaderInput[];
  is_sub?: boolean;
  parent_code?: string | null;
};

const parentCodeSchema = { ...shortText, type: ['string', 'null'] } as const;

export const ADD_CATEGORY_BODY = closedObject(
  {
    name: nameSchema,
    headers: headersSchema,
    is_sub: { type: 'boolean', default: false },
    parent_code: parentCodeSchema,
  },
  ['name'],
);

export type EditCategoryBody = {
  name?: { en: string; ar: string };
  headers?: HeaderInput[];
  published?: boolean;
  is_sub?: boolean;
  parent_code?: string | null;
};

export const EDIT_CATEGORY_BODY = closedObject({
  name: nameSchema,
  headers: headersSchema,
  published: { type: 'boolean' },
  is_sub: { type: 'boolean' },
  parent_code: parentCodeSchema,
});

export type DeleteCategoryBody = { code: string };

export const DELETE_CATEGORY_BODY = closedObject({ code: requiredText }, ['code']);

export type CategoryParams = { id: string };

export const CATEGORY_PARAMS = keyParamsSchema('id');

export const CATEGORY_LIST_RESPONSES = responses(envelope({ data: arrayOf(CATEGORY_SCHEMA) }));

export const CATEGORY_RESPONSES = responses(envelope({ data: CATEGORY_SCHEMA }));

/** A deletion names the code it removed. */
export const CATEGORY_DELETED_RESPONSES = responses(envelope({ data: objectOf({ code: text }) }));
