import type { BusinessInfo, BusinessInfoFields, UploadedDocument, User } from '../../src/lib/api.generated';

type Approval = Pick<UploadedDocument, 'approved'>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/** The approval status of a block, or nothing: what is left of it for an ambassador. */
const statusOf = (value: unknown): Approval =>
  isObject(value) && 'approved' in value ? { approved: value.approved as Approval['approved'] } : {};

/** Of a document, whether one was sent and its approval, without the links to the file. */
const documentStatus = (value: unknown): UploadedDocument => {
  if (!isObject(value)) return {};
  return { ...statusOf(value), ...(value.url || value.admin_url ? { submitted: true } : {}) };
};

/**
 * The business name per language: the one part of the business info an ambassador recognises a recruit by. A
 * language never sent stays absent rather than an empty block: the app reads a block as business info sent.
 */
const businessNames = (info: BusinessInfo): Pick<BusinessInfo, 'en' | 'ar'> => {
  const names: Pick<BusinessInfo, 'en' | 'ar'> = {};
  for (const language of ['en', 'ar'] as const) {
    const block: unknown = info[language];
    if (isObject(block) && typeof block.business_name === 'string')
      names[language] = { business_name: block.business_name } satisfies BusinessInfoFields;
  }
  return names;
};

/**
 * What an ambassador sees of a recruit (ambassadors may open a recruit's detail; what they see there is in
 * docs/roles.md and docs/security.md): who the recruit is and how far each onboarding check has got, so they can help. Not the
 * contact details (admins only, docs/roles.md), and not the identity data, address or documents (national ID,
 * birthday, religion, home address, scans, company file): those are for the admins who verify them.
 */
export const forAmbassador = (user: User): User => ({
  _id: user._id,
  ref_id: user.ref_id,
  name: user.name,
  is_admin: user.is_admin,
  is_seller: user.is_seller,
  is_ambassador: user.is_ambassador,
  is_sourcing: user.is_sourcing,
  referred_by: user.referred_by,
  recruited_by: user.recruited_by,
  default_lang: user.default_lang,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
  kyc: { ...statusOf(user.kyc), front: documentStatus(user.kyc.front), back: documentStatus(user.kyc.back) },
  business_info: { ...statusOf(user.business_info), ...businessNames(user.business_info) },
  company_registration: {
    ...statusOf(user.company_registration),
    doc: documentStatus(user.company_registration.doc),
  },
});
