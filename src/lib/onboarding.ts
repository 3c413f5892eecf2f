/**
 * The parts of a user (the API's User) that the onboarding steps and the seller check read. lib is the bottom
 * layer and knows no API types: any User fits this shape.
 */
export interface OnboardingProgress {
  is_admin?: boolean;
  is_seller?: boolean;
  kyc?: { address?: unknown };
  business_info?: { en?: { business_name?: unknown }; ar?: { business_name?: unknown } };
  company_registration?: { owner_name?: unknown };
}

export type OnboardingStep = '/kyc' | '/bi' | '/cr';

const filled = (value: unknown): boolean =>
  typeof value === 'string' ? value.trim().length > 0 : value != null;

export const hasKyc = (user: OnboardingProgress | null | undefined): boolean => filled(user?.kyc?.address);

export const hasBusinessInfo = (user: OnboardingProgress | null | undefined): boolean =>
  filled(user?.business_info?.en?.business_name) || filled(user?.business_info?.ar?.business_name);

export const hasCompanyRegistration = (user: OnboardingProgress | null | undefined): boolean =>
  filled(user?.company_registration?.owner_name);

/** The first onboarding step the user has not completed (docs/onboarding.md), or null when all are done. */
export function nextOnboardingStep(user: OnboardingProgress | null | undefined): OnboardingStep | null {
  if (!hasKyc(user)) return '/kyc';
  if (!hasBusinessInfo(user)) return '/bi';
  if (!hasCompanyRegistration(user)) return '/cr';
  return null;
}

export const isSellerOrAdmin = (user: OnboardingProgress | null | undefined): boolean =>
  Boolean(user?.is_seller || user?.is_admin);
