import { randomBytes } from 'node:crypto';

/** A new 24-character hex id, the same shape as the seeded ids and the `_id` values the app expects. */
export const newId = (): string => randomBytes(12).toString('hex');

export const nowIso = (): string => new Date().toISOString();

/** The shape of every id in the API, for route schemas. */
export const ID_PATTERN = '^[a-f0-9]{24}$';

/** The params schema of a route addressed by one id (`/…/:id`). */
export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: ID_PATTERN } },
} as const;
