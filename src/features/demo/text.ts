import type { OrderLine, Product } from '../../api/types';
import type { Language } from '../../i18n';
import { normalizeForSearch } from '../../lib/arabicSearch';
import type { Bilingual } from './types';

export const productName = (product: Product, language: Language): string =>
  product[language].name ?? product.en.name ?? product.sku;

export const inLanguage = (text: Bilingual, language: Language): string => text[language] || text.en;

/** What an order line is found by: its product's name in both languages and its order id. */
export const lineSearchTexts = (line: OrderLine): (string | undefined)[] => [
  line.data.en.name,
  line.data.ar.name,
  line.order_ref_id,
];

/** True when the query is empty or found in any of the values (both languages are searched). */
export function matchesQuery(query: string, values: readonly (string | undefined)[]): boolean {
  const needle = normalizeForSearch(query);
  if (!needle) return true;
  return values.some((value) => value !== undefined && normalizeForSearch(value).includes(needle));
}
