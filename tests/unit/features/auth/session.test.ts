import { describe, expect, it } from 'vitest';
import { isSessionExpired } from '../../../../src/features/auth/session';

describe('session expiry', () => {
  it('compares the stored expiry in seconds with the current time', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(isSessionExpired({ id: 'u', exp: now / 1000 - 1 }, now)).toBe(true);
    expect(isSessionExpired({ id: 'u', exp: now / 1000 }, now)).toBe(true);
    expect(isSessionExpired({ id: 'u', exp: now / 1000 + 60 }, now)).toBe(false);
    expect(isSessionExpired(null, now)).toBe(false);
  });
});
