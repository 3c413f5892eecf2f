/**
 * A returning user's page asks for its first data before the app's code has arrived (docs/performance.md). The app records,
 * per address, the reads its start made (the page's list, the profile); on the next visit of that address
 * src/boot.js sends the same reads at once with the stored token, beside the app's files, and the API client
 * adopts an answer when the app asks for exactly that call with that token. Only calls made inside
 * `recordingBootRequests` are recorded, so a write is never replayed.
 */

import { BOOT_REQUEST_KEY } from '../lib/rebuiltStorage';

export { BOOT_REQUEST_KEY };
/** Addresses remembered; the oldest is forgotten first. */
const REMEMBERED_ADDRESSES = 8;

/** A call as boot.js sends it: the whole address with its query, and the JSON body of a POST. */
export interface RecordedRequest {
  method: 'GET' | 'POST';
  href: string;
  body?: string;
}

/** What an address's start read, for the user it read it for: boot.js sends them for that user only. */
export interface RecordedReads {
  user: string;
  reads: RecordedRequest[];
}

/** What boot.js started: the call, the token it sent, and its JSON answer (null when it failed). */
export interface BootResponse extends RecordedRequest {
  token: string;
  data: Promise<unknown>;
}

declare global {
  interface Window {
    /** The reads boot.js started, each adopted once. */
    __bootResponses?: BootResponse[];
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The address a call goes to, its query written in key order (by code unit: localeCompare would load the
 * collation data on the first screen's critical path); null when a parameter is not a plain value
 * (such a call is neither recorded nor adopted).
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

/** A call's recorded form, or null for one that cannot be sent again as is (a file upload, say). */
export function recordedRequest(
  method: RecordedRequest['method'],
  href: string | null,
  data: unknown,
): RecordedRequest | null {
  if (href === null) return null;
  if (method === 'GET') return { method, href };
  if (data !== undefined && (data === null || typeof data !== 'object' || data.constructor !== Object))
    return null;
  return { method, href, body: JSON.stringify(data ?? {}) };
}

const sameRequest = (a: RecordedRequest, b: RecordedRequest): boolean =>
  a.method === b.method && a.href === b.href && (a.body ?? '') === (b.body ?? '');

let recording: { address: string; user: string } | null = null;
/** What this page load recorded so far, per address: its first recording replaces the last visit's. */
const recordedThisLoad = new Map<string, RecordedRequest[]>();

/** Whether the reads of the page's start are being recorded (and so may be sent before axios has loaded). */
export const recordingStartReads = (): boolean => recording !== null;

/**
 * Sends a read the way src/boot.js does, for a start whose reads were not recorded yet (an address opened for the
 * first time on this device), so it need not wait for axios to load: its JSON answer, or null when it failed (the
 * caller then asks again through axios, so errors behave as usual).
 */
export function sendStartRead(request: RecordedRequest, token: string | null): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.method === 'POST') headers['Content-Type'] = 'application/json';
  const answer = fetch(request.href, {
    method: request.method,
    headers,
    body: request.body,
    priority: 'high',
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
  startReads.push(answer);
  return answer;
}

/** The answers of the start's reads sent without axios, by boot.js or sendStartRead. */
const startReads: Promise<unknown>[] =
  typeof window === 'undefined' ? [] : (window.__bootResponses ?? []).map((started) => started.data);

/**
 * Resolves once every read of the start sent so far has its answer: what is only needed after the first screen
 * (axios) waits for it rather than share the slow network with the screen's own data.
 */
export const startReadsAnswered = (): Promise<void> =>
  Promise.allSettled(startReads.slice()).then(() => undefined);

/**
 * Runs `start` and records the calls it makes, for this address's next visit. Thunks make their call
 * synchronously when dispatched, so exactly the reads `start` dispatches are seen.
 */
export function recordingBootRequests(address: string, user: string, start: () => void): void {
  recording = { address, user };
  try {
    start();
  } finally {
    recording = null;
  }
}

function remember(address: string, reads: RecordedReads): void {
  try {
    const saved = JSON.parse(localStorage.getItem(BOOT_REQUEST_KEY) ?? '{}') as Record<string, RecordedReads>;
    const others = Object.entries(saved).filter(([key]) => key !== address);
    const kept = Object.fromEntries([...others.slice(-(REMEMBERED_ADDRESSES - 1)), [address, reads]]);
    localStorage.setItem(BOOT_REQUEST_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or unavailable: the next visit asks once its code has arrived, as without the record.
  }
}

/** Records the call for the next visit when it is made inside `recordingBootRequests`. */
export function noteCall(request: RecordedRequest | null): void {
  if (request === null || recording === null) return;
  const { address, user } = recording;
  const recorded = recordedThisLoad.get(address) ?? [];
  if (recorded.some((known) => sameRequest(known, request))) return;
  recorded.push(request);
  recordedThisLoad.set(address, recorded);
  remember(address, { user, reads: recorded });
}

/**
 * Hands a call over to the answer boot.js already asked for, when it is the same call with the same token; once.
 * Answers undefined when there is nothing to adopt; otherwise the answer's data, or null when boot.js's call
 * failed (the caller then makes the call itself, so errors go through the client as usual).
 */
export function adoptBootResponse(
  request: RecordedRequest | null,
  token: string | null,
): Promise<unknown> | undefined {
  const started = typeof window === 'undefined' ? undefined : window.__bootResponses;
  const index = request === null || !started ? -1 : started.findIndex((known) => sameRequest(known, request));
  if (!started || index < 0) return undefined;
  const [adopted] = started.splice(index, 1);
  return adopted?.token === token ? adopted.data : undefined;
}
