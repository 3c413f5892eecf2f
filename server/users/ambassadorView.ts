import type { ApiUser } from '../lib/serialize';

type JsonObject = ApiUser['kyc'];

/** The approval status of a block, or nothing: what is left of it for an ambassador. */
const statusOf = (value: unknown): JsonObject =>
  value && typeof value === 'object' && 'approved' in value
    ? { approved: (value as JsonObject).approved }
    : {};

/** Of a document, whether one was sent and its approval, without the links to the file. */
const documentStatus = (value: unknown): JsonObject => {
  if (!value || typeof value !== 'object') return {};
  const document = value as JsonObject;
  return { ...statusOf(document), ...(document.url || document.admin_url ? { submitted: true } : {}) };
};

/** The business name per language: the one part of the business info an ambassador recognises a recruit by. */
const businessNames = (info: JsonObject): JsonObject =>
  Object.fromEntries(
    (['en', 'ar'] as const).map((language) => {
      const block = info[language];
      const name = block && typeof block === 'object' ? (block as JsonObject).business_name : undefined;
      return [language, typeof name === 'string' ? { business_name: name } : {}];
    }),
  );

/**
 * What an ambassador sees of a recruit (SPEC.md §6 admits them to user detail; the rest is our decision, see
 * README "Security"): who the recruit is and how far each onboarding check has got, so they can help. Not the
 * contact details (admins only, SPEC.md §6), and not the identity data, address or documents (national ID,
 * birthday, religion, home address, scans, company file): those are for the admins who verify them.
 */
export const forAmbassador = (user: ApiUser) => ({
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
