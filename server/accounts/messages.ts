import type { Bilingual } from '../lib/errors';
import { ACCOUNT_RULE_MESSAGES } from '../lib/users';

export const ACCOUNTS_MESSAGES = {
  badCredentials: {
    en: 'The e-mail, phone number or password is incorrect',
    ar: 'البريد الإلكتروني أو رقم الهاتف أو كلمة المرور غير صحيحة',
  },
  // The forgot-password field's fixed text, kept word for word (docs/screens.md).
  forgotInvalid: { en: 'invalid phone', ar: 'رقم هاتف غير صالح' },
  invalidReference: { en: 'Invalid reference id', ar: 'رمز الإحالة غير صالح' },
  badResetLink: {
    en: 'This reset link is invalid or has expired. Please request a new one.',
    ar: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.',
  },
  wrongPassword: { en: 'The current password is incorrect', ar: 'كلمة المرور الحالية غير صحيحة' },
  ...ACCOUNT_RULE_MESSAGES,
} as const satisfies Record<string, Bilingual>;

/** The reset message sent by e-mail or SMS, in both languages (the link is valid for PASSWORD_RESET_TTL_MS). */
export const resetMessage = (link: string): string =>
  `Reset your password (valid for 1 hour): ${link}\nلإعادة تعيين كلمة المرور (صالح لمدة ساعة): ${link}`;
