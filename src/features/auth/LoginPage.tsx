import { useTranslation } from '../../i18n/useTranslation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../common/hooks';
import { returnPathAfterLogin } from './sessionFlow';
import { CheckboxField } from '../../components/form/CheckboxField';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { AuthForm } from './AuthForm';
import { logIn } from './authSlice';
import { validateLogin, type LoginValues } from './loginChecks';
import { CREDENTIAL_LIMITS } from '../../lib/entities/credentials';
import { REFERRAL_PARAM, referralFromLink, SIGNUP_PATH } from '../../lib/referralLink';

export const BECOME_SELLER_PATH = '/become-a-seller';

const initialValues: LoginValues = { email: '', password: '', remember: false };

/** /login and /become-a-seller (docs/screens.md). */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const becomeSeller = pathname === BECOME_SELLER_PATH;
  // Signing in is for accounts that exist already, which no code can recruit; a guest who came by an invitation
  // link and has no account keeps the ambassador's code on the way to sign-up.
  const linkedCode = referralFromLink(searchParams);
  const signupPath = linkedCode
    ? `${SIGNUP_PATH}?${new URLSearchParams({ [REFERRAL_PARAM]: linkedCode })}`
    : SIGNUP_PATH;

  const submit = async ({ email, password }: LoginValues) => {
    const result = await dispatch(logIn({ email, password, isSeller: becomeSeller }));
    if (logIn.fulfilled.match(result)) {
      const destination = becomeSeller
        ? '/kyc'
        : (returnPathAfterLogin(result.payload.user.id, searchParams.get('next')) ?? '/store/listing');
      await navigate(destination, { replace: true });
    }
  };

  return (
    <AuthForm
      title={becomeSeller ? t('auth.becomeSellerTitle') : t('auth.loginTitle')}
      intro={becomeSeller ? t('auth.becomeSellerText') : undefined}
      form={{ initialValues, validate: validateLogin, onSubmit: submit }}
      submitLabel={t('auth.login')}
      submittingLabel={t('auth.loggingIn')}
      link={{ prompt: t('auth.noAccount'), to: signupPath, label: t('auth.signup') }}
    >
      <TextField
        name="email"
        label={t('auth.emailOrPhone')}
        type="text"
        inputMode="email"
        autoComplete="username"
        dir="ltr"
        asciiDigits
        maxLength={CREDENTIAL_LIMITS.login}
        required
      />
      <PasswordField name="password" label={t('auth.password')} autoComplete="current-password" required />
      <div className="d-flex justify-content-between align-items-center flex-wrap gap-2">
        <CheckboxField name="remember" label={t('auth.rememberMe')} />
        <Link to="/forget-password" className="mb-3">
          {t('auth.forgotPassword')}
        </Link>
      </div>
    </AuthForm>
  );
}
