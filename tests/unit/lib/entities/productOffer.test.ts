/**
 * The product offer's rules at the doors that live in the browser: the product form and the spreadsheet check
 * (which the API's worker pool runs too). The same table goes through the template's cell validations
 * (templateWorkbook.test.ts) and the edit API and the import API (tests/server/productOffer.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { COMMON_HEADERS } from '../../../../server/demo/catalogue';
import { formSchemaOf } from '../../../../src/lib/entities/formSchema';
import { jsonSchemaOfField } from '../../../../src/lib/entities/jsonSchema';
import { numberProblem } from '../../../../src/lib/entities/numberRule';
import { isNamed, PRODUCT_OFFER } from '../../../../src/lib/entities/product';
import { checkSheet } from '../../../../src/lib/spreadsheet/rules';
import { firstErrors } from '../../../../src/lib/validation';
import { OFFER_CASES } from '../../../fixtures/productOffer';

const TITLES = {
  listing_price: 'Listing price',
  stock_quantity: 'Stock quantity',
  handling_time: 'Handling time',
};
const VALID = { sku: 'SKU-1', listing_price: '10', stock_quantity: '3', handling_time: '2' };

/** What a person types for the number: as a spreadsheet shows it, in Western or Arabic-Indic digits. */
const typed = (value: number): string => String(Number(value.toPrecision(15)));
const arabicIndic = (text: string): string =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))).replace('.', '٫');

const sheetAccepts = (field: keyof typeof TITLES, cell: number | string): boolean => {
  const result = checkSheet(
    {
      rows: [
        ['SKU', 'Name', ...Object.values(TITLES)],
        ['SKU-1', 'Lamp', ...Object.keys(TITLES).map((key) => (key === field ? cell : 1))],
      ],
      schema: null,
    },
    [...COMMON_HEADERS],
    { language: 'en', category: 'electronics' },
  );
  return result.errors.length === 0 && result.products.length === 1;
};

describe('the product offer, one rule at every door', () => {
  it.each(OFFER_CASES)(
    '$field = $value: accepted is $accepted by the form, as typed in any digits',
    (offer) => {
      const schema = formSchemaOf(PRODUCT_OFFER);
      for (const text of [typed(offer.value), arabicIndic(typed(offer.value))]) {
        const errors = firstErrors(schema, { ...VALID, [offer.field]: text });
        expect(errors[offer.field] === undefined, text).toBe(offer.accepted);
      }
    },
  );

  it.each(OFFER_CASES)(
    '$field = $value: accepted is $accepted by the spreadsheet, as a number or as text',
    (offer) => {
      expect(sheetAccepts(offer.field, offer.value)).toBe(offer.accepted);
      expect(sheetAccepts(offer.field, typed(offer.value))).toBe(offer.accepted);
    },
  );

  it.each(OFFER_CASES)(
    '$field = $value: accepted is $accepted by the shared rule',
    ({ field, value, accepted }) => {
      expect(numberProblem(PRODUCT_OFFER[field], value) === null).toBe(accepted);
    },
  );

  it('states the rule in the API schema the OpenAPI document publishes', () => {
    expect(jsonSchemaOfField(PRODUCT_OFFER.listing_price)).toEqual({
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 10_000_000,
      maxDecimals: 2,
    });
    expect(jsonSchemaOfField(PRODUCT_OFFER.stock_quantity)).toEqual({
      type: 'integer',
      minimum: 0,
      maximum: 100_000_000,
    });
  });

  it('names the problem the same way at every door: the form words it with the limit', () => {
    const schema = formSchemaOf(PRODUCT_OFFER);
    expect(firstErrors(schema, { ...VALID, listing_price: '12.345' })).toEqual({
      listing_price: { key: 'validation.tooManyDecimals', values: { count: 2 } },
    });
    expect(firstErrors(schema, { ...VALID, listing_price: '0' })).toEqual({
      listing_price: 'products.validation.priceInvalid',
    });
    expect(firstErrors(schema, { ...VALID, listing_price: '12.50 ج.م' })).toEqual({});
  });

  it('needs a name in at least one language', () => {
    expect(isNamed({ en: 'Lamp', ar: '' })).toBe(true);
    expect(isNamed({ en: '', ar: 'مصباح' })).toBe(true);
    expect(isNamed({ en: ' ', ar: '\t' })).toBe(false);
    expect(isNamed({})).toBe(false);
  });
});
