import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectUserdata, useAppSelector } from '../../app/hooks';
import { KycForm } from './KycForm';
import { OnboardingLayout } from './OnboardingLayout';

/** Step 1 of onboarding: identity. */
export function KycPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppSelector(selectUserdata);
  return (
    <OnboardingLayout step="/kyc" title={t('onboarding.kyc.title')} intro={t('onboarding.kyc.intro')}>
      <KycForm
        user={user}
        draftStep="kyc"
        submitLabel={t('onboarding.next')}
        onSaved={() => void navigate('/bi', { replace: true })}
      />
    </OnboardingLayout>
  );
}
