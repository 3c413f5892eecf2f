import type { Ajv, ErrorObject } from 'ajv';
import type { SchemaValidateFunction } from 'ajv/dist/types';
import { MAX_DECIMALS_KEYWORD } from '../../src/lib/entities/jsonSchema';
import { decimalsOf } from '../../src/lib/entities/numberRule';

/**
 * Teaches the request validator the `maxDecimals` keyword of the product offer's schema, with the reading the
 * form and the spreadsheet use (numberRule.ts), so 12.345 is refused at the API as it is in a file. Fastify's
 * compiler brings its own copy of Ajv, of the same version as the tests' validator.
 */
export const decimalsKeyword = (ajv: Ajv): Ajv => {
  const validate: SchemaValidateFunction = Object.assign(
    (limit: number, value: number): boolean => {
      const ok = decimalsOf(value) <= limit;
      const error: Partial<ErrorObject> = {
        keyword: MAX_DECIMALS_KEYWORD,
        params: { limit },
        message: `must have at most ${limit} decimals`,
      };
      validate.errors = ok ? [] : [error];
      return ok;
    },
    { errors: [] as Partial<ErrorObject>[] },
  );
  ajv.addKeyword({
    keyword: MAX_DECIMALS_KEYWORD,
    type: 'number',
    schemaType: 'number',
    errors: true,
    validate,
  });
  return ajv;
};
