import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate, useParams } from 'react-router-dom';
import { resetPassword } from '../../api/accounts';
import { notifySuccess } from '../../common/notify';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { AuthForm } from './AuthForm';
import { resetPasswordSchema, type ResetPasswordValues } from './resetPasswordSchema';

/** /password-reset/:p1/:p2: both parameters go to the reset call unchanged. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { p1 = '', p2 = '' } = useParams();

  const submit = async ({ password }: ResetPasswordValues) => {
    await resetPassword(p1, p2, password);
    notifySuccess('auth.passwordResetSuccess');
    await navigate('/login', { replace: true });
  };

  return (
    <AuthForm
      title={t('auth.resetTitle')}
      form={{
        initialValues: { password: '', confirmPass: '' },
        validationSchema: resetPasswordSchema,
        onSubmit: submit,
      }}
      submitLabel={t('auth.resetSubmit')}
      link={{ to: '/login', label: t('auth.backToLogin') }}
    >
      <NewPasswordFields label={t('auth.newPassword')} />
    </AuthForm>
  );
}
