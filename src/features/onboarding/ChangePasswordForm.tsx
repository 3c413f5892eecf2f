import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { changePassword } from '../../api/accounts';
import { useAppDispatch } from '../../common/hooks';
import { notifySuccess } from '../../common/notify';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { PasswordField } from '../../components/form/PasswordField';
import { currentUserSet, storeSession, userdataUpdated } from '../auth';
import { changePasswordSchema, type ChangePasswordValues } from './changePasswordSchema';
import { FormActions } from '../../components/form/FormActions';

const empty: ChangePasswordValues = { old_password: '', password: '', confirmPass: '' };

/** PUT /accounts/change-password; the answer's new token replaces this session's (older ones end). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState(false);

  const submit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    setFailed(false);
    try {
      const response = await changePassword(values.old_password, values.password);
      dispatch(currentUserSet(storeSession(response.user.token)));
      dispatch(userdataUpdated(response.data));
      notifySuccess('onboarding.password.changed');
      helpers.resetForm();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Formik initialValues={empty} validationSchema={changePasswordSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('onboarding.password.title')} className="profile-narrow">
          <PasswordField
            name="old_password"
            label={t('onboarding.password.current')}
            autoComplete="current-password"
            required
          />
          <NewPasswordFields label={t('auth.newPassword')} hint={t('onboarding.signup.passwordHint')} />
          <FormActions submitting={isSubmitting} failed={failed} label={t('onboarding.password.submit')} />
        </Form>
      )}
    </Formik>
  );
}
