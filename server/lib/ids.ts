import { randomBytes } from 'node:crypto';
import { ID_PATTERN } from '../../src/lib/ids';

/** A new 24-character hex id, the same shape as the seeded ids and the `_id` values the app expects. */
export const newId = (): string => randomBytes(12).toString('hex');

export const nowIso = (): string => new Date().toISOString();

/** A reference people read and type: a prefix of its kind and the record's id's first ten characters, as WD-1A2B3C4D5E. */
export const referenceOf = (prefix: string, id: string): string =>
  `${prefix}-${id.slice(0, 10).toUpperCase()}`;

export { ID_PATTERN } from '../../src/lib/ids';

/** The params schema of a route addressed by one of our ids under `name` (`/…/:id`, `/admin/:userId/…`). */
export const idParamsOf = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', pattern: ID_PATTERN } },
  }) as const;

export type IdParams = { id: string };

export const idParamsSchema = idParamsOf('id');

/**
 * The params schema of a route addressed by a key that is not always one of our ids (an order by its id or
 * its reference): any text of 1 to 64 characters; a key that names nothing answers 404.
 */
export const keyParamsSchema = (name: string, maxLength = 64) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength } },
  }) as const;

/**
 * Path segments checked only for being there: the handler answers 404 for anything it does not recognise (a
 * signed file link, a reset link's user and token), as it did before the params had a schema.
 */
export const segmentParamsSchema = (...names: string[]) =>
  ({
    type: 'object',
    required: names,
    properties: Object.fromEntries(
      names.map((name) => [name, { type: 'string', minLength: 1, maxLength: 1024 }]),
    ),
  }) as const;
