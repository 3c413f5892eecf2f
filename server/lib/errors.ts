import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Bilingual = { en: string; ar: string };

/** An expected failure with a message for the user in both languages (DESIGN.md §4 error shape). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly bilingual: Bilingual;

  constructor(statusCode: number, message: Bilingual) {
    super(message.en);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.bilingual = message;
  }
}

/** A failed upload: SPEC.md §8 says the app reads these from `errors.detail`, not from `error`. */
export class UploadError extends Error {
  readonly statusCode: number;
  /** One text, or both languages (the app shows `errors.detail` by language when it is an object). */
  readonly detail: string | Bilingual;

  constructor(statusCode: number, detail: string | Bilingual) {
    super(typeof detail === 'string' ? detail : detail.en);
    this.name = 'UploadError';
    this.statusCode = statusCode;
    this.detail = detail;
  }
}

/** The record found, or a refusal: a missing record, or one the caller may not see, answers `status`. */
export const requireFound = <T>(value: T | null | undefined, status: number, message: Bilingual): T => {
  if (value === null || value === undefined) throw new ApiError(status, message);
  return value;
};

export const uploadErrorBody = (detail: string | Bilingual) => ({
  success: false as const,
  errors: { detail },
});

export const errorBody = (message: Bilingual) => ({ success: false as const, error: message });

export const MESSAGES = {
  notFound: { en: 'Not found', ar: 'غير موجود' },
  badRequest: { en: 'The request is not valid', ar: 'الطلب غير صالح' },
  malformedJson: { en: 'The request body is not valid JSON', ar: 'محتوى الطلب ليس JSON صالحًا' },
  tooLarge: { en: 'The request is too large', ar: 'حجم الطلب كبير جدًا' },
  unsupportedMedia: { en: 'Unsupported content type', ar: 'نوع المحتوى غير مدعوم' },
  tooManyRequests: { en: 'Too many requests. Try again later.', ar: 'طلبات كثيرة. حاول مرة أخرى لاحقًا.' },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
  },
  loginAgain: { en: 'Please log in again', ar: 'يرجى تسجيل الدخول مرة أخرى' },
  forbidden: { en: 'You are not allowed to do this', ar: 'غير مسموح لك بهذا الإجراء' },
} as const satisfies Record<string, Bilingual>;

/** Field names appear in the message because they are the names the form inputs carry (DESIGN.md §3). */
const validationMessage = (error: FastifyError): Bilingual => {
  const first = error.validation?.[0];
  const missing =
    first?.keyword === 'required' && typeof first.params.missingProperty === 'string'
      ? first.params.missingProperty
      : undefined;
  const field = missing ?? first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (!field) return MESSAGES.badRequest;
  if (missing) return { en: `${field} is required`, ar: `الحقل ${field} مطلوب` };
  return { en: `${field} is not valid`, ar: `قيمة الحقل ${field} غير صالحة` };
};

const isMultipart = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** Maps a status that is not ours (Fastify, plugins) to a bilingual message without leaking internals. */
const messageForStatus = (error: FastifyError, status: number): Bilingual => {
  if (error.validation) return validationMessage(error);
  if (status === 413) return MESSAGES.tooLarge;
  if (status === 415) return MESSAGES.unsupportedMedia;
  if (status === 404) return MESSAGES.notFound;
  if (status === 429) return MESSAGES.tooManyRequests;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return MESSAGES.malformedJson;
  return MESSAGES.badRequest;
};

/**
 * One error handler for the whole API: every failure answers `{ success: false, error: { en, ar } }`
 * (or `errors.detail` for uploads), and nothing from a stack trace, SQL statement or library message
 * reaches the client; 5xx details go to the server log only.
 */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return reply.status(error.statusCode).send(errorBody(error.bilingual));
    }
    if (error instanceof UploadError) {
      return reply.status(error.statusCode).send(uploadErrorBody(error.detail));
    }
    const status =
      error.validation !== undefined
        ? 400
        : typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(MESSAGES.internal));
    }
    const message = messageForStatus(error, status);
    if (isMultipart(request)) return reply.status(status).send(uploadErrorBody(message));
    return reply.status(status).send(errorBody(message));
  });
};
