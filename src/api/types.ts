/** Entity shapes of SPEC.md §3 as the API sends them. */
import type { Language } from '../i18n';

export type ApprovalStatus = 'pending' | 'rejected' | 'approved';

export interface UploadedDocument {
  url?: string;
  admin_url?: string;
  approved?: ApprovalStatus;
}

export interface KycData {
  front?: UploadedDocument;
  back?: UploadedDocument;
  type?: string;
  id?: string;
  address?: string;
  issue_date?: string;
  birthday?: string;
  qualification?: string;
  job?: string;
  dependents?: number | string;
  nationality?: string;
  gender?: string;
  religion?: string;
  social_status?: string;
  seller_type?: string;
}

export interface BusinessInfoFields {
  business_name?: string;
  business_phone?: string;
  business_type?: string;
  business_address?: string;
  business_sector?: string;
  business_ownership?: string;
  main_activity?: string;
  secondary_activity?: string;
  business_location?: string;
}

export interface BusinessInfo {
  approved?: ApprovalStatus;
  en?: BusinessInfoFields;
  ar?: BusinessInfoFields;
}

export interface CompanyRegistration {
  doc?: UploadedDocument;
  reg_nb?: string;
  tax_number?: string;
  activity_start_date?: string;
  license_date?: string;
  start_date?: string;
  end_date?: string;
  governorate?: string;
  reg_section?: string;
  capital?: number | string;
  owner_name?: string;
}

export interface PrimaryAddress {
  city?: string;
  street?: string;
  building_number?: string;
}

export interface User {
  _id: string;
  ref_id?: string;
  name: string;
  email?: string;
  phone_number?: string;
  nickname?: string;
  primary_address?: PrimaryAddress;
  is_admin?: boolean;
  is_seller?: boolean;
  is_ambassador?: boolean;
  is_sourcing?: boolean;
  updatedAt?: string;
  referred_by?: string;
  default_lang?: Language;
  kyc?: KycData;
  business_info?: BusinessInfo;
  company_registration?: CompanyRegistration;
  order_count?: number;
}

/** The session payload carried by the token (SPEC.md §3 Session data). */
export interface SessionUser {
  id: string;
  email?: string;
  is_admin?: boolean;
  is_ambassador?: boolean;
  is_seller?: boolean;
  /** Expiry in seconds since the epoch. */
  exp?: number;
  iat?: number;
}
