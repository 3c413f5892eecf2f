import type { AxiosError } from 'axios';
import type { Language } from '../i18n';

export type ByLanguage = Partial<Record<Language, string>>;

/**
 * Every failed call, whatever shape the server answered with (docs/api.md), becomes one of these:
 * `message` is a fallback text, `byLanguage` the server's per-language texts when it sent them, and
 * `messageKey` a catalogue key for failures the app words itself (network, unknown).
 */
export interface ApiError {
  status: number | null;
  message: string;
  byLanguage?: ByLanguage;
  messageKey?: string;
  /** Row-level or field-level details some calls return (e.g. spreadsheet checks). */
  details?: unknown;
  /** What is wrong with each field of a refused body, by the field's path (`address`, `response.business_phone`). */
  fields?: Record<string, ByLanguage>;
}

/** The per-field messages of a refused body, when the server sent them. */
function fieldsFromBody(value: unknown): Record<string, ByLanguage> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, ByLanguage> = {};
  for (const [path, message] of Object.entries(value)) {
    const byLanguage = isRecord(message) ? fromLanguageObject(message) : undefined;
    if (byLanguage) fields[path] = byLanguage;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fromLanguageObject(value: Record<string, unknown>): ByLanguage | undefined {
  const byLanguage: ByLanguage = {};
  if (typeof value.en === 'string') byLanguage.en = value.en;
  if (typeof value.ar === 'string') byLanguage.ar = value.ar;
  return byLanguage.en || byLanguage.ar ? byLanguage : undefined;
}

/** Reads the error out of a response body: `error` by language or raw, then `errors.detail`, then `message`. */
export function errorFromBody(body: unknown, status: number | null): ApiError | null {
  // A text body is shown as is, unless it is an HTML error page from a proxy.
  if (typeof body === 'string') {
    const text = body.trim();
    return text && !text.startsWith('<') ? { status, message: text } : null;
  }
  if (!isRecord(body)) return null;
  const { error, errors } = body;
  if (isRecord(error)) {
    const byLanguage = fromLanguageObject(error);
    if (byLanguage) {
      const fields = fieldsFromBody(body.fields);
      return {
        status,
        message: byLanguage.en ?? byLanguage.ar ?? '',
        byLanguage,
        details: body.details,
        ...(fields ? { fields } : {}),
      };
    }
    if (typeof error.message === 'string') return { status, message: error.message };
  }
  if (typeof error === 'string' && error.trim()) return { status, message: error, details: body.details };
  if (isRecord(errors)) {
    const { detail } = errors;
    if (typeof detail === 'string') return { status, message: detail, details: errors };
    if (isRecord(detail)) {
      const byLanguage = fromLanguageObject(detail);
      if (byLanguage)
        return { status, message: byLanguage.en ?? byLanguage.ar ?? '', byLanguage, details: errors };
    }
  }
  if (typeof body.message === 'string' && body.message.trim()) return { status, message: body.message };
  return null;
}

/** axios marks its errors; checked by shape so this module does not pull axios into the first paint. */
const isAxiosError = (error: unknown): error is AxiosError =>
  isRecord(error) && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** Statuses whose meaning is clear without the body: shown in the user's language whoever answered. */
const STATUS_MESSAGE_KEYS: Readonly<Record<number, string>> = {
  413: 'errors.tooLarge',
  429: 'errors.tooManyRequests',
  502: 'errors.unavailable',
  503: 'errors.unavailable',
  504: 'errors.unavailable',
};

export function normalizeError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isAxiosError(error)) {
    if (!error.response) {
      return { status: null, message: 'Network Error', messageKey: 'errors.network' };
    }
    const { status, data } = error.response;
    const read = errorFromBody(data, status);
    const statusKey = STATUS_MESSAGE_KEYS[status];
    // A proxy's error page or a library's English text says nothing in the user's language; the status does.
    if (statusKey && !read?.byLanguage)
      return { ...(read ?? { status, message: error.message }), messageKey: statusKey };
    return read ?? { status, message: error.message, messageKey: 'errors.unknown' };
  }
  if (error instanceof Error) return { status: null, message: error.message, messageKey: 'errors.unknown' };
  return { status: null, message: String(error), messageKey: 'errors.unknown' };
}

export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) && 'status' in value && typeof value.message === 'string' && !(value instanceof Error)
  );
}

/** The text to show for an error in the given language. */
export function errorText(error: ApiError, language: Language, translate: (key: string) => string): string {
  return error.byLanguage?.[language] ?? (error.messageKey ? translate(error.messageKey) : error.message);
}
