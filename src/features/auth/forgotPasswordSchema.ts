import * as yup from 'yup';
import { isEmail, isPhone } from '../../lib/patterns';

export const forgotPasswordSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required('validation.emailRequired')
    .test(
      'email-or-phone',
      'validation.forgotInvalidPhone',
      (value) => !value || isEmail(value) || isPhone(value),
    ),
});

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
