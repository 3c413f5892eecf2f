import { BusinessInfoForm } from './BusinessInfoForm';
import { OnboardingStepPage } from './OnboardingStepPage';

/** Step 2 of onboarding: business info. */
export function BusinessInfoPage() {
  return <OnboardingStepPage step="bi" form={BusinessInfoForm} next="/cr" />;
}
