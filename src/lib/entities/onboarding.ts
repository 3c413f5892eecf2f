import {
  BUSINESS_LOCATIONS,
  BUSINESS_OWNERSHIPS,
  GENDERS,
  GOVERNORATES,
  ID_TYPES,
  RELIGIONS,
  SELLER_TYPES,
  SOCIAL_STATUSES,
} from '../enumerations';
import { EMAIL_PATTERN, PHONE_DIGITS, PHONE_PATTERN, REFERRAL_PATTERN } from '../patterns';
import { choice, date, patterned, text } from './field';

/**
 * The onboarding steps and the profile (docs/onboarding.md), in the order the forms and the admin's user
 * detail show them. Labels: `onboarding.<step>.fields.<name>` on the form, `users.detail.fields.<name>` on
 * the detail, `validation.required.<name>` when a required one is empty.
 */
export const KYC = {
  type: choice(ID_TYPES),
  id: text(40, { code: true }),
  issue_date: date(),
  birthday: date(),
  address: text(300, { wide: true, autoComplete: 'street-address' }),
  nationality: text(80),
  gender: choice(GENDERS),
  religion: choice(RELIGIONS),
  social_status: choice(SOCIAL_STATUSES),
  dependents: patterned(/^\d{1,2}$/, 'validation.dependentsInvalid', 'numeric', {
    required: false,
    maxLength: 2,
    asNumber: { integer: true, minimum: 0, maximum: 99 },
  }),
  qualification: text(120),
  job: text(120),
  seller_type: choice(SELLER_TYPES),
} as const;

/** Filled in the language being read; each language keeps its own block (docs/api.md). */
export const BUSINESS_INFO = {
  business_name: text(160, { autoComplete: 'organization' }),
  business_phone: patterned(PHONE_PATTERN, 'validation.phoneInvalid', 'tel', {
    code: true,
    maxLength: PHONE_DIGITS,
    autoComplete: 'tel',
  }),
  business_type: text(120),
  business_sector: text(120),
  main_activity: text(160),
  secondary_activity: text(160),
  business_address: text(300, { wide: true }),
  business_location: choice(BUSINESS_LOCATIONS),
  business_ownership: choice(BUSINESS_OWNERSHIPS),
} as const;

/** Every field is required; the registration document is uploaded apart and is optional. */
export const COMPANY_REGISTRATION = {
  reg_nb: text(60, { code: true }),
  tax_number: text(60, { code: true }),
  owner_name: text(160),
  governorate: choice(GOVERNORATES),
  reg_section: text(160),
  capital: patterned(/^\d+(\.\d{1,2})?$/, 'validation.capitalInvalid', 'decimal', {
    asNumber: { integer: false, minimum: 0 },
    numeric: true,
  }),
  activity_start_date: date({ storedAsTimestamp: true }),
  license_date: date({ storedAsTimestamp: true }),
  start_date: date({ storedAsTimestamp: true }),
  end_date: date({ storedAsTimestamp: true }),
} as const;

/** The general profile (PUT /accounts/update-general): the signup rules for the same fields. */
export const PROFILE = {
  name: text(120, { requiredKey: 'validation.nameRequired', autoComplete: 'name' }),
  nickname: text(120, { required: false, autoComplete: 'nickname' }),
  email: patterned(EMAIL_PATTERN, 'validation.emailInvalid', 'email', {
    required: false,
    maxLength: 254,
    autoComplete: 'email',
  }),
  phone_number: patterned(PHONE_PATTERN, 'validation.phoneInvalid', 'tel', {
    code: true,
    requiredKey: 'validation.phoneRequired',
    maxLength: PHONE_DIGITS,
    autoComplete: 'tel',
  }),
} as const;

/** A new seller (POST /accounts/register): the profile's fields and an optional referral code. */
export const SIGNUP = {
  ...PROFILE,
  referred_by: patterned(REFERRAL_PATTERN, 'validation.referralInvalid', 'text', {
    required: false,
    maxLength: 11,
    code: true,
    autoComplete: 'off',
  }),
} as const;

/** The profile's address block (`primary_address`), all optional. */
export const PRIMARY_ADDRESS = {
  city: text(120, { required: false, autoComplete: 'address-level2' }),
  street: text(200, { required: false, autoComplete: 'address-line1' }),
  building_number: text(40, { required: false }),
} as const;
