import { useTranslation } from '../../i18n/useTranslation';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { register } from '../../api/accounts';
import { notifySuccess } from '../../common/notify';
import { selectIsAuthenticated, selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { EntityFields } from '../../components/form/EntityFields';
import { SIGNUP } from '../../lib/entities/onboarding';
import { referralFromLink } from '../../lib/referralLink';
import { AuthForm, currentUserSet, storeSession, userdataUpdated } from '../auth';
import { DraftSaver } from './DraftSaver';
import { clearDraft, GUEST_DRAFT_OWNER, withDraft } from './drafts';
import { emptySignup, signupSchema, type SignupValues } from './signupSchema';

const SIGNUP_DRAFT = 'signup';
/** Passwords are never written to a draft. */
const NOT_DRAFTED = ['password', 'confirmPass'] as const;

const LABELS: Record<keyof typeof SIGNUP, string> = {
  name: 'onboarding.signup.name',
  nickname: 'onboarding.signup.nickname',
  email: 'onboarding.signup.email',
  phone_number: 'onboarding.signup.phone',
  referred_by: 'onboarding.signup.referral',
};

export const TERMS_URL = 'https://souqb2b.com/terms-of-use';
export const PRIVACY_URL = 'https://souqb2b.com/privacy-policy';

/** /signup: a new seller account (docs/screens.md); an account already signed in continues onboarding. */
export function SignupPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [searchParams] = useSearchParams();
  // An invitation link's code is taken once, as the page opens, and locked: the guest came through that
  // ambassador. A code that fails the field's rule is dropped and the field stays free.
  const [linkedCode] = useState(() => referralFromLink(searchParams));
  const [initialValues] = useState(() => {
    const drafted = withDraft(emptySignup, GUEST_DRAFT_OWNER, SIGNUP_DRAFT);
    return linkedCode ? { ...drafted, referred_by: linkedCode } : drafted;
  });

  if (isAuthenticated) return <Navigate to="/kyc" replace />;

  /** A refused signup (e.g. a phone already registered) was shown by the API client; every value stays. */
  const submit = async (values: SignupValues) => {
    const clean = signupSchema.cast(values);
    const response = await register({
      name: clean.name,
      nickname: clean.nickname ?? '',
      email: clean.email ?? '',
      phone_number: clean.phone_number,
      referred_by: linkedCode ?? clean.referred_by ?? '',
      password: values.password,
      is_seller: true,
      default_lang: language,
    });
    clearDraft(GUEST_DRAFT_OWNER, SIGNUP_DRAFT);
    dispatch(userdataUpdated(response.data));
    dispatch(currentUserSet(storeSession(response.user.token)));
    notifySuccess('onboarding.signup.created');
    await navigate('/kyc', { replace: true });
  };

  return (
    <AuthForm
      title={t('onboarding.signup.title')}
      intro={t('onboarding.signup.intro')}
      form={{
        // What was typed before leaving the page comes back (the draft never holds the passwords).
        initialValues,
        validationSchema: signupSchema,
        onSubmit: submit,
      }}
      submitLabel={t('onboarding.signup.submit')}
      submittingLabel={t('onboarding.signup.submitting')}
      link={{ prompt: t('onboarding.signup.haveAccount'), to: '/login', label: t('auth.login') }}
    >
      <DraftSaver userId={GUEST_DRAFT_OWNER} step={SIGNUP_DRAFT} omit={NOT_DRAFTED} />
      <EntityFields
        entity={SIGNUP}
        label={(name) => t(LABELS[name])}
        hint={(name) => {
          if (name !== 'referred_by') return undefined;
          return linkedCode ? t('onboarding.signup.referralFromLink') : t('onboarding.signup.referralHint');
        }}
        width={() => 'col-12'}
        readOnly={(name) => name === 'referred_by' && linkedCode !== null}
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
    </AuthForm>
  );
}
