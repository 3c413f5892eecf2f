import { Form, Formik, type FormikConfig, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { prerenderedValues } from '../../common/prerendered';
import { AuthCard } from './AuthCard';

export interface AuthFormProps<Values extends FormikValues> {
  /** The form's values, rules and submit. A failed call needs no catch: the API client has shown why. */
  form: Pick<FormikConfig<Values>, 'initialValues' | 'validationSchema' | 'validate'> & {
    onSubmit: (values: Values) => Promise<unknown>;
  };
  title: string;
  intro?: ReactNode;
  /** The fields and anything shown above the submit button. */
  children: ReactNode;
  submitLabel: string;
  /** The button's text while the form is being sent; the submit label when omitted. */
  submittingLabel?: string;
  /** The line under the button: an optional prompt and a link to the neighbouring screen. */
  link: { prompt?: string; to: string; label: string };
}

/** A public screen's form: its card, the fields, a full-width submit button and a link to another screen. */
export function AuthForm<Values extends FormikValues>({
  title,
  intro,
  children,
  submitLabel,
  submittingLabel,
  link,
  form: { onSubmit, initialValues, ...formik },
}: AuthFormProps<Values>) {
  // What the guest typed into the screen the page arrived with (src/common/prerendered.ts), read once.
  const [startingValues] = useState(() => prerenderedValues(initialValues));
  const submit = async (values: Values) => {
    try {
      await onSubmit(values);
    } catch {
      // The API client already showed the error; every typed value stays in the form.
    }
  };
  return (
    <AuthCard title={title} intro={intro}>
      <Formik {...formik} initialValues={startingValues} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            {children}
            <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
              {isSubmitting && submittingLabel ? submittingLabel : submitLabel}
            </button>
            <p className="mt-3 mb-0 text-center">
              {link.prompt && <>{link.prompt} </>}
              <Link to={link.to}>{link.label}</Link>
            </p>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
