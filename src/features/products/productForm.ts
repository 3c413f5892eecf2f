import * as yup from 'yup';
import type { ProductChanges } from '../../api/products';
import type { CategoryHeader, Product } from '../../api/types';
import { typedNumberOrNull } from '../../lib/spreadsheet/numbers';

/** Offer fields with their own columns; every other non-language attribute lives in `details`. */
export const OFFER_KEYS = ['sku', 'listing_price', 'stock_quantity', 'handling_time'] as const;
const OWN_KEYS: ReadonlySet<string> = new Set([...OFFER_KEYS, 'name', 'category']);

export interface ProductFormValues {
  sku: string;
  listing_price: string;
  stock_quantity: string;
  handling_time: string;
  en: Record<string, string>;
  ar: Record<string, string>;
  details: Record<string, string>;
}

/** The attribute keys shown per section: the category's headers first, then anything else the product has. */
export function attributeKeys(product: Product, headers: readonly CategoryHeader[]) {
  const unique = (keys: string[]) => [...new Set(keys)];
  const language = unique([
    'name',
    ...headers.filter((header) => header.lang_specific && !OWN_KEYS.has(header.key)).map((h) => h.key),
    ...Object.keys(product.en ?? {}).filter((key) => !OWN_KEYS.has(key)),
    ...Object.keys(product.ar ?? {}).filter((key) => !OWN_KEYS.has(key)),
  ]);
  const details = unique([
    ...headers.filter((header) => !header.lang_specific && !OWN_KEYS.has(header.key)).map((h) => h.key),
    ...Object.keys(product.details ?? {}).filter((key) => !OWN_KEYS.has(key)),
  ]);
  return { language, details };
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export function formValuesOf(product: Product, keys: ReturnType<typeof attributeKeys>): ProductFormValues {
  const block = (source: Record<string, unknown> | undefined, list: string[]) =>
    Object.fromEntries(list.map((key) => [key, text(source?.[key])]));
  return {
    sku: product.sku,
    listing_price: text(product.listing_price),
    stock_quantity: text(product.stock_quantity),
    handling_time: text(product.handling_time),
    en: block(product.en, keys.language),
    ar: block(product.ar, keys.language),
    details: block(product.details ?? {}, keys.details),
  };
}

/** A price may carry its currency (LE, ج.م); counts and days are plain numbers. */
const priceNumber = (text: string) => typedNumberOrNull(text, { currency: true });
const plainNumber = (text: string) => typedNumberOrNull(text, {});

const numberText = (message: string, whole: boolean) =>
  yup.string().test('number', message, (value) => {
    if (!value?.trim()) return true;
    const number = whole ? plainNumber(value) : priceNumber(value);
    return number !== null && number >= 0 && (!whole || Number.isInteger(number));
  });

export const productSchema = yup.object({
  sku: yup.string().trim().required('products.validation.skuRequired'),
  listing_price: numberText('products.validation.priceInvalid', false).required(
    'products.validation.priceRequired',
  ),
  stock_quantity: numberText('products.validation.quantityInvalid', true).required(
    'products.validation.quantityRequired',
  ),
  handling_time: numberText('products.validation.handlingInvalid', true),
  en: yup.object({
    name: yup.string().test('one-name', 'products.validation.nameRequired', function (value) {
      const root = this.from?.[1]?.value as ProductFormValues | undefined;
      return Boolean(value?.trim() || root?.ar?.name?.trim());
    }),
  }),
});

/** What a save sends: numbers as numbers (Arabic-Indic digits accepted), empty handling time as null. */
export function changesOf(values: ProductFormValues, headers: readonly CategoryHeader[]): ProductChanges {
  const numberKeys = new Set(headers.filter((header) => header.value_type === 'number').map((h) => h.key));
  const details = Object.fromEntries(
    Object.entries(values.details).map(([key, value]) => {
      const number = numberKeys.has(key) ? plainNumber(value) : null;
      return [key, number ?? (value.trim() || null)];
    }),
  );
  return {
    sku: values.sku.trim(),
    listing_price: priceNumber(values.listing_price) ?? 0,
    stock_quantity: plainNumber(values.stock_quantity) ?? 0,
    handling_time: values.handling_time.trim() ? plainNumber(values.handling_time) : null,
    en: { ...values.en },
    ar: { ...values.ar },
    details,
  };
}
