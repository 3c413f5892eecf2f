import { CompanyRegistrationForm } from './CompanyRegistrationForm';
import { OnboardingStepPage } from './OnboardingStepPage';

/** Step 3 of onboarding: company registration; then the seller area opens. */
export function CompanyRegistrationPage() {
  return <OnboardingStepPage step="cr" form={CompanyRegistrationForm} next="/store/listing" last />;
}
