/**
 * The one way a call reaches the API without the axios instance (docs/architecture.md, "Talking to the API"): a
 * read of the page's first screen made while axios (a chunk of its own) is still loading goes out at once with
 * fetch, so the screen's data does not wait one more round trip for the client's code. The API client decides
 * when (client.ts, `startingPageReads`) and gives the token its session guard allows; a read that fails is asked
 * again through axios, so errors are handled as for every call. Nothing else may call fetch for the API (lint).
 */

/** A read as it is sent early: the whole address with its query, and the body of a POST. */
export interface StartRead {
  method: 'GET' | 'POST';
  href: string;
  data?: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The address a call goes to, its query written in key order (by code unit: localeCompare would load the
 * collation data on the first screen's critical path); null when a parameter is not a plain value.
 */
export function requestHref(baseUrl: string, url: string, params: unknown): string | null {
  if (params !== undefined && !isPlainObject(params)) return null;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value === undefined || value === null) continue;
    if (!['string', 'number', 'boolean'].includes(typeof value)) return null;
    query.set(name, String(value));
  }
  const search = query.toString();
  return `${baseUrl}${url}${search ? `?${search}` : ''}`;
}

/** The answers of the early reads sent so far. */
const sent: Promise<unknown>[] = [];

/**
 * Sends an early read: its JSON answer, or null when it failed or its body cannot be sent as JSON (the caller
 * then asks again through axios). `token` is the one the session guard allowed (none on a guest page).
 */
export function sendStartRead(read: StartRead, token: string | null): Promise<unknown> | undefined {
  if (read.method === 'POST' && read.data !== undefined && !isPlainObject(read.data)) return undefined;
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (read.method === 'POST') headers['Content-Type'] = 'application/json';
  const answer = fetch(read.href, {
    method: read.method,
    headers,
    body: read.method === 'POST' ? JSON.stringify(read.data ?? {}) : undefined,
    priority: 'high',
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
  sent.push(answer);
  return answer;
}

/**
 * Resolves once every early read sent so far has its answer: what is only needed after the first screen
 * (axios) waits for it rather than share a slow network with the screen's own data.
 */
export const startReadsAnswered = (): Promise<void> => Promise.allSettled(sent.slice()).then(() => undefined);
