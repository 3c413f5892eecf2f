import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectUserdata, useAppSelector } from '../../app/hooks';
import { notifySuccess } from '../../app/notify';
import { CompanyRegistrationForm } from './CompanyRegistrationForm';
import { OnboardingLayout } from './OnboardingLayout';

/** Step 3 of onboarding: company registration; then the seller area opens. */
export function CompanyRegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppSelector(selectUserdata);
  return (
    <OnboardingLayout step="/cr" title={t('onboarding.cr.title')} intro={t('onboarding.cr.intro')}>
      <CompanyRegistrationForm
        user={user}
        draftStep="cr"
        submitLabel={t('onboarding.finish')}
        onSaved={() => {
          notifySuccess('onboarding.completed');
          void navigate('/store/listing', { replace: true });
        }}
      />
    </OnboardingLayout>
  );
}
