import * as yup from 'yup';
import { confirmPasswordRule, passwordRule } from '../../lib/validation';

export const resetPasswordSchema = yup.object({
  password: passwordRule(),
  confirmPass: confirmPasswordRule(),
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
