import { describe, expect, it } from 'vitest';
import { validateForgotPassword } from '../../../../src/features/auth/forgotPasswordChecks';
import { validateLogin } from '../../../../src/features/auth/loginChecks';
import { resetPasswordSchema } from '../../../../src/features/auth/resetPasswordSchema';
import { firstErrors } from '../../../../src/lib/validation';

// Each row: the values, then the message key expected per field ({} = valid); the rules are in docs/onboarding.md.
describe('login checks', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'validation.emailRequired', password: 'validation.passwordRequired' },
    ],
    [{ email: '   ', password: 'x' }, { email: 'validation.emailRequired' }],
    [{ email: 'seller@demo.eg', password: 'anything' }, {}],
    [{ email: ' seller@demo.eg ', password: 'anything' }, {}],
    [{ email: '01000000002', password: 'p' }, {}],
    [{ email: '0100000000', password: 'p' }, { email: 'validation.emailInvalid' }],
    [{ email: '010000000021', password: 'p' }, { email: 'validation.emailInvalid' }],
    [{ email: 'seller@demo', password: 'p' }, { email: 'validation.emailInvalid' }],
    [{ email: 'not an email', password: 'p' }, { email: 'validation.emailInvalid' }],
    [{ email: '٠١٠٠٠٠٠٠٠٠٢', password: 'p' }, {}],
    [{ email: '٠١٠٠٠٠٠٠٠٠', password: 'p' }, { email: 'validation.emailInvalid' }],
    [{ email: 'seller@demo.eg', password: ' ' }, {}],
  ])('%j → %j', (values, expected) => {
    expect(validateLogin({ remember: false, ...values })).toEqual(expected);
  });

  it('ignores the remember-me box', () => {
    expect(validateLogin({ email: 'a@b.eg', password: 'p', remember: true })).toEqual({});
  });
});

describe('forgot-password checks', () => {
  it.each([
    ['', 'validation.emailRequired'],
    ['01000000002', undefined],
    ['seller@demo.eg', undefined],
    ['0100', 'validation.forgotInvalidPhone'],
    ['hello', 'validation.forgotInvalidPhone'],
    [' ۰۱۰۰۰۰۰۰۰۰۲ ', undefined],
  ])('%j → %s', (email, expected) => {
    expect(validateForgotPassword({ email }).email).toBe(expected);
  });
});

describe('reset-password schema', () => {
  it.each([
    [
      { password: '', confirmPass: '' },
      { password: 'validation.passwordRequired', confirmPass: 'validation.confirmPasswordRequired' },
    ],
    [{ password: 'abc1', confirmPass: 'abc1' }, { password: 'validation.passwordMin' }],
    [{ password: 'abcdefgh', confirmPass: 'abcdefgh' }, { password: 'validation.passwordPattern' }],
    [{ password: '12345678', confirmPass: '12345678' }, { password: 'validation.passwordPattern' }],
    [{ password: 'abcd 1234', confirmPass: 'abcd 1234' }, { password: 'validation.passwordPattern' }],
    [{ password: 'Demo@1234', confirmPass: 'Demo@1234' }, {}],
    [{ password: 'abc$@!%*?&1', confirmPass: 'abc$@!%*?&1' }, {}],
    [{ password: 'Demo@1234', confirmPass: 'Demo@12345' }, { confirmPass: 'validation.passwordMismatch' }],
  ])('%j → %j', (values, expected) => {
    expect(firstErrors(resetPasswordSchema, values)).toEqual(expected);
  });
});
