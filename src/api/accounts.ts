import { apiClient, type Envelope } from './client';
import type { Language } from '../i18n';
import type { User } from './types';

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
