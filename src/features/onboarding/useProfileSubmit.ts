import type { FormikErrors, FormikHelpers } from 'formik';
import { useState } from 'react';
import type { ApiError } from '../../api/errors';
import type { FieldErrorValue } from '../../components/form/FieldError';
import type { User } from '../../api/types';
import { useAppDispatch } from '../../common/hooks';
import { userdataUpdated } from '../auth';
import { clearDraft, withDraft } from './drafts';

/**
 * The server's message for each refused field, under the input of the same name (the forms are flat, so a
 * nested path such as `response.business_phone` or `primary_address.city` names its last part).
 */
export function fieldErrorsOf(error: unknown): Record<string, FieldErrorValue> | null {
  const fields = (error as ApiError | null)?.fields;
  if (!fields) return null;
  return Object.fromEntries(
    Object.entries(fields).map(([path, byLanguage]) => [path.split('.').pop() ?? path, { byLanguage }]),
  );
}

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
  const submit = async (values: V, form?: Pick<FormikHelpers<V>, 'setErrors'>) => {
    setFailed(false);
    try {
      const user = await send(values);
      if (draftStep) clearDraft(userId, draftStep);
      dispatch(userdataUpdated(user));
      onSaved?.(user);
    } catch (error) {
      // The API client already showed why; every typed value stays in the form, and what the server found
      // wrong with a field is shown under it.
      const fields = fieldErrorsOf(error);
      if (fields) form?.setErrors(fields as FormikErrors<V>);
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
