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

/** `row` with the offer numbers a request changes (those it leaves out keep their stored value). */
export const withOfferChanges = (row: ProductRow, changes: Partial<OfferNumbers>): ProductRow => {
  const next: Record<string, unknown> = { ...row };
  for (const key of OFFER_NUMBER_KEYS) {
    const value = changes[key];
    if (value === undefined) continue;
    next[key] = value !== null && PRODUCT_OFFER[key].currency ? toPiasters(value) : value;
  }
  return next as ProductRow;
};
