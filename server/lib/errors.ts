import type { Duplex } from 'node:stream';
import { arabicCount, CHARACTERS } from '../../src/lib/arabicCount';
import { MAX_DECIMALS_KEYWORD } from '../../src/lib/entities/jsonSchema';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Bilingual = { en: string; ar: string };

/** An expected failure with a message for the user in both languages (docs/api.md). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly bilingual: Bilingual;
  /**
   * What is wrong with each field, by its path, for a rule the body schema cannot state (a field required by
   * another's value): answered as `fields` exactly like a schema's refusal, so a form shows it the same way.
   */
  readonly fields: Record<string, Bilingual> | undefined;
  /** What the caller needs to recover on its own (the last page of a list), answered as `details`. */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    message: Bilingual,
    fields?: Record<string, Bilingual>,
    details?: Record<string, unknown>,
  ) {
    super(message.en);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.bilingual = message;
    this.fields = fields;
    this.details = details;
  }
}

/** A failed upload: docs/api.md says the app reads these from `errors.detail`, not from `error`. */
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

/** A record the caller may not see answers exactly like a missing one (404), so ids cannot be probed. */
export const requireVisible = <T>(
  value: T | null | undefined,
  visible: (value: T) => boolean,
  message: Bilingual,
): T => requireFound(value !== null && value !== undefined && visible(value) ? value : null, 404, message);

export const uploadErrorBody = (detail: string | Bilingual) => ({
  success: false as const,
  errors: { detail },
});

/** `message` with each {name} replaced by its value: one text for both languages, or one per language. */
export const filledIn = (message: Bilingual, values: Record<string, string | Bilingual>): Bilingual => {
  const fill = (language: keyof Bilingual) =>
    message[language].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return typeof value === 'string' ? value : value[language];
    });
  return { en: fill('en'), ar: fill('ar') };
};

export const errorBody = (message: Bilingual) => ({ success: false as const, error: message });

export const MESSAGES = {
  notFound: { en: 'Not found', ar: 'غير موجود' },
  badRequest: { en: 'The request is not valid', ar: 'الطلب غير صالح' },
  malformedJson: { en: 'The request body is not valid JSON', ar: 'محتوى الطلب ليس JSON صالحًا' },
  tooLarge: { en: 'The request is too large', ar: 'حجم الطلب كبير جدًا' },
  unsupportedMedia: { en: 'Unsupported content type', ar: 'نوع المحتوى غير مدعوم' },
  tooManyRequests: { en: 'Too many requests. Try again later.', ar: 'طلبات كثيرة. حاول مرة أخرى لاحقًا.' },
  headersTooLarge: {
    en: 'The request’s address or headers are too long',
    ar: 'عنوان الطلب أو ترويساته أطول من المسموح',
  },
  busy: {
    en: 'The server is busy. Please try again in a moment.',
    ar: 'الخادم مشغول. يرجى المحاولة مرة أخرى بعد لحظات.',
  },
  requestTimeout: {
    en: 'The request took too long to arrive. Please try again.',
    ar: 'استغرق وصول الطلب وقتًا طويلًا. يرجى المحاولة مرة أخرى.',
  },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
  },
  loginAgain: { en: 'Please log in again', ar: 'يرجى تسجيل الدخول مرة أخرى' },
  forbidden: { en: 'You are not allowed to do this', ar: 'غير مسموح لك بهذا الإجراء' },
  fieldsToCorrect: { en: 'Please correct the fields marked below', ar: 'يرجى تصحيح الحقول المشار إليها' },
  // An upload without its file, or with a file that is not an image: the same words on every upload route.
  fileRequired: { en: 'Please choose a file to upload', ar: 'يرجى اختيار ملف للرفع' },
  notAnImage: {
    en: 'The file is not a supported image (PNG, JPEG, GIF or WebP)',
    ar: 'الملف ليس صورة مدعومة (PNG أو JPEG أو GIF أو WebP)',
  },
} as const satisfies Record<string, Bilingual>;

export const FIELD_REQUIRED: Bilingual = { en: 'This field is required', ar: 'هذا الحقل مطلوب' };
export const UNKNOWN_FIELD: Bilingual = {
  en: 'This request has no such field: remove it or check its spelling',
  ar: 'لا يوجد حقل بهذا الاسم في هذا الطلب: احذفه أو تحقق من كتابته',
};

/** What is wrong with one field, in words a user reads under the field (no field names, no JSON Schema terms). */
const fieldProblem = (keyword: string, params: Record<string, unknown>): Bilingual => {
  const limit = typeof params.limit === 'number' ? params.limit : null;
  if (keyword === 'required') return FIELD_REQUIRED;
  if (keyword === 'additionalProperties') return UNKNOWN_FIELD;
  if (keyword === 'maxLength' && limit !== null) {
    return {
      en: `Must be at most ${limit} character${limit === 1 ? '' : 's'}`,
      ar: `يجب ألا يزيد عن ${arabicCount(limit, CHARACTERS)}`,
    };
  }
  if (keyword === 'maximum' && limit !== null)
    return { en: `Must be at most ${limit}`, ar: `يجب ألا يزيد عن ${limit}` };
  if (keyword === 'minimum' && limit !== null)
    return { en: `Must be at least ${limit}`, ar: `يجب ألا يقل عن ${limit}` };
  if (keyword === 'exclusiveMinimum' && limit !== null)
    return { en: `Must be more than ${limit}`, ar: `يجب أن يكون أكبر من ${limit}` };
  if (keyword === MAX_DECIMALS_KEYWORD && limit !== null)
    return {
      en: `At most ${limit} decimal${limit === 1 ? '' : 's'}, e.g. 19.99`,
      ar: limit === 2 ? 'منزلتان عشريتان على الأكثر، مثل 19.99' : `${limit} منازل عشرية على الأكثر`,
    };
  if (keyword === 'type' && params.type === 'integer')
    return { en: 'Must be a whole number', ar: 'يجب أن يكون عددًا صحيحًا' };
  return { en: 'This value is not valid', ar: 'هذه القيمة غير صالحة' };
};

/**
 * A body the schema refused: `error` says so in both languages and `fields` says what is wrong with each field,
 * keyed by the field's path as the form names its input (`address`, `response.business_phone`), so a form
 * shows it under that input.
 */
const validationFailure = (
  error: FastifyError,
): { message: Bilingual; fields?: Record<string, Bilingual> } => {
  const fields: Record<string, Bilingual> = {};
  for (const issue of error.validation ?? []) {
    const missing =
      issue.keyword === 'required'
        ? issue.params.missingProperty
        : issue.keyword === 'additionalProperties'
          ? issue.params.additionalProperty
          : undefined;
    const path = [
      issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      typeof missing === 'string' ? missing : '',
    ]
      .filter(Boolean)
      .join('.');
    if (path && !(path in fields)) fields[path] = fieldProblem(issue.keyword, issue.params);
  }
  if (Object.keys(fields).length === 0) return { message: MESSAGES.badRequest };
  return { message: MESSAGES.fieldsToCorrect, fields };
};

const isMultipart = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** Maps a status that is not ours (Fastify, plugins) to a bilingual message without leaking internals. */
const messageForStatus = (error: FastifyError, status: number): Bilingual => {
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
      const fields = error.fields ? { fields: error.fields } : {};
      const details = error.details ? { details: error.details } : {};
      return reply.status(error.statusCode).send({ ...errorBody(error.bilingual), ...fields, ...details });
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
    if (error.validation) {
      const { message, fields } = validationFailure(error);
      return reply.status(400).send({ ...errorBody(message), ...(fields ? { fields } : {}) });
    }
    const message = messageForStatus(error, status);
    if (isMultipart(request)) return reply.status(status).send(uploadErrorBody(message));
    return reply.status(status).send(errorBody(message));
  });
};

/** The status and words of an error Node's HTTP parser raises before the request reaches the API. */
const clientErrorAnswer = (
  code: string | undefined,
): { status: number; reason: string; message: Bilingual } => {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, reason: 'Request Header Fields Too Large', message: MESSAGES.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', message: MESSAGES.requestTimeout };
  return { status: 400, reason: 'Bad Request', message: MESSAGES.badRequest };
};

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (headers or an address too long, a body cut
 * off, not HTTP at all, too slow to arrive) answers in the API's shape like every other error, then the
 * connection closes. A connection already gone is only closed.
 */
export const answerClientError = (error: Error & { code?: string }, socket: Duplex): void => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, message } = clientErrorAnswer(error.code);
  const body = JSON.stringify(errorBody(message));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};
