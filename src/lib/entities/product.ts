import { DEFAULT_SHEET_LIMITS } from '../spreadsheet/limits';
import { toAsciiDigits } from '../digits';
import { numeric, text, type NumberField } from './field';

/**
 * The product offer, declared once: the fields with their own columns and their rules. The product form, the
 * API's edit body, the spreadsheet check and the template's cell validations all derive from it, so a price
 * the import refuses is refused at every other door too (docs/architecture.md shows the path of a change).
 *
 * - price: in pounds, above 0, at most 2 decimals (piasters), at most 10,000,000;
 * - stock: a whole number from 0 to 100,000,000;
 * - handling days: a whole number from 0 to 365, optional;
 * - SKU: up to 64 characters; it identifies the product for spreadsheet updates and never changes.
 *
 * The name and the category's attributes live in the language blocks and `details` (PRODUCT_ATTRIBUTE).
 */
export const PRODUCT_OFFER = {
  sku: text(64, { code: true, requiredKey: 'products.validation.skuRequired' }),
  listing_price: numeric(
    { decimals: 2, aboveMinimum: true, maximum: 10_000_000 },
    'products.validation.priceInvalid',
    { requiredKey: 'products.validation.priceRequired', currency: true },
  ),
  stock_quantity: numeric({ decimals: 0, maximum: 100_000_000 }, 'products.validation.quantityInvalid', {
    requiredKey: 'products.validation.quantityRequired',
  }),
  handling_time: numeric({ decimals: 0, maximum: 365 }, 'products.validation.handlingInvalid', {
    required: false,
  }),
} as const;

/** The offer's limits as the sheet-limits call answers them and the upload page states them. */
export const OFFER_LIMITS = {
  maxPrice: PRODUCT_OFFER.listing_price.maximum,
  maxQuantity: PRODUCT_OFFER.stock_quantity.maximum,
  maxHandlingDays: PRODUCT_OFFER.handling_time.maximum,
};

type Offer = typeof PRODUCT_OFFER;

/** The offer's fields that hold numbers (price, stock, handling days). */
export type OfferNumberKey = {
  [Key in keyof Offer]: Offer[Key] extends NumberField ? Key : never;
}[keyof Offer];

/** Those fields' names, in declaration order: what the API stores, answers and changes column by column. */
export const OFFER_NUMBER_KEYS = (Object.keys(PRODUCT_OFFER) as (keyof Offer)[]).filter(
  (key): key is OfferNumberKey => PRODUCT_OFFER[key].kind === 'number',
);

const OFFER_NUMBER_KEY_SET: ReadonlySet<string> = new Set(OFFER_NUMBER_KEYS);

/** Whether a field (a category header's key, a spreadsheet column) is one of the offer's numbers. */
export const isOfferNumberKey = (key: string): key is OfferNumberKey => OFFER_NUMBER_KEY_SET.has(key);

/**
 * A value of a category attribute or of the name, in a language block or `details`: as long as a
 * spreadsheet cell may be, so a product imported from a file can be edited and saved as it is.
 */
export const PRODUCT_ATTRIBUTE = text(DEFAULT_SHEET_LIMITS.cellChars, { required: false });

/** The languages a product may be named in; it needs a name in at least one of them, the other is optional. */
export const NAME_LANGUAGES = ['en', 'ar'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

/** Is the product named in at least one language (the rule of every door: form, edit, import)? */
export const isNamed = (names: Partial<Record<NameLanguage, unknown>>): boolean =>
  NAME_LANGUAGES.some((language) => String(names[language] ?? '').trim() !== '');

/** What a new product gives: its language blocks, its other attributes and the offer's numbers. */
export interface NewProductValues {
  en: Readonly<Record<string, unknown>>;
  ar: Readonly<Record<string, unknown>>;
  details: Readonly<Record<string, unknown>>;
  offer: Partial<Record<OfferNumberKey, number | null>>;
}

/** The parts of a category field the rule below reads. */
interface RequiredField {
  key: string;
  is_required: boolean;
  lang_specific: boolean;
}

const given = (value: unknown): boolean =>
  value !== undefined && value !== null && String(value).trim() !== '';

/**
 * The required fields of its category a new product lacks, by key: a language-specific one (the name) needs a
 * value in one language at least, an offer number its number, any other field its value. One rule for every
 * door that creates a product: the form, the create call and a spreadsheet row with a new SKU. (An update
 * keeps what the product has, so it is never asked again for what it did not change.)
 */
export const missingRequiredFields = (fields: readonly RequiredField[], values: NewProductValues): string[] =>
  fields
    .filter((field) => field.is_required && field.key !== 'sku')
    .filter((field) => {
      if (field.lang_specific) return !given(values.en[field.key]) && !given(values.ar[field.key]);
      if (isOfferNumberKey(field.key)) return !given(values.offer[field.key]);
      return !given(values.details[field.key]);
    })
    .map((field) => field.key);

/**
 * Low stock: a product is low when it has some stock left, at most its threshold. The threshold is the
 * product's own when the seller set one, else the seller's default, else `defaultThreshold`.
 */
export const LOW_STOCK = {
  defaultThreshold: 5,
  /** The seller's inventory narrowed to low stock, lowest first: where the home card and the notification lead. */
  inventoryAddress: '/store/inventory?stock=low&order=stock_asc',
  threshold: numeric({ decimals: 0, maximum: 1_000_000 }, 'products.validation.thresholdInvalid'),
} as const;

/** Where a product's stock stands against its threshold: none left, at most the threshold, above it. */
export const STOCK_LEVELS = ['out', 'low', 'in'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** The stock level of a quantity against a threshold (the API's filter and index compute the same in SQL). */
export const stockLevelOf = (stock: number, threshold: number): StockLevel =>
  stock <= 0 ? 'out' : stock <= threshold ? 'low' : 'in';

/**
 * The orders an inventory can be listed in: the last change (newest or oldest first), the name in either
 * language, the price and the stock (each both ways).
 */
export const PRODUCT_SORTS = [
  'recent',
  'waiting',
  'name_ar',
  'name_en',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * A SKU as it is stored and compared: compatibility forms folded (NFKC), any keyboard's digits made ASCII, no
 * surrounding spaces. "SKU-١٢٣" typed on an Arabic keyboard is "SKU-123", so the form, the API and a spreadsheet
 * all find the same product by it.
 */
export const skuOf = (typed: string): string => toAsciiDigits(typed.normalize('NFKC')).trim();
