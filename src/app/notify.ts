import { errorText, type ApiError } from '../api/errors';
import { i18n, isLanguage, DEFAULT_LANGUAGE } from '../i18n';

/**
 * react-toastify loads on the first toast (or with the toast host after the first paint): it is not needed to
 * paint a screen. The text is worded now, in the language shown now; a toast raised before the host mounts
 * waits in react-toastify's queue.
 */
const toaster = () => import('react-toastify').then(({ toast }) => toast);

const currentLanguage = () => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Shows a failed call in the language the user is reading now. */
export function notifyError(error: ApiError): void {
  const text = errorText(error, currentLanguage(), (key) => i18n.t(key));
  void toaster().then((toast) => toast.error(text, { toastId: `${error.status ?? 'network'}:${text}` }));
}

/** Shows a success message from the catalogue (SPEC.md §8 toast texts). */
export function notifySuccess(key: string, values?: Record<string, unknown>): void {
  const text = i18n.t(key, values);
  void toaster().then((toast) => toast.success(text));
}

/** Shows a text the server sent per language, falling back to the catalogue key. */
export function notifyServerSuccess(
  byLanguage: { en?: string; ar?: string } | undefined,
  fallbackKey: string,
): void {
  const text = byLanguage?.[currentLanguage()] ?? i18n.t(fallbackKey);
  void toaster().then((toast) => toast.success(text));
}
