/** Columns that hold JSON text (attributes, documents, addresses) are read back through here. */
export type JsonObject = Record<string, unknown>;

/** The value a JSON column holds, or `fallback` for an empty or unreadable one (a row never fails a route). */
export const parseJson = <T = JsonObject>(text: string | null | undefined, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};
