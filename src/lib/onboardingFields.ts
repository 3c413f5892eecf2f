/**
 * The fields of each onboarding step (SPEC.md §3 and §5), shared by the reference API's body schemas and the
 * screens that show them, so a field added to a step is added once.
 */
export const KYC_REQUIRED_FIELDS = [
  'type',
  'id',
  'address',
  'issue_date',
  'birthday',
  'qualification',
  'job',
  'nationality',
  'gender',
  'religion',
  'social_status',
  'seller_type',
] as const;

/** Every KYC field in display order; dependents is the one optional field. */
export const KYC_FIELDS = [
  'type',
  'id',
  'address',
  'issue_date',
  'birthday',
  'qualification',
  'job',
  'dependents',
  'nationality',
  'gender',
  'religion',
  'social_status',
  'seller_type',
] as const;

/** Business info fields, all required (in the language being filled in). */
export const BUSINESS_INFO_FIELDS = [
  'business_name',
  'business_phone',
  'business_type',
  'business_sector',
  'main_activity',
  'secondary_activity',
  'business_address',
  'business_location',
  'business_ownership',
] as const;

/** Company registration fields, all required (the document upload is the optional part). */
export const COMPANY_REGISTRATION_FIELDS = [
  'reg_nb',
  'tax_number',
  'owner_name',
  'capital',
  'governorate',
  'reg_section',
  'activity_start_date',
  'license_date',
  'start_date',
  'end_date',
] as const;
