/**
 * Onboarding drafts: what a user typed into a step, kept in localStorage per user and step so a reload
 * (or a lost connection) never loses work. Logging out clears localStorage, drafts included.
 */
const draftKey = (userId: string, step: string) => `onboardingDraft:${userId}:${step}`;

/** Whose draft the signup form keeps: nobody is signed in yet on that page. */
export const GUEST_DRAFT_OWNER = 'guest';

export function readDraft<T extends object>(userId: string | undefined, step: string): Partial<T> | null {
  if (!userId) return null;
  try {
    const raw = localStorage.getItem(draftKey(userId, step));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: string | undefined, step: string, values: object): void {
  if (!userId) return;
  try {
    localStorage.setItem(draftKey(userId, step), JSON.stringify(values));
  } catch {
    // A full or blocked storage only costs the draft, never the form itself.
  }
}

export function clearDraft(userId: string | undefined, step: string): void {
  if (userId) localStorage.removeItem(draftKey(userId, step));
}

/** Server values, overlaid with the draft's string values for the same fields. */
export function withDraft<T extends Record<string, string>>(
  base: T,
  userId: string | undefined,
  step: string | undefined,
): T {
  const draft = step ? readDraft<T>(userId, step) : null;
  if (!draft) return base;
  const merged: Record<string, string> = { ...base };
  for (const key of Object.keys(base)) {
    const value = draft[key];
    if (typeof value === 'string') merged[key] = value;
  }
  return merged as T;
}
