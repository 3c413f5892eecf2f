import { randomBytes } from 'node:crypto';

/** A new 24-character hex id, the same shape as the seeded ids and the `_id` values the app expects. */
export const newId = (): string => randomBytes(12).toString('hex');

export const nowIso = (): string => new Date().toISOString();
