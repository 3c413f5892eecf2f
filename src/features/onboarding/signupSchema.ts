import * as yup from 'yup';
import { REFERRAL_PATTERN } from '../../lib/patterns';
import { confirmPasswordRule, optionalEmailRule, passwordRule, phoneRule } from '../../lib/validation';

/** SPEC.md §5 Signup. */
export const signupSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired'),
  nickname: yup.string().trim(),
  email: optionalEmailRule(),
  phone_number: phoneRule(),
  /** The referral code may be left empty. */
  referred_by: yup
    .string()
    .trim()
    .test('referral', 'validation.referralInvalid', (value) => !value || REFERRAL_PATTERN.test(value)),
  password: passwordRule(),
  confirmPass: confirmPasswordRule(),
});

export type SignupValues = yup.InferType<typeof signupSchema>;

export const emptySignup: SignupValues = {
  name: '',
  nickname: '',
  email: '',
  phone_number: '',
  referred_by: '',
  password: '',
  confirmPass: '',
};
