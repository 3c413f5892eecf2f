import { setIn, type FormikErrors } from 'formik';
import * as yup from 'yup';
import type { NewProduct, ProductChanges } from '../../api/products';
import type { CategoryHeader, Product } from '../../api/types';
import { fieldNames } from '../../lib/entities/field';
import { formSchemaOf } from '../../lib/entities/formSchema';
import { typedNumberOf } from '../../lib/entities/typedNumber';
import {
  isNamed,
  LOW_STOCK,
  missingRequiredFields,
  OFFER_NUMBER_KEYS,
  PRODUCT_OFFER,
  type NameLanguage,
  type OfferNumberKey,
} from '../../lib/entities/product';
import { typedNumberOrNull } from '../../lib/spreadsheet/numbers';

const NAME_REQUIRED_KEY = 'products.validation.nameRequired';

/** Offer fields with their own columns; every other non-language attribute lives in `details`. */
const OFFER_KEYS = fieldNames(PRODUCT_OFFER);
const OWN_KEYS: ReadonlySet<string> = new Set([...OFFER_KEYS, 'name', 'category']);

/** The form's values: each offer field as typed, and the attributes by block. */
export type ProductFormValues = { [Key in keyof typeof PRODUCT_OFFER]: string } & {
  en: Record<string, string>;
  ar: Record<string, string>;
  details: Record<string, string>;
};

export interface AttributeKeys {
  /** Attributes written once per language (the name first). */
  language: string[];
  /** Attributes with one value whatever the language. */
  details: string[];
}

/** The attribute keys shown per section: the category's headers first, then anything else the product has. */
export function attributeKeys(
  product: Pick<Product, 'en' | 'ar' | 'details'>,
  headers: readonly CategoryHeader[],
): AttributeKeys {
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

export function formValuesOf(product: Product, keys: AttributeKeys): ProductFormValues {
  const block = (source: Record<string, unknown> | undefined, list: string[]) =>
    Object.fromEntries(list.map((key) => [key, text(source?.[key])]));
  return {
    sku: product.sku,
    ...(Object.fromEntries(OFFER_NUMBER_KEYS.map((key) => [key, text(product[key])])) as Record<
      OfferNumberKey,
      string
    >),
    en: block(product.en, keys.language),
    ar: block(product.ar, keys.language),
    details: block(product.details ?? {}, keys.details),
  };
}

/**
 * The offer's numbers as typed (Arabic-Indic digits accepted); an empty optional one is null, an empty required
 * one 0 (the form's rule refuses it before a save).
 */
const offerNumbersOf = (values: ProductFormValues) =>
  Object.fromEntries(
    OFFER_NUMBER_KEYS.map((key) => {
      const field = PRODUCT_OFFER[key];
      const typed = values[key].trim();
      const fallback = field.required ? 0 : null;
      return [key, typed ? (typedNumberOf(field, typed) ?? fallback) : fallback];
    }),
  ) as Pick<ProductChanges, OfferNumberKey>;

/**
 * Attributes written as paragraphs rather than one line (a description): a textarea, and line breaks kept when
 * shown.
 */
export const isLongText = (key: string): boolean => key === 'description' || key.endsWith('_description');

/**
 * A saved product is named in at least one language (isNamed, the rule of the API and the import too); the
 * message shows under both name fields while both are empty.
 */
const nameRule = (self: NameLanguage, other: NameLanguage) =>
  yup.string().test('named', NAME_REQUIRED_KEY, function (value) {
    const form = this.from?.[1]?.value as ProductFormValues | undefined;
    return isNamed({ [self]: value, [other]: form?.[other]?.name });
  });

export const productSchema = formSchemaOf(PRODUCT_OFFER).shape({
  en: yup.object({ name: nameRule('en', 'ar') }),
  ar: yup.object({ name: nameRule('ar', 'en') }),
});

/** The product's own low-stock threshold as typed: empty, or a whole number in the threshold's range. */
export const thresholdSchema = formSchemaOf({
  low_stock_threshold: { ...LOW_STOCK.threshold, required: false },
});

/** What a save sends of the threshold: nothing when unchanged, null to follow the default again, else the number. */
export function thresholdChange(typed: string, before: string): Pick<ProductChanges, 'low_stock_threshold'> {
  if (typed.trim() === before.trim()) return {};
  if (typed.trim() === '') return { low_stock_threshold: null };
  const value = typedNumberOf(LOW_STOCK.threshold, typed.trim());
  return value === null ? {} : { low_stock_threshold: value };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a save sends: only what changed from `before` (the product's audit trail then names what was
 * edited), numbers as numbers (Arabic-Indic digits accepted), empty handling time as null. The SKU is never
 * sent: it identifies the product for spreadsheet updates and cannot change.
 */
export function changesOf(
  values: ProductFormValues,
  headers: readonly CategoryHeader[],
  before: ProductFormValues,
): ProductChanges {
  const all = allChangesOf(values, headers);
  const previous = allChangesOf(before, headers);
  return Object.fromEntries(
    Object.entries(all).filter(([key, value]) => !sameJson(value, previous[key as keyof ProductChanges])),
  ) as ProductChanges;
}

export function allChangesOf(values: ProductFormValues, headers: readonly CategoryHeader[]): ProductChanges {
  const numberKeys = new Set(headers.filter((header) => header.value_type === 'number').map((h) => h.key));
  const details = Object.fromEntries(
    Object.entries(values.details).map(([key, value]) => {
      const number = numberKeys.has(key) ? typedNumberOrNull(value, {}) : null;
      return [key, number ?? (value.trim() || null)];
    }),
  );
  return {
    ...offerNumbersOf(values),
    en: { ...values.en },
    ar: { ...values.ar },
    details,
  };
}

/** The add form's starting values: every field of the category empty. */
export function emptyFormValues(keys: AttributeKeys): ProductFormValues {
  return formValuesOf({ _id: '', sku: '', en: {}, ar: {}, details: {} } as unknown as Product, keys);
}

/**
 * What the add form sends: the category, the SKU when one was typed (else the API assigns one), every field
 * given (numbers as numbers, empty ones left out) and the photo links.
 */
export function newProductOf(
  values: ProductFormValues,
  headers: readonly CategoryHeader[],
  category: string,
  photoLinks: readonly string[],
): NewProduct {
  const all = allChangesOf(values, headers);
  const filled = (block: Record<string, string | number | null> | undefined) =>
    Object.fromEntries(
      Object.entries(block ?? {}).filter(
        ([, value]) => value !== null && (typeof value === 'number' || value.trim() !== ''),
      ),
    );
  const sku = values.sku.trim();
  const links = photoLinks.map((link) => link.trim()).filter(Boolean);
  return {
    category,
    ...(sku ? { sku } : {}),
    listing_price: all.listing_price ?? 0,
    stock_quantity: all.stock_quantity ?? 0,
    ...(all.handling_time === null || all.handling_time === undefined
      ? {}
      : { handling_time: all.handling_time }),
    en: filled(all.en),
    ar: filled(all.ar),
    details: filled(all.details),
    ...(links.length > 0 ? { product_images: links.map((url) => ({ url })) } : {}),
  };
}

/**
 * The category's required fields a new product lacks (missingRequiredFields, the API's and the import's own
 * rule), as form errors under each input concerned: a language-specific one under both languages.
 */
export function missingFieldErrors(
  values: ProductFormValues,
  headers: readonly CategoryHeader[],
  label: (key: string) => string,
): FormikErrors<ProductFormValues> {
  const all = allChangesOf(values, headers);
  const missing = missingRequiredFields(headers, {
    en: all.en ?? {},
    ar: all.ar ?? {},
    details: all.details ?? {},
    offer: Object.fromEntries(OFFER_NUMBER_KEYS.map((key) => [key, values[key].trim() ? 1 : null])),
  });
  let errors: FormikErrors<ProductFormValues> = {};
  for (const key of missing) {
    // The name has its own rule and message (one language is enough).
    if (key === 'name') continue;
    const header = headers.find((candidate) => candidate.key === key);
    const error = { key: 'products.create.fieldRequired', values: { field: label(key) } };
    const paths = header?.lang_specific
      ? [`en.${key}`, `ar.${key}`]
      : OFFER_NUMBER_KEYS.includes(key as OfferNumberKey)
        ? [key]
        : [`details.${key}`];
    for (const path of paths) errors = setIn(errors, path, error);
  }
  return errors;
}
