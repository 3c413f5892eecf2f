import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { errorFromBody, errorText, normalizeError } from '../../../src/api/errors';

const axiosError = (status: number | null, data?: unknown) => {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    'Request failed',
    status ? 'ERR_BAD_RESPONSE' : 'ERR_NETWORK',
    config,
    {},
    status ? { status, statusText: '', headers: {}, config, data } : undefined,
  );
};

const translate = (key: string) => `t(${key})`;

describe('error normaliser', () => {
  it('reads an error per language and shows the current one', () => {
    const error = normalizeError(axiosError(409, { success: false, error: { en: 'Taken', ar: 'مستخدم' } }));
    expect(error).toMatchObject({ status: 409, byLanguage: { en: 'Taken', ar: 'مستخدم' } });
    expect(errorText(error, 'ar', translate)).toBe('مستخدم');
    expect(errorText(error, 'en', translate)).toBe('Taken');
  });

  it('shows a raw error string as is', () => {
    const error = normalizeError(axiosError(400, { error: 'Bad thing' }));
    expect(errorText(error, 'ar', translate)).toBe('Bad thing');
  });

  it('reads errors.detail of a failed upload', () => {
    const error = normalizeError(axiosError(415, { success: false, errors: { detail: 'Not an image' } }));
    expect(error).toMatchObject({ status: 415, message: 'Not an image' });
  });

  it('words a network failure itself, in the current language', () => {
    const error = normalizeError(axiosError(null));
    expect(error).toMatchObject({ status: null, messageKey: 'errors.network' });
    expect(errorText(error, 'en', translate)).toBe('t(errors.network)');
  });

  it('falls back to a generic message for an empty or HTML body (a proxy error page)', () => {
    expect(normalizeError(axiosError(500))).toMatchObject({ status: 500, messageKey: 'errors.unknown' });
    const htmlPage = normalizeError(axiosError(500, '<html><body>Internal error</body></html>'));
    expect(htmlPage).toMatchObject({ status: 500, messageKey: 'errors.unknown' });
  });

  it.each([
    [413, '<html><body>413 Request Entity Too Large</body></html>', 'errors.tooLarge'],
    [
      413,
      { statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' },
      'errors.tooLarge',
    ],
    [429, 'Too Many Requests', 'errors.tooManyRequests'],
    [502, '<html><body>Bad gateway</body></html>', 'errors.unavailable'],
    [503, undefined, 'errors.unavailable'],
  ])('words a %i from a proxy or a library in the user language', (status, body, key) => {
    const error = normalizeError(axiosError(status, body));
    expect(error).toMatchObject({ status, messageKey: key });
    expect(errorText(error, 'ar', translate)).toBe(`t(${key})`);
  });

  it('keeps the server own bilingual text for those statuses', () => {
    const error = normalizeError(
      axiosError(413, {
        success: false,
        error: { en: 'The request is too large', ar: 'حجم الطلب كبير جدًا' },
      }),
    );
    expect(errorText(error, 'ar', translate)).toBe('حجم الطلب كبير جدًا');
  });

  it('accepts a plain message and an error object with a message', () => {
    expect(errorFromBody({ message: 'Nope' }, 400)?.message).toBe('Nope');
    expect(errorFromBody({ error: { message: 'Nope' } }, 400)?.message).toBe('Nope');
    expect(errorFromBody({ success: true }, 400)).toBeNull();
  });

  it('leaves an already normalised error untouched', () => {
    const error = { status: 401, message: 'x', messageKey: 'errors.unauthorized' };
    expect(normalizeError(error)).toBe(error);
  });
});
