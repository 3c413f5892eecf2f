import { KycForm } from './KycForm';
import { OnboardingStepPage } from './OnboardingStepPage';

/** Step 1 of onboarding: identity. */
export function KycPage() {
  return <OnboardingStepPage step="kyc" form={KycForm} next="/bi" />;
}
