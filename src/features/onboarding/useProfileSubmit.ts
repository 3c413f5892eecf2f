import { useState } from 'react';
import type { User } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { userdataUpdated } from '../auth/authSlice';
import { clearDraft } from './drafts';

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
