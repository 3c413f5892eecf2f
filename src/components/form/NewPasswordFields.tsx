import { useTranslation } from '../../i18n/useTranslation';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps {
  /** Label of the first field ("Password" on signup, "New password" elsewhere). */
  label: string;
  hint?: string;
}

/** A new password and its confirmation, bound to the Formik fields password and confirmPass. */
export function NewPasswordFields({ label, hint }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField name="password" label={label} hint={hint} autoComplete="new-password" required />
      <PasswordField
        name="confirmPass"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
