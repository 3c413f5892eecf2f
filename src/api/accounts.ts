import type { ApiBodies } from '../lib/api.generated';
import { apiClient } from './client';
import type { Language } from '../i18n';
import type { BUSINESS_INFO, COMPANY_REGISTRATION, KYC } from '../lib/entities/onboarding';
import type { FormValues } from '../lib/entities/types';
import type { FirstSteps } from '../lib/firstSteps';
import type { PrimaryAddress, Reply, User } from './types';

/** The calls that change the profile, each answering it whole. */
type ProfilePath =
  '/accounts/add-kyc' | '/accounts/add-business-info' | '/accounts/add-cr' | '/accounts/update-general';

export type LoginRequest = ApiBodies['POST /accounts/login'];

/** Log in, sign up and a password change answer a fresh token and the user. */
export type AuthResponse = Reply<'POST /accounts/login'>;

export async function login(request: LoginRequest): Promise<AuthResponse> {
  const response = await apiClient.post<Reply<'POST /accounts/login'>>('/accounts/login', request);
  return response.data;
}

export type RegisterRequest = ApiBodies['POST /accounts/register'];

export async function register(request: RegisterRequest): Promise<AuthResponse> {
  const response = await apiClient.post<Reply<'POST /accounts/register'>>('/accounts/register', request);
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
  const response = await apiClient.get<Reply<'GET /accounts'>>('/accounts/');
  return response.data.data;
}

/**
 * getFirstSteps: where each of a new seller's first steps stands (registration, a first product and photo, a
 * payout account). Quiet: the home leaves the checklist out when it cannot be read.
 */
export async function getFirstSteps(): Promise<FirstSteps> {
  const response = await apiClient.get<Reply<'GET /accounts/first-steps'>>('/accounts/first-steps', {
    silent: true,
  });
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
async function putProfile(path: ProfilePath, body: unknown): Promise<User> {
  const response = await apiClient.put<Reply<`PUT ${ProfilePath}`>>(path, body);
  return response.data.data;
}

export type KycRequest = FormValues<typeof KYC>;

export const addKyc = (request: KycRequest): Promise<User> => putProfile('/accounts/add-kyc', request);

/** Business info is sent for one language at a time (docs/api.md). */
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
  const response = await apiClient.put<Reply<'PUT /accounts/change-password'>>('/accounts/change-password', {
    old_password: oldPassword,
    password,
  });
  return response.data;
}

export type DocumentKind = 'kyc_front' | 'kyc_back' | 'company_reg';

type UploadPath = '/accounts/add-front-id' | '/accounts/add-back-id' | '/accounts/add-company-reg';

const UPLOAD_PATHS: Record<DocumentKind, UploadPath> = {
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

/** Multipart upload with the fixed field name `image`, plus the kind and the language (docs/api.md). */
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
  const response = await apiClient.post<Reply<`POST ${UploadPath}`>>(UPLOAD_PATHS[kind], form, {
    params: passedId ? { passed_id: passedId } : undefined,
    silent,
  });
  return response.data.user;
}
