/**
 * Input patterns of docs/onboarding.md, shared by the app's form schemas and the reference API,
 * so a value the form accepts is never refused by the server for a different reason.
 */
export const PHONE_DIGITS = 11;
export const PASSWORD_MIN_LENGTH = 8;

/** Exactly 11 ASCII digits (Egyptian mobile numbers such as 01012345678). */
export const PHONE_PATTERN = /^\d{11}$/;

/** Something@something.tld, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** At least one letter and one digit; only letters, digits and $ @ ! % * ? & are allowed. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d$@!%*?&]+$/;

/** Referral code: four letters, a hyphen, then six letters or digits (e.g. ABCD-12EF56). */
export const REFERRAL_PATTERN = /^[A-Za-z]{4}-[A-Za-z0-9]{6}$/;

export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** Login and forgot-password accept either an e-mail address or an 11-digit phone number. */
export const isEmailOrPhone = (value: string): boolean => isEmail(value) || isPhone(value);
