import * as yup from 'yup';
import { isEmail, isPhone } from '../../lib/patterns';
import { digitText } from '../../lib/validation';

export const forgotPasswordSchema = yup.object({
  email: digitText()
    .required('validation.emailRequired')
    .test(
      'email-or-phone',
      'validation.forgotInvalidPhone',
      (value) => !value || isEmail(value) || isPhone(value),
    ),
});

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
