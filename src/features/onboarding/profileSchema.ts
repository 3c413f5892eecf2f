import * as yup from 'yup';
import { optionalEmailRule, phoneRule } from '../../lib/validation';

/** The general profile fields (PUT /accounts/update-general): the signup rules for the same fields. */
export const profileSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired'),
  nickname: yup.string().trim(),
  email: optionalEmailRule(),
  phone_number: phoneRule(),
  city: yup.string().trim(),
  street: yup.string().trim(),
  building_number: yup.string().trim(),
});

export type ProfileValues = yup.InferType<typeof profileSchema>;
