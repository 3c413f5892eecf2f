import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { selectUserdata, useAppDispatch, useAppSelector } from '../../common/hooks';
import { leaveAndLogOut } from '../auth';
import { Card } from '../../components/Card';
import { Logo } from '../../components/Logo';
import { PageTitle } from '../../components/PageTitle';
import { nextOnboardingStep, type OnboardingStep } from '../../lib/onboarding';
import { LanguageSwitch } from '../auth';

const STEPS: { path: OnboardingStep; labelKey: string }[] = [
  { path: '/kyc', labelKey: 'onboarding.steps.kyc' },
  { path: '/bi', labelKey: 'onboarding.steps.bi' },
  { path: '/cr', labelKey: 'onboarding.steps.cr' },
];

function StepIndicator({ current }: { current: OnboardingStep }) {
  const { t } = useTranslation();
  const currentIndex = STEPS.findIndex((step) => step.path === current);
  return (
    <nav aria-label={t('onboarding.steps.label')}>
      <ol className="onboarding-steps">
        {STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li
              key={step.path}
              className={`onboarding-steps__item is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="onboarding-steps__number" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="onboarding-steps__label">
                {t(step.labelKey)}
                {state === 'done' && <span className="visually-hidden"> ({t('onboarding.steps.done')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The frame of the three onboarding steps, outside the main layout: logo, language toggle, log out and
 * the step indicator. It also keeps the order of the steps (docs/onboarding.md): a completed step sends the user on, and a
 * step cannot be reached before the ones in front of it.
 */
export function OnboardingLayout({
  step,
  title,
  intro,
  children,
}: {
  step: OnboardingStep;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userdata = useAppSelector(selectUserdata);
  const next = nextOnboardingStep(userdata);

  const logout = () => leaveAndLogOut(navigate, dispatch);

  if (userdata && next !== step) return <Navigate to={next ?? '/store/listing'} replace />;

  return (
    <div className="onboarding-screen">
      <header className="onboarding-header">
        <Link to="/" className="onboarding-header__logo">
          <Logo height={36} />
        </Link>
        <div className="d-flex align-items-center gap-2">
          <LanguageSwitch />
          <button type="button" className="btn btn-link btn-sm" onClick={() => void logout()}>
            {t('nav.logout')}
          </button>
        </div>
      </header>
      <main className="onboarding-main">
        <StepIndicator current={step} />
        <Card className="shadow-sm" bodyClassName="p-3 p-md-4">
          <PageTitle className="h4 mb-2">{title}</PageTitle>
          {intro && <p className="text-muted">{intro}</p>}
          {children}
        </Card>
      </main>
    </div>
  );
}
