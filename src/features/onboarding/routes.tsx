import { lazyPage, type FeatureRoutes } from '../../lib/routing';

export const onboardingRoutes: FeatureRoutes = {
  public: [{ path: '/signup', ...lazyPage(() => import('./SignupPage'), 'SignupPage') }],
  onboarding: [
    { path: '/kyc', ...lazyPage(() => import('./KycPage'), 'KycPage') },
    { path: '/bi', ...lazyPage(() => import('./BusinessInfoPage'), 'BusinessInfoPage') },
    { path: '/cr', ...lazyPage(() => import('./CompanyRegistrationPage'), 'CompanyRegistrationPage') },
  ],
  authenticated: [{ path: '/pages/profile', ...lazyPage(() => import('./ProfilePage'), 'ProfilePage') }],
};
