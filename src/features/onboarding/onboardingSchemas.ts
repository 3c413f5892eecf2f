import { formSchemaOf } from '../../lib/entities/formSchema';
import {
  BUSINESS_INFO,
  COMPANY_REGISTRATION,
  KYC,
  PRIMARY_ADDRESS,
  PROFILE,
} from '../../lib/entities/onboarding';
import { companyRegistrationImplausibilities, kycImplausibilities } from '../../lib/plausibility';

/**
 * The form schemas of the onboarding steps and the profile, derived from their one definition; KYC and
 * company registration also run the plausibility check the API runs (src/lib/plausibility.ts).
 */
export const kycSchema = formSchemaOf(KYC, kycImplausibilities);
export const businessInfoSchema = formSchemaOf(BUSINESS_INFO);
export const companyRegistrationSchema = formSchemaOf(
  COMPANY_REGISTRATION,
  companyRegistrationImplausibilities,
);
export const PROFILE_FORM = { ...PROFILE, ...PRIMARY_ADDRESS } as const;
export const profileSchema = formSchemaOf(PROFILE_FORM);
