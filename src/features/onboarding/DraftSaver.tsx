import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { writeDraft } from './drafts';

/** Inside a Formik form: writes the values (but the `omit`ted ones, e.g. passwords) to the step's draft. */
export function DraftSaver({
  userId,
  step,
  omit = [],
}: {
  userId: string | undefined;
  step: string;
  omit?: readonly string[];
}) {
  const { values, dirty } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    if (!dirty) return;
    writeDraft(
      userId,
      step,
      Object.fromEntries(Object.entries(values).filter(([key]) => !omit.includes(key))),
    );
  }, [values, dirty, userId, step, omit]);
  return null;
}
