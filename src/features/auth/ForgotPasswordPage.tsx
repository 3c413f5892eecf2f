import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { requestPasswordReset } from '../../api/accounts';
import { notifySuccess } from '../../common/notify';
import { TextField } from '../../components/form/TextField';
import { checkedText } from '../../lib/fieldChecks';
import { isEmail } from '../../lib/patterns';
import { AuthForm } from './AuthForm';
import { validateForgotPassword, type ForgotPasswordValues } from './forgotPasswordChecks';
import { CREDENTIAL_LIMITS } from '../../lib/entities/credentials';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);

  const submit = async ({ email }: ForgotPasswordValues) => {
    const value = checkedText(email);
    await requestPasswordReset(value, isEmail(value));
    setSent(true);
    notifySuccess('auth.resetLinkSent');
  };

  return (
    <AuthForm
      title={t('auth.forgotTitle')}
      intro={t('auth.forgotText')}
      form={{ initialValues: { email: '' }, validate: validateForgotPassword, onSubmit: submit }}
      submitLabel={t('auth.sendResetLink')}
      link={{ to: '/login', label: t('auth.backToLogin') }}
    >
      <TextField
        name="email"
        label={t('auth.emailOrPhone')}
        dir="ltr"
        asciiDigits
        autoComplete="username"
        maxLength={CREDENTIAL_LIMITS.login}
        required
      />
      <div role="status" aria-live="polite">
        {sent && <p className="alert alert-success">{t('auth.resetLinkSent')}</p>}
      </div>
    </AuthForm>
  );
}
