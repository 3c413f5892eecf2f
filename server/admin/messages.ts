import type { ApprovalStatus } from '../../src/lib/approval';
import type { ReviewReason } from '../../src/lib/reviewReasons';
import type { Bilingual } from '../lib/errors';
import { reviewReasonText } from '../lib/reviews';
import type { DocumentType } from './schemas';

export const ADMIN_MESSAGES = {
  alreadyHasRole: {
    en: 'This user already has this role',
    ar: 'هذا المستخدم لديه هذا الدور بالفعل',
  },
  noBusinessInfo: {
    en: 'This user has not submitted business info yet',
    ar: 'لم يرسل هذا المستخدم بيانات النشاط التجاري بعد',
  },
  noDocument: {
    en: 'There is no uploaded document to review',
    ar: 'لا يوجد مستند مرفوع لمراجعته',
  },
} as const satisfies Record<string, Bilingual>;

const DOCUMENT_NAMES: Record<DocumentType, Bilingual> = {
  kyc_front: { en: 'front of your ID', ar: 'الوجه الأمامي لبطاقة الهوية' },
  kyc_back: { en: 'back of your ID', ar: 'الوجه الخلفي لبطاقة الهوية' },
  company_reg: { en: 'company registration', ar: 'السجل التجاري' },
};

const REVIEW_OUTCOMES: Record<ApprovalStatus, Bilingual> = {
  approved: { en: 'was accepted', ar: 'تم قبوله' },
  rejected: { en: 'was rejected', ar: 'تم رفضه' },
  pending: { en: 'is back in review', ar: 'عاد إلى المراجعة' },
};

const withReason = (
  sentence: Bilingual,
  subject: 'document' | 'business_info',
  reason: ReviewReason | null,
): Bilingual => {
  if (!reason) return sentence;
  const why = reviewReasonText(subject, reason);
  return { en: `${sentence.en}. Reason: ${why.en}`, ar: `${sentence.ar}. السبب: ${why.ar}` };
};

/** The seller's notifications of a review of their documents or business info, with the reason of a rejection. */
export const REVIEW_NOTICES = {
  document: (type: DocumentType, status: ApprovalStatus, reason: ReviewReason | null): Bilingual =>
    withReason(
      {
        en: `The ${DOCUMENT_NAMES[type].en} you uploaded ${REVIEW_OUTCOMES[status].en}`,
        ar: `مستند «${DOCUMENT_NAMES[type].ar}» الذي رفعته ${REVIEW_OUTCOMES[status].ar}`,
      },
      'document',
      reason,
    ),
  businessInfo: (status: ApprovalStatus, reason: ReviewReason | null): Bilingual =>
    withReason(
      {
        en: `Your business info ${REVIEW_OUTCOMES[status].en}`,
        ar: `بيانات نشاطك التجاري: ${REVIEW_OUTCOMES[status].ar}`,
      },
      'business_info',
      reason,
    ),
};
