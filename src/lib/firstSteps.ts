import { approvalDisplay, combinedApproval, documentApproval, type ApprovableDocument } from './approval';
import { hasBusinessInfo, hasCompanyRegistration, hasKyc, type OnboardingProgress } from './onboarding';

/** What a new seller does before selling, in the order their home lists it. */
export const FIRST_STEPS = [
  'kyc',
  'business_info',
  'company_registration',
  'product',
  'photo',
  'payout_account',
] as const;

export type FirstStep = (typeof FIRST_STEPS)[number];

/**
 * Where one step stands: not started; sent without the document a reviewer needs; sent and waiting for a
 * reviewer; refused; done. Only `done` counts as progress: a registration step is done once it is accepted,
 * since a seller whose papers are still waiting has not finished with them.
 */
export const FIRST_STEP_STATES = ['todo', 'incomplete', 'review', 'rejected', 'done'] as const;

export type FirstStepState = (typeof FIRST_STEP_STATES)[number];

export type FirstSteps = Record<FirstStep, FirstStepState>;

/** The parts of a profile the registration steps are judged from (any User fits). */
export interface FirstStepsProfile extends OnboardingProgress {
  kyc?: { address?: unknown; front?: ApprovableDocument; back?: ApprovableDocument };
  business_info?: OnboardingProgress['business_info'] & { approved?: string | null };
  company_registration?: { owner_name?: unknown; doc?: ApprovableDocument };
}

const STATE_OF_REVIEW = {
  rejected: 'rejected',
  notSubmitted: 'incomplete',
  accepted: 'done',
  pending: 'review',
} as const satisfies Record<ReturnType<typeof combinedApproval>, FirstStepState>;

/** The three registration steps: not started until sent, then as their review stands. */
export function registrationSteps(
  user: FirstStepsProfile | null | undefined,
): Pick<FirstSteps, 'kyc' | 'business_info' | 'company_registration'> {
  const kyc = combinedApproval([documentApproval(user?.kyc?.front), documentApproval(user?.kyc?.back)]);
  const business = approvalDisplay(user?.business_info?.approved);
  const registration = documentApproval(user?.company_registration?.doc);
  return {
    kyc: hasKyc(user) ? STATE_OF_REVIEW[kyc] : 'todo',
    business_info: hasBusinessInfo(user) ? STATE_OF_REVIEW[business] : 'todo',
    company_registration: hasCompanyRegistration(user) ? STATE_OF_REVIEW[registration] : 'todo',
  };
}

/** How many steps are done. */
export const doneCount = (steps: FirstSteps): number =>
  FIRST_STEPS.filter((step) => steps[step] === 'done').length;
