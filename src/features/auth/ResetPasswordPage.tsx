import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { resetPassword } from '../../api/accounts';
import { notifySuccess } from '../../app/notify';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { AuthCard } from './AuthCard';
import { resetPasswordSchema, type ResetPasswordValues } from './resetPasswordSchema';

/** /password-reset/:p1/:p2: both parameters go to the reset call unchanged. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { p1 = '', p2 = '' } = useParams();

  const submit = async ({ password }: ResetPasswordValues) => {
    try {
      await resetPassword(p1, p2, password);
      notifySuccess('auth.passwordResetSuccess');
      await navigate('/login', { replace: true });
    } catch {
      // Shown by the API client; the typed passwords stay.
    }
  };

  return (
    <AuthCard title={t('auth.resetTitle')}>
      <Formik
        initialValues={{ password: '', confirmPass: '' }}
        validationSchema={resetPasswordSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <NewPasswordFields label={t('auth.newPassword')} />
            <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
              {t('auth.resetSubmit')}
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
