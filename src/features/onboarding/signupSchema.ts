import type * as yup from 'yup';
import { formSchemaOf, formValuesOf } from '../../lib/entities/formSchema';
import { SIGNUP } from '../../lib/entities/onboarding';
import { confirmPasswordRule, passwordRule } from '../../lib/validation';

/** Sign-up checks (docs/onboarding.md): the account fields as declared once, and the two password fields. */
export const signupSchema = formSchemaOf(SIGNUP).shape({
  password: passwordRule(),
  confirmPass: confirmPasswordRule(),
});

export type SignupValues = yup.InferType<typeof signupSchema>;

export const emptySignup: SignupValues = { ...formValuesOf(SIGNUP, null), password: '', confirmPass: '' };
