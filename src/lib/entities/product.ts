import { DEFAULT_SHEET_LIMITS, MAX_HANDLING_DAYS, MAX_PRICE, MAX_QUANTITY } from '../spreadsheet/limits';
import { numeric, text } from './field';

/**
 * The offer fields of a product with their own columns (SPEC.md §3), shared by the product form, the
 * API's update body and the spreadsheet limits; the name and the category's attributes live in the
 * language blocks and `details`.
 */
export const PRODUCT_OFFER = {
  sku: text(64, { ltr: true, requiredKey: 'products.validation.skuRequired' }),
  listing_price: numeric({ integer: false, maximum: MAX_PRICE }, 'products.validation.priceInvalid', {
    requiredKey: 'products.validation.priceRequired',
    currency: true,
  }),
  stock_quantity: numeric({ integer: true, maximum: MAX_QUANTITY }, 'products.validation.quantityInvalid', {
    requiredKey: 'products.validation.quantityRequired',
  }),
  handling_time: numeric(
    { integer: true, maximum: MAX_HANDLING_DAYS },
    'products.validation.handlingInvalid',
    {
      required: false,
    },
  ),
} as const;

/**
 * A value of a category attribute or of the name, in a language block or `details`: as long as a
 * spreadsheet cell may be, so a product imported from a file can be edited and saved as it is.
 */
export const PRODUCT_ATTRIBUTE = text(DEFAULT_SHEET_LIMITS.cellChars, { required: false });
