/** Request schemas of the account calls (log in, sign up, passwords); each body type sits beside its schema. */
import { CREDENTIAL_LIMITS } from '../../src/lib/entities/credentials';
import { SIGNUP } from '../../src/lib/entities/onboarding';
import { closedObject } from '../lib/requestSchemas';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export type LoginBody = { email: string; password: string; is_seller?: boolean };

export const LOGIN_BODY = closedObject(
  {
    email: text(CREDENTIAL_LIMITS.login),
    password: text(CREDENTIAL_LIMITS.password),
    is_seller: { type: 'boolean' },
  },
  ['email', 'password'],
);

export type RegisterBody = {
  name: string;
  nickname?: string;
  email?: string;
  phone_number: string;
  referred_by?: string;
  password: string;
  is_seller?: boolean;
  default_lang?: 'ar' | 'en';
};

export const REGISTER_BODY = closedObject(
  {
    name: text(SIGNUP.name.maxLength),
    nickname: text(SIGNUP.nickname.maxLength),
    email: text(SIGNUP.email.maxLength),
    // Room for the spaces, dashes and Arabic-Indic digits the route normalises before checking.
    phone_number: text(32),
    referred_by: text(32),
    password: text(CREDENTIAL_LIMITS.password),
    is_seller: { type: 'boolean' },
    default_lang: { type: 'string', enum: ['ar', 'en'] },
  },
  ['name', 'phone_number', 'password'],
);

export type ForgotPasswordBody = { email: string; isEmail?: boolean };

export const FORGOT_PASSWORD_BODY = closedObject(
  { email: text(CREDENTIAL_LIMITS.login), isEmail: { type: 'boolean' } },
  ['email'],
);

/** The two parts of a reset link: the user's id and the token. */
export type ResetPasswordParams = { p1: string; p2: string };
export type ResetPasswordBody = { password: string };

export const RESET_PASSWORD_BODY = closedObject({ password: text(CREDENTIAL_LIMITS.password) }, ['password']);

export type ChangePasswordBody = { old_password: string; password: string };

export const CHANGE_PASSWORD_BODY = closedObject(
  { old_password: text(CREDENTIAL_LIMITS.password), password: text(CREDENTIAL_LIMITS.password) },
  ['old_password', 'password'],
);
