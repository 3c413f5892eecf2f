import type {
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosStatic,
  InternalAxiosRequestConfig,
} from 'axios';
import {
  adoptBootResponse,
  noteCall,
  recordedRequest,
  recordingStartReads,
  requestHref,
  sendStartRead,
  type RecordedRequest,
} from './bootRequest';
import { type ApiError, normalizeError } from './errors';
import { lastPageOf } from './pageMeta';

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api/v1';
export const TOKEN_STORAGE_KEY = 'jwtToken';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows the error itself (for example inline in a form), so no toast. */
    silent?: boolean;
  }
}

export interface ApiClientHooks {
  /** Called once per failed call, after normalising, unless the call is `silent`. */
  onError: (error: ApiError) => void;
  /** Called when an authenticated call is refused with 401: the session is over. */
  onUnauthorized: () => void;
  /**
   * The token to send with a call: by default the stored one. The app sends only the token of the user the
   * page shows, and answers CALL_REFUSED (nothing is sent) when another tab stored someone else's session.
   */
  sessionToken?: () => string | null | typeof CALL_REFUSED;
}

/** What `sessionToken` answers to stop a call before it is sent. */
export const CALL_REFUSED = Symbol('call refused');

/** The failure of a refused call: the tab that refused it tells the user why, once, so no toast per call. */
export const SESSION_CHANGED: ApiError = {
  status: null,
  message: 'The session changed in another tab',
  messageKey: 'errors.sessionChanged',
};

const storedToken = (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY);

let hooks: ApiClientHooks = { onError: () => undefined, onUnauthorized: () => undefined };

/** The app wires the client to the store and router once at start (and tests wire their own). */
export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

function createClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({ baseURL: API_BASE_URL });

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const token = (hooks.sessionToken ?? storedToken)();
    if (token === CALL_REFUSED) throw SESSION_CHANGED;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, (rawError: AxiosError) => {
    if ((rawError as unknown) === SESSION_CHANGED) return Promise.reject(SESSION_CHANGED);
    const error = normalizeError(rawError);
    const sentToken = Boolean(rawError.config?.headers?.Authorization);
    if (error.status === 401 && sentToken) {
      hooks.onUnauthorized();
    } else if (!rawError.config?.silent && lastPageOf(error) === null) {
      // A page past a list's last is not the user's mistake: the list moves to its last page instead.
      hooks.onError(error);
    }
    return Promise.reject(error);
  });
  return client;
}

let loading: Promise<AxiosInstance> | undefined;
let loaded = false;

/**
 * axios (about 21 KB gz) is not needed to paint a screen, only to call the API, so it arrives in a chunk of
 * its own, once the page has loaded and drawn its first screen (see preloadApiClient in main.tsx) or on the first
 * call that needs it: the first screen's reads do without it (boot.js's, or sendStartRead), leaving the
 * connections to its files.
 */
const loadClient = (): Promise<AxiosInstance> =>
  (loading ??= import('axios').then(({ default: axios }) => {
    loaded = true;
    return createClient(axios);
  }));

export const preloadApiClient = (): void => {
  void loadClient();
};

/** A read of the page's start made while axios is still on its way goes out at once with fetch. */
function startReadWithoutAxios(request: RecordedRequest | null): Promise<unknown> | undefined {
  if (!request || loaded || !recordingStartReads()) return undefined;
  const token = (hooks.sessionToken ?? storedToken)();
  return token === CALL_REFUSED ? undefined : sendStartRead(request, token);
}

/** The token the next call would send; null when it would be refused or sent without one. */
const tokenToSend = (): string | null => {
  const token = (hooks.sessionToken ?? storedToken)();
  return token === CALL_REFUSED ? null : token;
};

/**
 * A call goes out through axios, unless src/boot.js already sent exactly this call with this token while the
 * app's code loaded (src/api/bootRequest.ts; it only sends reads the app recorded): then its answer is used, and
 * a failed one is asked again here.
 */
function send<T>(
  method: RecordedRequest['method'],
  url: string,
  data: unknown,
  config: AxiosRequestConfig | undefined,
  call: () => Promise<AxiosResponse<T>>,
): Promise<AxiosResponse<T>> {
  const request = recordedRequest(method, requestHref(API_BASE_URL, url, config?.params), data);
  noteCall(request);
  const adopted = adoptBootResponse(request, tokenToSend()) ?? startReadWithoutAxios(request);
  if (!adopted) return call();
  return adopted.then((body) =>
    body === null
      ? call()
      : ({
          data: body as T,
          status: 200,
          statusText: 'OK',
          headers: {},
          config: {},
        } as unknown as AxiosResponse<T>),
  );
}

/** The one API client: axios's call methods, loaded on first use. */
export const apiClient = {
  get: <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    send('GET', url, undefined, config, () => loadClient().then((client) => client.get<T>(url, config))),
  delete: <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadClient().then((client) => client.delete<T>(url, config)),
  post: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    send('POST', url, data, config, () => loadClient().then((client) => client.post<T>(url, data, config))),
  put: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadClient().then((client) => client.put<T>(url, data, config)),
  patch: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadClient().then((client) => client.patch<T>(url, data, config)),
  /**
   * A response read as it arrives (the notification stream): the body as a stream of bytes, through the same
   * token guard and error handling as every call, and without a toast (the caller reconnects on its own).
   */
  stream: (
    url: string,
    config: { signal: AbortSignal; accept: string },
  ): Promise<ReadableStream<BufferSource>> =>
    loadClient()
      .then((client) =>
        client.get<ReadableStream<BufferSource>>(url, {
          adapter: 'fetch',
          responseType: 'stream',
          signal: config.signal,
          silent: true,
          headers: { Accept: config.accept },
          fetchOptions: { cache: 'no-store' },
        }),
      )
      .then((response) => response.data),
};
