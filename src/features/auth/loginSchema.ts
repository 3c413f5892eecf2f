import * as yup from 'yup';
import { emailOrPhoneRule } from '../../lib/validation';

export const loginSchema = yup.object({
  email: emailOrPhoneRule(),
  password: yup.string().required('validation.passwordRequired'),
  /** Shown on the form but, as SPEC.md §2 says, it has no effect on the call. */
  remember: yup.boolean(),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
