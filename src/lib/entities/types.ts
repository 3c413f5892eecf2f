import type { EntityDefinition } from './field';

/** What a form holds and sends: every field as typed text (an optional one may be empty). */
export type FormValues<E extends EntityDefinition> = { [K in keyof E & string]: string };

/** What the API stores and answers: any field may be missing; patterned ones may come back as numbers. */
export type StoredValues<E extends EntityDefinition> = {
  [K in keyof E & string]?: E[K]['kind'] extends 'number'
    ? number | null
    : E[K]['kind'] extends 'pattern'
      ? string | number
      : string;
};
