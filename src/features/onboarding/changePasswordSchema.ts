import * as yup from 'yup';
import { confirmPasswordRule, passwordRule, requiredText } from '../../lib/validation';

/** The new password follows the signup rules (docs/onboarding.md); the current one is only required. */
export const changePasswordSchema = yup.object({
  old_password: requiredText('old_password'),
  password: passwordRule(),
  confirmPass: confirmPasswordRule(),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
