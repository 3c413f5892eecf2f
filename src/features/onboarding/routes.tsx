import { lazyPage, type FeatureRoutes } from '../../lib/routing';

export const onboardingRoutes: FeatureRoutes = {
  onboarding: [{ path: '/kyc', ...lazyPage(() => import('./KycPage'), 'KycPage') }],
};
