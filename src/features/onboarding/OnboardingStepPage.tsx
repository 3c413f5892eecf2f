import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { selectUserdata, useAppSelector } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { OnboardingLayout } from './OnboardingLayout';
import type { ProfileStepFormProps } from './useProfileSubmit';

export interface OnboardingStepPageProps {
  /** The step: its path (`/kyc`), its texts (`onboarding.kyc.title`, `.intro`) and its draft's name. */
  step: 'kyc' | 'bi' | 'cr';
  form: ComponentType<Omit<ProfileStepFormProps, 'showStatus'>>;
  /** Where a saved step leads. */
  next: string;
  /** The last step says so on its button and, once saved, that onboarding is complete. */
  last?: boolean;
}

/** One onboarding step (docs/onboarding.md): its frame, its form with a draft, and the way on once it is saved. */
export function OnboardingStepPage({ step, form: StepForm, next, last = false }: OnboardingStepPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppSelector(selectUserdata);
  const saved = () => {
    if (last) notifySuccess('onboarding.completed');
    void navigate(next, { replace: true });
  };
  return (
    <OnboardingLayout
      step={`/${step}`}
      title={t(`onboarding.${step}.title`)}
      intro={t(`onboarding.${step}.intro`)}
    >
      <StepForm
        user={user}
        draftStep={step}
        submitLabel={t(last ? 'onboarding.finish' : 'onboarding.next')}
        onSaved={saved}
      />
    </OnboardingLayout>
  );
}
