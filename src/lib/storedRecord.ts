/**
 * A record the app keeps in local storage as one JSON object (the kept list pages and screens): empty when it is
 * missing, unreadable or not an object, so a damaged entry costs only the head start it gave.
 */
export function readStoredRecord<Value>(key: string): Record<string, Value> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, Value>)
      : {};
  } catch {
    return {};
  }
}
