import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectUserdata, useAppSelector } from '../../app/hooks';
import { BusinessInfoForm } from './BusinessInfoForm';
import { OnboardingLayout } from './OnboardingLayout';

/** Step 2 of onboarding: business info. */
export function BusinessInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppSelector(selectUserdata);
  return (
    <OnboardingLayout step="/bi" title={t('onboarding.bi.title')} intro={t('onboarding.bi.intro')}>
      <BusinessInfoForm
        user={user}
        draftStep="bi"
        submitLabel={t('onboarding.next')}
        onSaved={() => void navigate('/cr', { replace: true })}
      />
    </OnboardingLayout>
  );
}
