import { describe, expect, it } from 'vitest';
import { redactUrl, REDACTED } from '../../../../server/lib/logRedaction';

const TOKEN = 'a'.repeat(64);
const USER = '0123456789abcdef01234567';

describe('redactUrl', () => {
  it.each([
    [`/password-reset/${USER}/${TOKEN}`, `/password-reset/${USER}/${REDACTED}`],
    [`/password-reset/${USER}/${TOKEN}?lang=ar`, `/password-reset/${USER}/${REDACTED}?lang=ar`],
    [
      `/api/v1/accounts/reset-password/${USER}/${TOKEN}`,
      `/api/v1/accounts/reset-password/${USER}/${REDACTED}`,
    ],
    [`/PASSWORD-RESET/${USER}/${TOKEN}/`, `/PASSWORD-RESET/${USER}/${REDACTED}/`],
    [
      '/api/v1/files/1790000000.Zm9vYmFyLXNpZ25hdHVyZQ/abc123.png?download=id.png',
      `/api/v1/files/1790000000.${REDACTED}/abc123.png?download=id.png`,
    ],
    ['/api/v1/stream?token=eyJhbGciOi.x.y', `/api/v1/stream?token=${REDACTED}`],
    ['/x?access_token=1&page=2', `/x?access_token=${REDACTED}&page=2`],
    [
      '/x?accessToken=1&apiKey=2&api-key=3&sig=4&auth=5',
      `/x?accessToken=${REDACTED}&apiKey=${REDACTED}&api-key=${REDACTED}&sig=${REDACTED}&auth=${REDACTED}`,
    ],
    ['/x?%74oken=1', `/x?%74oken=${REDACTED}`],
  ])('%s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('keeps addresses without secrets as they are', () => {
    for (const url of [
      '/api/v1/products/seller?page=2&limit=10&category=food',
      '/store/inventory?tab=active&q=lamp',
      '/api/v1/files/avatar.png',
      '/pages/account/statement?month=2026-11',
    ])
      expect(redactUrl(url)).toBe(url);
  });
});
