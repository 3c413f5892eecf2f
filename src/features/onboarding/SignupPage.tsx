import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { register } from '../../api/accounts';
import { notifySuccess } from '../../app/notify';
import { selectIsAuthenticated, selectLanguage, useAppDispatch, useAppSelector } from '../../app/hooks';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { TextField } from '../../components/form/TextField';
import { AuthCard, currentUserSet, storeSession, userdataUpdated } from '../auth';
import { emptySignup, signupSchema, type SignupValues } from './signupSchema';

export const TERMS_URL = 'https://souqb2b.com/terms-of-use';
export const PRIVACY_URL = 'https://souqb2b.com/privacy-policy';

/** /signup: a new seller account (SPEC.md §2); an account already signed in continues onboarding. */
export function SignupPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);

  if (isAuthenticated) return <Navigate to="/kyc" replace />;

  const submit = async (values: SignupValues) => {
    const clean = signupSchema.cast(values);
    try {
      const response = await register({
        name: clean.name,
        nickname: clean.nickname ?? '',
        email: clean.email ?? '',
        phone_number: clean.phone_number,
        referred_by: clean.referred_by ?? '',
        password: values.password,
        is_seller: true,
        default_lang: language,
      });
      dispatch(userdataUpdated(response.data));
      dispatch(currentUserSet(storeSession(response.user.token)));
      notifySuccess('onboarding.signup.created');
      await navigate('/kyc', { replace: true });
    } catch {
      // The API client showed the reason (e.g. the phone is already registered); the form keeps every value.
    }
  };

  return (
    <AuthCard title={t('onboarding.signup.title')} intro={t('onboarding.signup.intro')}>
      <Formik initialValues={emptySignup} validationSchema={signupSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="name" label={t('onboarding.signup.name')} autoComplete="name" required />
            <TextField name="nickname" label={t('onboarding.signup.nickname')} autoComplete="nickname" />
            <TextField
              name="email"
              label={t('onboarding.signup.email')}
              type="email"
              autoComplete="email"
              dir="ltr"
            />
            <TextField
              name="phone_number"
              label={t('onboarding.signup.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              dir="ltr"
              maxLength={11}
              required
            />
            <TextField
              name="referred_by"
              label={t('onboarding.signup.referral')}
              hint={t('onboarding.signup.referralHint')}
              dir="ltr"
              autoComplete="off"
            />
            <NewPasswordFields label={t('auth.password')} hint={t('onboarding.signup.passwordHint')} />
            <p className="small text-muted">
              {t('onboarding.signup.agreePrefix')}{' '}
              <a href={TERMS_URL} target="_blank" rel="noopener noreferrer">
                {t('onboarding.signup.terms')}
              </a>{' '}
              {t('onboarding.signup.and')}{' '}
              <a href={PRIVACY_URL} target="_blank" rel="noopener noreferrer">
                {t('onboarding.signup.privacy')}
              </a>
              .
            </p>
            <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
              {isSubmitting ? t('onboarding.signup.submitting') : t('onboarding.signup.submit')}
            </button>
            <p className="mt-3 mb-0 text-center">
              {t('onboarding.signup.haveAccount')} <Link to="/login">{t('auth.login')}</Link>
            </p>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
