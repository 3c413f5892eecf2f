import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { writeDraft } from './drafts';

/** Inside a Formik form: writes the values to the step's draft whenever they change. */
export function DraftSaver({ userId, step }: { userId: string | undefined; step: string }) {
  const { values, dirty } = useFormikContext<object>();
  useEffect(() => {
    if (dirty) writeDraft(userId, step, values);
  }, [values, dirty, userId, step]);
  return null;
}
