import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { getFirstSteps } from '../../api/accounts';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { Card } from '../../components/Card';
import { formatNumber } from '../../i18n/format';
import {
  doneCount,
  FIRST_STEPS,
  type FirstStep,
  type FirstSteps as FirstStepsAnswer,
  type FirstStepState,
} from '../../lib/firstSteps';
import { REQUEST_WITHDRAWAL_PATH } from '../payouts';

/** The registration steps: their own page until sent, then the profile's tab where they are corrected. */
const REGISTRATION_PAGES = {
  kyc: { step: '/kyc', tab: 'kyc' },
  business_info: { step: '/bi', tab: 'bi' },
  company_registration: { step: '/cr', tab: 'cr' },
} as const;

/** Where a step is done. Pages of the seller area send a seller still registering to their next step. */
function pageOf(step: FirstStep, state: FirstStepState): string {
  switch (step) {
    case 'kyc':
    case 'business_info':
    case 'company_registration': {
      const { step: path, tab } = REGISTRATION_PAGES[step];
      return state === 'todo' ? path : `/pages/profile?tab=${tab}`;
    }
    case 'product':
      return '/store/product/new';
    case 'photo':
      return '/store/inventory';
    case 'payout_account':
      return REQUEST_WITHDRAWAL_PATH;
  }
}

/** The seller's first steps as the API states them; null until it answered, or when it could not. */
export function useFirstSteps(): FirstStepsAnswer | null {
  const [steps, setSteps] = useState<FirstStepsAnswer | null>(null);
  useEffect(() => {
    let current = true;
    getFirstSteps().then(
      (answer) => current && setSteps(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return steps;
}

/**
 * A new seller's checklist: registration, a first product and its photo, the account they are paid to. Each
 * item says in words where it stands (the mark beside it is decoration) and links to where it is done; the
 * list gives way to one line once every step is done. Nothing shows while the answer is awaited or when it
 * failed: the rest of the home does not depend on it.
 */
export function FirstSteps() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const steps = useFirstSteps();
  const titleId = useId();
  const progressId = useId();
  if (!steps) return null;

  const total = FIRST_STEPS.length;
  const done = doneCount(steps);
  if (done === total) {
    return (
      <p className="first-steps__set-up text-start text-success-emphasis fw-semibold mb-3">
        <span aria-hidden="true" className="first-step__mark first-step__mark--done" />
        {t('home.firstSteps.setUp')}
      </p>
    );
  }

  return (
    <Card as="section" labelledBy={titleId} className="mb-3 text-start first-steps">
      <h2 id={titleId} className="h5">
        {t('home.firstSteps.title')}
      </h2>
      <p className="text-muted small mb-2">{t('home.firstSteps.intro')}</p>
      <p id={progressId} className="fw-semibold mb-1">
        {t('home.firstSteps.progress', {
          count: total,
          n: formatNumber(total, language),
          done: formatNumber(done, language),
        })}
      </p>
      <div
        className="progress mb-3"
        role="progressbar"
        aria-labelledby={progressId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        style={{ height: '0.5rem' }}
      >
        <div className="progress-bar bg-success" style={{ width: `${(done / total) * 100}%` }} />
      </div>
      <ol className="list-unstyled m-0">
        {FIRST_STEPS.map((step) => (
          <StepRow key={step} step={step} state={steps[step]} />
        ))}
      </ol>
    </Card>
  );
}

/** A line under some steps saying how they are done, while they are not. */
const NOTES: Partial<Record<FirstStep, string>> = {
  photo: 'home.firstSteps.photoNote',
  payout_account: 'home.firstSteps.payoutNote',
};

const STATE_CLASSES: Record<FirstStepState, string> = {
  todo: 'text-body-secondary',
  incomplete: 'text-danger-emphasis',
  review: 'text-body-secondary',
  rejected: 'text-danger-emphasis',
  done: 'text-success-emphasis',
};

function StepRow({ step, state }: { step: FirstStep; state: FirstStepState }) {
  const { t } = useTranslation();
  const done = state === 'done';
  const note = done ? undefined : NOTES[step];
  return (
    <li className="first-step d-flex gap-2 py-2 border-top">
      <span aria-hidden="true" className={`first-step__mark first-step__mark--${done ? 'done' : 'open'}`} />
      <span className="flex-grow-1">
        <Link to={pageOf(step, state)} className={done ? 'link-secondary' : 'fw-semibold'}>
          {t(`home.firstSteps.steps.${step}`)}
        </Link>
        {step === 'product' && !done && (
          <>
            {' '}
            <Link to="/store/listing" className="small">
              {t('home.firstSteps.orImport')}
            </Link>
          </>
        )}
        <span className={`d-block small ${STATE_CLASSES[state]}`}>
          {t(`home.firstSteps.states.${state}`)}
        </span>
        {note && <span className="d-block small text-body-secondary">{t(note)}</span>}
      </span>
    </li>
  );
}
