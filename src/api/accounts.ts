import { apiClient, type Envelope } from './client';
import type { Language } from '../i18n';
import type { BUSINESS_INFO, COMPANY_REGISTRATION, KYC } from '../lib/entities/onboarding';
import type { FormValues } from '../lib/entities/types';
import type { PrimaryAddress, User } from './types';

export interface LoginRequest {
  email: string;
  password: string;
  is_seller: boolean;
}

export interface AuthResponse {
  success: boolean;
  user: { token: string };
  data: User;
}

export async function login(request: LoginRequest): Promise<AuthResponse> {
  const response = await apiClient.post<AuthResponse>('/accounts/login', request);
  return response.data;
}

export interface RegisterRequest {
  name: string;
  nickname: string;
  email: string;
  phone_number: string;
  referred_by: string;
  password: string;
  is_seller: true;
  default_lang: Language;
}

export async function register(request: RegisterRequest): Promise<AuthResponse> {
  const response = await apiClient.post<AuthResponse>('/accounts/register', request);
  return response.data;
}

/** Ends this session on the server; quiet, since the app logs out locally whatever the answer. */
export async function revokeSession(): Promise<void> {
  await apiClient.post('/accounts/logout', undefined, { silent: true });
}

/** Ends every session of the user, on every device. */
export async function revokeAllSessions(): Promise<void> {
  await apiClient.post('/accounts/logout-all');
}

export async function fetchProfile(): Promise<User> {
  const response = await apiClient.get<Envelope<User>>('/accounts/');
  return response.data.data;
}

/** `email` carries the e-mail address or the phone number; `isEmail` says which. */
export async function requestPasswordReset(email: string, isEmail: boolean): Promise<void> {
  await apiClient.put('/accounts/forgot-password/', { email, isEmail });
}

export async function resetPassword(param1: string, param2: string, password: string): Promise<void> {
  await apiClient.post(
    `/accounts/reset-password/${encodeURIComponent(param1)}/${encodeURIComponent(param2)}`,
    { password },
  );
}

/** The answer of every onboarding and profile update: the updated profile. */
async function putProfile(path: string, body: unknown): Promise<User> {
  const response = await apiClient.put<Envelope<User>>(path, body);
  return response.data.data;
}

export type KycRequest = FormValues<typeof KYC>;

export const addKyc = (request: KycRequest): Promise<User> => putProfile('/accounts/add-kyc', request);

/** Business info is sent for one language at a time (SPEC.md §7). */
export const addBusinessInfo = (lang: Language, response: FormValues<typeof BUSINESS_INFO>): Promise<User> =>
  putProfile('/accounts/add-business-info', { lang, response });

/** Company registration; the four dates are ISO strings. */
export type CompanyRegistrationRequest = FormValues<typeof COMPANY_REGISTRATION>;

export const addCompanyRegistration = (request: CompanyRegistrationRequest): Promise<User> =>
  putProfile('/accounts/add-cr', request);

export interface GeneralProfileRequest {
  name: string;
  nickname: string;
  email: string;
  phone_number: string;
  primary_address: PrimaryAddress;
}

export const updateGeneralProfile = (request: GeneralProfileRequest): Promise<User> =>
  putProfile('/accounts/update-general', request);

/** The change ends older sessions, so the answer carries a fresh token for this one. */
export async function changePassword(oldPassword: string, password: string): Promise<AuthResponse> {
  const response = await apiClient.put<AuthResponse>('/accounts/change-password', {
    old_password: oldPassword,
    password,
  });
  return response.data;
}

export type DocumentKind = 'kyc_front' | 'kyc_back' | 'company_reg';

const UPLOAD_PATHS: Record<DocumentKind, string> = {
  kyc_front: '/accounts/add-front-id',
  kyc_back: '/accounts/add-back-id',
  company_reg: '/accounts/add-company-reg',
};

export interface UploadDocumentOptions {
  language: Language;
  /** Admin variant: stores the file as that user's document admin copy. */
  passedId?: string;
  /** The caller shows the error itself. */
  silent?: boolean;
}

/** Multipart upload with the fixed field name `image`, plus the kind and the language (SPEC.md §7). */
export async function uploadDocument(
  kind: DocumentKind,
  file: File,
  { language, passedId, silent }: UploadDocumentOptions,
): Promise<User> {
  const form = new FormData();
  // Fields before the file, so the server knows the language before it reads the bytes.
  form.append('kind', kind);
  form.append('language', language);
  form.append('image', file);
  const response = await apiClient.post<{ success: boolean; user: User }>(UPLOAD_PATHS[kind], form, {
    params: passedId ? { passed_id: passedId } : undefined,
    silent,
  });
  return response.data.user;
}
