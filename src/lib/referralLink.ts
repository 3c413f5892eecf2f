import { SIGNUP } from './entities/onboarding';

/** The query parameter of an invitation link that carries the ambassador's code. */
export const REFERRAL_PARAM = 'ref';

export const SIGNUP_PATH = '/signup';

/** The link an ambassador hands out: the sign-up page with their code filled in. */
export function referralLink(origin: string, code: string): string {
  const url = new URL(SIGNUP_PATH, origin);
  url.searchParams.set(REFERRAL_PARAM, code);
  return url.toString();
}

/**
 * The code an invitation link carries, when it passes the same rule as the sign-up field; anything else (a
 * truncated or tampered link) is ignored, so the guest types a code or none.
 */
export function referralFromLink(search: URLSearchParams): string | null {
  const code = search.get(REFERRAL_PARAM)?.trim() ?? '';
  const field = SIGNUP.referred_by;
  if (!code || code.length > field.maxLength || !field.pattern.test(code)) return null;
  return code.toUpperCase();
}

/** A WhatsApp share of a message: wa.me lets the sender pick the chat, with the message already typed. */
export const whatsappShareUrl = (message: string): string =>
  `https://wa.me/?text=${encodeURIComponent(message)}`;
