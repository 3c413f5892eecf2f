import { describe, expect, it } from 'vitest';
import { validateForgotPassword } from '../../../src/features/auth/forgotPasswordChecks';
import { validateLogin } from '../../../src/features/auth/loginChecks';
import { toAsciiDigits, toAsciiNumber } from '../../../src/lib/digits';
import { phoneRule } from '../../../src/lib/validation';

describe('toAsciiDigits', () => {
  it.each([
    ['Arabic-Indic digits', '٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['extended (Persian) digits', '۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['a phone typed on an Arabic keyboard', '٠١٠٠٠٠٠٠٠٠٢', '01000000002'],
    ['mixed keyboards in one value', '01٠۰2', '01002'],
    ['letters and marks around digits', 'EG-٢٠٢٦/١٢', 'EG-2026/12'],
    ['text without digits', 'شارع النيل', 'شارع النيل'],
  ])('turns %s into ASCII', (_what, typed, stored) => {
    expect(toAsciiDigits(typed)).toBe(stored);
  });

  it('leaves the Arabic decimal separator to toAsciiNumber', () => {
    expect(toAsciiDigits('١٢٫٥')).toBe('12٫5');
    expect(toAsciiNumber('١٢٫٥')).toBe('12.5');
  });
});

describe('the identifier rules of the login, signup and forgot-password forms', () => {
  it('accept a phone typed with Arabic-Indic digits and cast it to ASCII', () => {
    expect(validateLogin({ email: '٠١٠٠٠٠٠٠٠٠٢', password: 'x', remember: false })).toEqual({});
    expect(validateForgotPassword({ email: '۰۱۰۰۰۰۰۰۰۰۲' })).toEqual({});
    expect(phoneRule().cast(' ٠١٠١٢٣٤٥٦٧٨ ')).toBe('01012345678');
    expect(validateLogin({ email: '٠١٠٠', password: 'x', remember: false })).toEqual({
      email: 'validation.emailInvalid',
    });
  });
});
