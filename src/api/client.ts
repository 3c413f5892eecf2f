import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { type ApiError, normalizeError } from './errors';

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
}

let hooks: ApiClientHooks = { onError: () => undefined, onUnauthorized: () => undefined };

/** The app wires the client to the store and router once at start (and tests wire their own). */
export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

export const apiClient = axios.create({ baseURL: API_BASE_URL });

apiClient.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, (rawError: AxiosError) => {
  const error = normalizeError(rawError);
  const sentToken = Boolean(rawError.config?.headers?.Authorization);
  if (error.status === 401 && sentToken) {
    hooks.onUnauthorized();
  } else if (!rawError.config?.silent) {
    hooks.onError(error);
  }
  return Promise.reject(error);
});

/** Unwraps the `{ success, data }` envelope the API answers with. */
export interface Envelope<T> {
  success: boolean;
  data: T;
}
