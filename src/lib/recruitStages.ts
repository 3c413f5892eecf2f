/**
 * How far an ambassador's recruit has got, from sign-up to a first sale. The API works it out from the
 * recruit's record and their products and order lines; the recruits page shows, filters and counts it. Both
 * read the steps and their order from here.
 */
import { hasBusinessInfo, hasCompanyRegistration, hasKyc } from './onboarding';

/** The steps in the order a seller goes through them; the first one is reached by signing up. */
export const RECRUIT_STAGES = [
  'signed_up',
  'kyc_sent',
  'kyc_approved',
  'business_sent',
  'business_approved',
  'company_sent',
  'company_approved',
  'first_product',
  'first_sale',
] as const;

export type RecruitStage = (typeof RECRUIT_STAGES)[number];

/**
 * Where one reviewed part of onboarding stands. "not_submitted" is nothing sent yet: only something sent can be
 * waiting for review, so a recruit who has not sent a part never reads "under review" for it.
 */
export const RECRUIT_STEP_STATES = ['not_submitted', 'pending', 'rejected', 'approved'] as const;

export type RecruitStepState = (typeof RECRUIT_STEP_STATES)[number];

export interface RecruitProgress {
  /** The furthest step reached, in RECRUIT_STAGES order. */
  stage: RecruitStage;
  kyc: RecruitStepState;
  business_info: RecruitStepState;
  company_registration: RecruitStepState;
  first_product: boolean;
  first_sale: boolean;
}

interface ReviewedDocument {
  url?: unknown;
  admin_url?: unknown;
  approved?: unknown;
}

/** The parts of a stored user record the progress is read from (the full record, before any trimming). */
export interface RecruitRecord {
  kyc?: { address?: unknown; front?: ReviewedDocument; back?: ReviewedDocument };
  business_info?: {
    approved?: unknown;
    en?: { business_name?: unknown };
    ar?: { business_name?: unknown };
  };
  company_registration?: { owner_name?: unknown; doc?: ReviewedDocument };
}

const hasFile = (document: ReviewedDocument | undefined): boolean =>
  Boolean(document?.url || document?.admin_url);

/** A review's stored value, for something that was sent; anything unknown is still waiting. */
const reviewOf = (approved: unknown): RecruitStepState =>
  approved === 'approved' || approved === 'rejected' ? approved : 'pending';

/**
 * Identity: the form and both sides of the ID. Approved once both sides are; rejected as soon as one is; waiting
 * while any side sent is unreviewed. A form sent without its scans has nothing an admin can review yet.
 */
function kycState(kyc: RecruitRecord['kyc']): RecruitStepState {
  const sides = [kyc?.front, kyc?.back];
  const sent = sides.filter(hasFile);
  if (!hasKyc({ kyc }) && sent.length === 0) return 'not_submitted';
  const reviews = sent.map((side) => reviewOf(side?.approved));
  if (reviews.includes('rejected')) return 'rejected';
  if (sent.length === sides.length && reviews.every((review) => review === 'approved')) return 'approved';
  return sent.length > 0 ? 'pending' : 'not_submitted';
}

/** Company registration is reviewed through its document; the form alone is sent but has nothing to review. */
function companyState(company: RecruitRecord['company_registration']): RecruitStepState {
  if (hasFile(company?.doc)) return reviewOf(company?.doc?.approved);
  return 'not_submitted';
}

/** Whether a step was sent (whatever its review says) and whether it was approved. */
const sentOrHasForm = (state: RecruitStepState, formSent: boolean): boolean =>
  formSent || state !== 'not_submitted';

/**
 * The recruit's progress. `firstProduct`: they have listed a product; `firstSale`: a line of their products
 * reached its buyer (delivered). The stage is the furthest step reached, even when an earlier one is still
 * open, so a recruit selling before their company papers are approved shows as selling.
 */
export function recruitProgress(
  record: RecruitRecord,
  sales: { firstProduct: boolean; firstSale: boolean },
): RecruitProgress {
  const kyc = kycState(record.kyc);
  const businessSent = hasBusinessInfo(record);
  const business: RecruitStepState = businessSent
    ? reviewOf(record.business_info?.approved)
    : 'not_submitted';
  const company = companyState(record.company_registration);
  const reached: Record<RecruitStage, boolean> = {
    signed_up: true,
    kyc_sent: sentOrHasForm(kyc, hasKyc(record)),
    kyc_approved: kyc === 'approved',
    business_sent: businessSent,
    business_approved: business === 'approved',
    company_sent: sentOrHasForm(company, hasCompanyRegistration(record)),
    company_approved: company === 'approved',
    first_product: sales.firstProduct,
    first_sale: sales.firstSale,
  };
  const stage = [...RECRUIT_STAGES].reverse().find((step) => reached[step]) ?? 'signed_up';
  return {
    stage,
    kyc,
    business_info: business,
    company_registration: company,
    first_product: sales.firstProduct,
    first_sale: sales.firstSale,
  };
}
