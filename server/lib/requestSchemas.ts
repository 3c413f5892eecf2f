/**
 * Request schemas: every body and querystring object the API checks is closed, so fields it does not name are
 * removed before a route sees them (`removeAdditional`, server/app.ts) and are never stored.
 */

type Schema = Record<string, unknown>;

/**
 * A closed object of these properties; `required` names those that must be sent (checked against the
 * properties, so a renamed field cannot leave a stale requirement behind).
 */
export const closedObject = <const Properties extends Record<string, Schema>>(
  properties: Properties,
  required: readonly (keyof Properties & string)[] = [],
) =>
  ({
    type: 'object',
    ...(required.length > 0 ? { required: [...required] } : {}),
    additionalProperties: false,
    properties,
  }) as const;
