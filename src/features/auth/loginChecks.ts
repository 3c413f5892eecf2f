import { emailOrPhone, filledIn, formChecks } from '../../lib/fieldChecks';

export interface LoginValues {
  email: string;
  password: string;
  /** Shown on the form but, as docs/screens.md says, it has no effect on the call. */
  remember: boolean;
}

export const validateLogin = formChecks<LoginValues>({
  email: emailOrPhone('validation.emailInvalid'),
  password: filledIn('validation.passwordRequired'),
});
