import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import ar from '../../../../locales/ar.json';
import {
  fieldsOf,
  inputLimits,
  text,
  withAsciiDigits,
  type EntityDefinition,
} from '../../../../src/lib/entities/field';
import { formSchemaOf, formValuesOf } from '../../../../src/lib/entities/formSchema';
import { bodySchemaOf } from '../../../../src/lib/entities/jsonSchema';
import {
  BUSINESS_INFO,
  COMPANY_REGISTRATION,
  KYC,
  PRIMARY_ADDRESS,
  PROFILE,
} from '../../../../src/lib/entities/onboarding';
import { PRODUCT_OFFER } from '../../../../src/lib/entities/product';
import { firstErrors } from '../../../../src/lib/validation';
import { KYC_BODY } from '../../../fixtures/onboarding';

/** A valid form for an entity: the fixture's values where it has them. */
const validKyc = { ...formValuesOf(KYC, KYC_BODY) };

describe('one definition per field', () => {
  it('gives a field added to a definition to the form schema, the API schema and the input limits', () => {
    const extended = { ...KYC, mother_name: text(50) } as const;
    const form = formSchemaOf(extended);
    const body = bodySchemaOf(extended);

    expect(firstErrors(form, { ...validKyc, mother_name: '' })).toEqual({
      mother_name: 'validation.required.mother_name',
    });
    expect(firstErrors(form, { ...validKyc, mother_name: 'x'.repeat(51) })).toEqual({
      mother_name: { key: 'validation.tooLong', values: { count: 50 } },
    });
    expect(firstErrors(form, { ...validKyc, mother_name: 'Amal' })).toEqual({});
    expect(body.required).toContain('mother_name');
    expect(body.properties.mother_name).toEqual({ type: 'string', maxLength: 50, pattern: '\\S' });
    expect(inputLimits(extended).mother_name).toBe(50);
    // The fields already there are untouched.
    expect(formSchemaOf(KYC).fields).not.toHaveProperty('mother_name');
  });

  it('lets the form and the API agree on what is required', () => {
    for (const entity of [KYC, BUSINESS_INFO, COMPANY_REGISTRATION] as EntityDefinition[]) {
      const empty = formValuesOf(entity, {});
      const formRequired = Object.keys(firstErrors(formSchemaOf(entity), empty)).sort();
      expect(formRequired).toEqual([...bodySchemaOf(entity).required].sort());
    }
  });

  it('caps the handling time at the same number of days in the form as in the API', () => {
    const schema = formSchemaOf(PRODUCT_OFFER);
    const base = { sku: 'SKU-1', listing_price: '10', stock_quantity: '٣', handling_time: '' };
    expect(firstErrors(schema, base)).toEqual({});
    expect(firstErrors(schema, { ...base, handling_time: '٣٦٥' })).toEqual({});
    expect(firstErrors(schema, { ...base, handling_time: '366' })).toEqual({
      handling_time: { key: 'validation.atMost', values: { max: 365 } },
    });
    expect(bodySchemaOf(PRODUCT_OFFER).properties.handling_time).toEqual({
      anyOf: [{ type: 'integer', minimum: 0, maximum: 365 }, { type: 'null' }],
    });
    expect(firstErrors(schema, { ...base, listing_price: '12.5 ج.م' })).toEqual({});
    expect(firstErrors(schema, { ...base, stock_quantity: '2.5' })).toEqual({
      stock_quantity: 'products.validation.quantityInvalid',
    });
  });

  it('accepts an optional patterned field empty in both the form and the API schema', () => {
    expect(firstErrors(formSchemaOf(KYC), { ...validKyc, dependents: '' })).toEqual({});
    const dependents = bodySchemaOf(KYC).properties.dependents as { anyOf: { pattern?: string }[] };
    expect(new RegExp(dependents.anyOf[0]!.pattern!).test('')).toBe(true);
    expect(new RegExp(dependents.anyOf[0]!.pattern!).test('123')).toBe(false);
  });
});

describe('digits from any keyboard', () => {
  it('are made ASCII by the form in identifiers and numbers, and free text keeps its own', () => {
    const typed = { ...validKyc, id: '٢٩٠٠٥٠١١٢٣٤٥٦٧', dependents: '۳', address: 'شارع ٥' };
    expect(firstErrors(formSchemaOf(KYC), typed)).toEqual({});
    expect(formSchemaOf(KYC).cast(typed)).toMatchObject({
      id: '29005011234567',
      dependents: '3',
      address: 'شارع ٥',
    });
    const company = formSchemaOf(COMPANY_REGISTRATION).cast({
      ...formValuesOf(COMPANY_REGISTRATION, {}),
      capital: '١٠٠٠٫٥',
    });
    expect(company.capital).toBe('1000.5');
  });

  it('are made ASCII by withAsciiDigits, the step the API takes before checking a body', () => {
    const body = { business_phone: '٠١٠١٢٣٤٥٦٧٨', business_name: 'متجر ١' };
    expect(withAsciiDigits(BUSINESS_INFO, body)).toEqual({
      business_phone: '01012345678',
      business_name: 'متجر ١',
    });
  });
});

describe('labels of every defined field', () => {
  type Catalogue = typeof en;
  const read = (catalogue: Catalogue, path: string): unknown =>
    path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
  const steps = { kyc: KYC, bi: BUSINESS_INFO, cr: COMPANY_REGISTRATION } as const;

  it.each([
    ['en', en],
    ['ar', ar as Catalogue],
  ])('exist in %s for the form, the detail screen and the required message', (_language, catalogue) => {
    for (const [step, entity] of Object.entries(steps)) {
      for (const [name, field] of fieldsOf(entity)) {
        expect(read(catalogue, `onboarding.${step}.fields.${name}`), name).toEqual(expect.any(String));
        expect(read(catalogue, `users.detail.fields.${name}`), name).toEqual(expect.any(String));
        if (field.required && !field.requiredKey) {
          expect(read(catalogue, `validation.required.${name}`), name).toEqual(expect.any(String));
        }
      }
    }
    for (const [, field] of [
      ...fieldsOf(PROFILE),
      ...fieldsOf(PRIMARY_ADDRESS),
      ...fieldsOf(PRODUCT_OFFER),
    ]) {
      if (field.requiredKey) expect(read(catalogue, field.requiredKey)).toEqual(expect.any(String));
    }
  });
});
