import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../../api/accounts';
import { notifySuccess } from '../../app/notify';
import { TextField } from '../../components/form/TextField';
import { isEmail } from '../../lib/patterns';
import { AuthCard } from './AuthCard';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgotPasswordSchema';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);

  const submit = async ({ email }: ForgotPasswordValues) => {
    const value = email.trim();
    try {
      await requestPasswordReset(value, isEmail(value));
      setSent(true);
      notifySuccess('auth.resetLinkSent');
    } catch {
      // The API client already showed the error; the typed value stays in the form.
    }
  };

  return (
    <AuthCard title={t('auth.forgotTitle')} intro={t('auth.forgotText')}>
      <Formik initialValues={{ email: '' }} validationSchema={forgotPasswordSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField
              name="email"
              label={t('auth.emailOrPhone')}
              dir="ltr"
              autoComplete="username"
              required
            />
            <div role="status" aria-live="polite">
              {sent && <p className="alert alert-success">{t('auth.resetLinkSent')}</p>}
            </div>
            <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
              {t('auth.sendResetLink')}
            </button>
            <p className="mt-3 mb-0 text-center">
              <Link to="/login">{t('auth.backToLogin')}</Link>
            </p>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
