import { pageQueryProperties, type PageQuery } from '../lib/listQuery';
import { closedObject } from '../lib/requestSchemas';
import {
  arrayOf,
  BILINGUAL_SCHEMA,
  envelope,
  integer,
  objectOf,
  PAGE_META_SCHEMA,
  responses,
} from '../lib/responseSchemas';

export type CatalogueQuery = PageQuery & { category?: string };

/** A page of the catalogue: a search (name, brand or category, in either language) and a category. */
export const CATALOGUE_QUERY = closedObject({
  ...pageQueryProperties,
  category: { type: 'string', maxLength: 64 },
});

const amount = { type: 'number' } as const;

/**
 * One product of the marketplace as buyers' sellers see it: the active offers of every seller that share its
 * name, with their price range and how many sellers offer it. Never a seller's stock, cost or identity.
 */
const CATALOGUE_ITEM_SCHEMA = objectOf({
  name: BILINGUAL_SCHEMA,
  brand: BILINGUAL_SCHEMA,
  category: objectOf({ code: { type: 'string' }, name: BILINGUAL_SCHEMA }),
  price: objectOf({ min: amount, max: amount }),
  sellers: integer,
});

export const CATALOGUE_RESPONSES = responses(
  envelope({ items: arrayOf(CATALOGUE_ITEM_SCHEMA), meta: PAGE_META_SCHEMA }),
);
