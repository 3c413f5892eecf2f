import { formSchemaOf } from '../../lib/entities/formSchema';
import {
  BUSINESS_INFO,
  COMPANY_REGISTRATION,
  KYC,
  PRIMARY_ADDRESS,
  PROFILE,
} from '../../lib/entities/onboarding';

/** The form schemas of the onboarding steps and the profile, derived from their one definition. */
export const kycSchema = formSchemaOf(KYC);
export const businessInfoSchema = formSchemaOf(BUSINESS_INFO);
export const companyRegistrationSchema = formSchemaOf(COMPANY_REGISTRATION);
export const PROFILE_FORM = { ...PROFILE, ...PRIMARY_ADDRESS } as const;
export const profileSchema = formSchemaOf(PROFILE_FORM);
