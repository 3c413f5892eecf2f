import {
  fieldsOf,
  isWholeNumber,
  requiredFieldNames,
  type EntityDefinition,
  type FieldDefinition,
} from './field';

/**
 * A JSON Schema keyword of our own: the most decimals a number may have, checked by the API's validator with
 * the same reading as the form and the spreadsheet (numberRule.ts). JSON Schema's `multipleOf: 0.01` would
 * refuse 19.99, which binary floating point holds as 19.989999999999998.
 */
export const MAX_DECIMALS_KEYWORD = 'maxDecimals';

/** JSON Schema (the subset Fastify's validator and OpenAPI read) of one field of a request body. */
export function jsonSchemaOfField(field: FieldDefinition): Record<string, unknown> {
  const { maxLength } = field;
  switch (field.kind) {
    case 'text':
      // A required text must hold something other than spaces.
      return field.required ? { type: 'string', maxLength, pattern: '\\S' } : { type: 'string', maxLength };
    case 'choice': {
      const values = field.options.map((option) => option.value);
      return { type: 'string', enum: field.required ? values : [...values, ''] };
    }
    case 'date':
      // Checked as a real calendar day by the route (JSON Schema cannot say 2024-02-30 is not one).
      return { type: 'string', maxLength };
    case 'pattern': {
      // The form trims before sending; an optional field may be sent empty.
      const source = field.required ? field.pattern.source : `^$|${field.pattern.source}`;
      const asText = { type: 'string', maxLength, pattern: source };
      if (!field.asNumber) return asText;
      const { integer, minimum, maximum } = field.asNumber;
      const asNumber = {
        type: integer ? 'integer' : 'number',
        minimum,
        ...(maximum === undefined ? {} : { maximum }),
      };
      return { anyOf: [asText, asNumber] };
    }
    case 'number': {
      const { decimals, minimum, maximum } = field;
      const number = {
        type: isWholeNumber(field) ? 'integer' : 'number',
        ...(field.aboveMinimum ? { exclusiveMinimum: minimum } : { minimum }),
        maximum,
        ...(isWholeNumber(field) ? {} : { [MAX_DECIMALS_KEYWORD]: decimals }),
      };
      return field.required ? number : { anyOf: [number, { type: 'null' }] };
    }
  }
}

/** The JSON Schema of a request body holding an entity's fields: the required ones, nothing unknown. */
export function bodySchemaOf(entity: EntityDefinition) {
  return {
    type: 'object',
    additionalProperties: false,
    required: requiredFieldNames(entity),
    properties: Object.fromEntries(fieldsOf(entity).map(([name, field]) => [name, jsonSchemaOfField(field)])),
  } as const;
}

/** Room for what a route normalises before checking an identifier (Arabic-Indic digits, invisible marks). */
const RAW_IDENTIFIER_LIMIT = 64;

/**
 * The JSON Schema of a partial update (the profile): any subset of the fields; a required text may not be
 * blanked; identifiers (e-mail, phone) are normalised and then checked by the route, so only their size is
 * bounded here.
 */
export function updateSchemaOf(entity: EntityDefinition) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      fieldsOf(entity).map(([name, field]) => [
        name,
        field.kind === 'pattern'
          ? { type: 'string', maxLength: RAW_IDENTIFIER_LIMIT }
          : jsonSchemaOfField(field),
      ]),
    ),
  } as const;
}

/** The JSON Schema of the stored entity in a response: every field optional, text or number. */
export function storedSchemaOf(entity: EntityDefinition) {
  return {
    type: 'object',
    properties: Object.fromEntries(
      fieldsOf(entity).map(([name, field]) => [
        name,
        field.kind === 'number'
          ? { type: ['number', 'null'] }
          : field.kind === 'pattern'
            ? { type: ['string', 'number'] }
            : { type: 'string' },
      ]),
    ),
  } as const;
}
