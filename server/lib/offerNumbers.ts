import { OFFER_NUMBER_KEYS, PRODUCT_OFFER, type OfferNumberKey } from '../../src/lib/entities/product';
import type { ProductRow } from '../db/schema';
import { toLE, toPiasters } from './money';

/** A product's offer numbers as the API takes and answers them: money in pounds (its column keeps piasters). */
export type OfferNumbers = { [Key in OfferNumberKey]: ProductRow[Key] };

/** The offer's numbers of a stored product, as the API answers them. */
export const answeredOfferNumbers = (row: ProductRow): OfferNumbers => {
  const answered: Partial<Record<OfferNumberKey, number | null>> = {};
  for (const key of OFFER_NUMBER_KEYS) {
    const stored = row[key];
    answered[key] = stored !== null && PRODUCT_OFFER[key].currency ? toLE(stored) : stored;
  }
  return answered as OfferNumbers;
};

/** The offer's numbers as a product row stores them (money in piasters). */
export type StoredOfferNumbers = Pick<ProductRow, OfferNumberKey>;

/** The stored numbers after a request's or a spreadsheet row's changes; those it leaves out keep `base`'s. */
export const storedOfferChanges = (
  base: StoredOfferNumbers,
  changes: Partial<OfferNumbers>,
): StoredOfferNumbers => {
  const next: Record<string, number | null> = {};
  for (const key of OFFER_NUMBER_KEYS) {
    const value = changes[key];
    next[key] =
      value === undefined
        ? base[key]
        : value !== null && PRODUCT_OFFER[key].currency
          ? toPiasters(value)
          : value;
  }
  return next as StoredOfferNumbers;
};

/**
 * The numbers of a product nothing has given a value yet: 0, or none for an optional one (a new product that
 * lacks a required one is refused before it is stored).
 */
export const EMPTY_OFFER_NUMBERS = Object.fromEntries(
  OFFER_NUMBER_KEYS.map((key) => [key, PRODUCT_OFFER[key].required ? 0 : null]),
) as StoredOfferNumbers;

/** `row` with the offer numbers a request changes (those it leaves out keep their stored value). */
export const withOfferChanges = (row: ProductRow, changes: Partial<OfferNumbers>): ProductRow => ({
  ...row,
  ...storedOfferChanges(row, changes),
});
