import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/api/types';
import { isSellerOrAdmin, nextOnboardingStep } from '../../../src/lib/onboarding';
import { aUser } from '../../fixtures/apiShapes';

const base: User = aUser({ _id: 'u', name: 'n', is_seller: true });

describe('onboarding steps', () => {
  it.each([
    [base, '/kyc'],
    [{ ...base, kyc: { address: '  ' } }, '/kyc'],
    [{ ...base, kyc: { address: 'Cairo' } }, '/bi'],
    [{ ...base, kyc: { address: 'Cairo' }, business_info: { ar: { business_name: 'متجر' } } }, '/cr'],
    [{ ...base, kyc: { address: 'Cairo' }, business_info: { en: { business_name: 'Shop' } } }, '/cr'],
    [
      {
        ...base,
        kyc: { address: 'Cairo' },
        business_info: { en: { business_name: 'Shop' } },
        company_registration: { owner_name: 'Owner' },
      },
      null,
    ],
  ])('%j → %s', (user, step) => {
    expect(nextOnboardingStep(user as User)).toBe(step);
  });

  it('admits sellers and admins to the seller area', () => {
    const user: User = aUser({ _id: 'b', name: 'b' });
    expect(isSellerOrAdmin({ ...user, is_admin: true })).toBe(true);
    expect(isSellerOrAdmin(base)).toBe(true);
    expect(isSellerOrAdmin(user)).toBe(false);
  });
});
