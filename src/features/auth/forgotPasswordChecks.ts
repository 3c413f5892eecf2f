import { emailOrPhone, formChecks } from '../../lib/fieldChecks';

export interface ForgotPasswordValues {
  email: string;
}

export const validateForgotPassword = formChecks<ForgotPasswordValues>({
  email: emailOrPhone('validation.forgotInvalidPhone'),
});
