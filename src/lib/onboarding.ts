import type { User } from '../api/types';

export type OnboardingStep = '/kyc' | '/bi' | '/cr';

const filled = (value: unknown): boolean =>
  typeof value === 'string' ? value.trim().length > 0 : value != null;

export const hasKyc = (user: User | null | undefined): boolean => filled(user?.kyc?.address);

export const hasBusinessInfo = (user: User | null | undefined): boolean =>
  filled(user?.business_info?.en?.business_name) || filled(user?.business_info?.ar?.business_name);

export const hasCompanyRegistration = (user: User | null | undefined): boolean =>
  filled(user?.company_registration?.owner_name);

/** The first onboarding step the user has not completed (SPEC.md §6), or null when all are done. */
export function nextOnboardingStep(user: User | null | undefined): OnboardingStep | null {
  if (!hasKyc(user)) return '/kyc';
  if (!hasBusinessInfo(user)) return '/bi';
  if (!hasCompanyRegistration(user)) return '/cr';
  return null;
}

export const isSellerOrAdmin = (user: User | null | undefined): boolean =>
  Boolean(user?.is_seller || user?.is_admin);
