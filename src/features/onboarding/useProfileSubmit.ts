import { useState } from 'react';
import type { User } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { userdataUpdated } from '../auth';
import { clearDraft, withDraft } from './drafts';

/**
 * Sends one onboarding or profile form. On success the stored profile is refreshed (so the onboarding
 * redirects see it) and the step's draft is dropped; on failure nothing is reset, and `failed` says so.
 */
export function useProfileSubmit<V>(
  send: (values: V) => Promise<User>,
  { userId, draftStep, onSaved }: { userId?: string; draftStep?: string; onSaved?: (user: User) => void },
) {
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState(false);
  const submit = async (values: V) => {
    setFailed(false);
    try {
      const user = await send(values);
      if (draftStep) clearDraft(userId, draftStep);
      dispatch(userdataUpdated(user));
      onSaved?.(user);
    } catch {
      // The API client already showed why; every typed value stays in the form.
      setFailed(true);
    }
  };
  return { submit, failed };
}

/** Props of a form that is both an onboarding step and a section of the profile. */
export interface ProfileStepFormProps {
  user: User | null;
  /** Keep a draft of the typed values under this step name (onboarding only). */
  draftStep?: string;
  submitLabel: string;
  /** Show the review status of the step's uploaded documents (the profile). */
  showStatus?: boolean;
  onSaved?: (user: User) => void;
}

/**
 * A profile step form: its initial values (the profile's, overlaid with the step's draft) and its submit.
 * The initial values are read once: later profile refreshes (an uploaded image) must not reset typing.
 */
export function useProfileStepForm<V extends Record<string, string>>(
  initial: () => V,
  send: (values: V) => Promise<User>,
  { user, draftStep, onSaved }: Pick<ProfileStepFormProps, 'user' | 'draftStep' | 'onSaved'>,
) {
  const [initialValues] = useState(() => withDraft(initial(), user?._id, draftStep));
  return { initialValues, ...useProfileSubmit(send, { userId: user?._id, draftStep, onSaved }) };
}
