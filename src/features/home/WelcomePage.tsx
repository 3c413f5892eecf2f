import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { listRecruits } from '../../api/users';
import { selectLanguage, selectUserdata, useAppSelector } from '../../common/hooks';
import { Card } from '../../components/Card';
import { Logo } from '../../components/Logo';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { formatNumber } from '../../i18n/format';
import { isSellerOrAdmin } from '../../lib/onboarding';
import { referralLink, whatsappShareUrl } from '../../lib/referralLink';
import { ShipDueCard } from '../orders';
import { OperationsDesk } from './OperationsDesk';
import { FirstSteps } from './FirstSteps';
import { ReviewQueues } from './ReviewQueues';
import { SellerTasks } from './SellerTasks';

// The QR encoder loads only when an ambassador asks for the code, never with every home.
const QrCode = lazy(async () => ({ default: (await import('../../components/QrCode')).QrCode }));

/**
 * The ambassador's invitation: a link to the sign-up page with their code filled in and locked, to copy, to share
 * on WhatsApp or to show as a QR code to someone standing by; and the code itself, for a seller who types it.
 */
function ReferralCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'link' | 'code' | null>(null);
  const [qrShown, setQrShown] = useState(false);
  const link = referralLink(window.location.origin, code);
  const copy = async (what: 'link' | 'code') => {
    await navigator.clipboard.writeText(what === 'link' ? link : code);
    setCopied(what);
  };
  return (
    <Card className="mb-3 text-start">
      <h2 className="h6">{t('home.ambassador.linkTitle')}</h2>
      <p className="small text-muted">{t('home.ambassador.linkHelp')}</p>
      <p className="mb-2">
        <code className="text-break" dir="ltr" data-testid="referral-link">
          {link}
        </code>
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void copy('link')}>
          {t('home.ambassador.copyLink')}
        </button>
        <a
          className="btn btn-outline-success btn-sm"
          href={whatsappShareUrl(t('home.ambassador.shareMessage', { link }))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('home.ambassador.shareWhatsapp')}
        </a>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-expanded={qrShown}
          aria-controls="referral-qr"
          onClick={() => setQrShown((shown) => !shown)}
        >
          {t(qrShown ? 'home.ambassador.hideQr' : 'home.ambassador.showQr')}
        </button>
      </div>
      <div id="referral-qr" hidden={!qrShown} className="mx-auto mb-3" style={{ maxWidth: '14rem' }}>
        {qrShown && (
          <Suspense fallback={<Spinner />}>
            <QrCode text={link} label={t('home.ambassador.qrLabel')} className="d-block w-100" />
          </Suspense>
        )}
      </div>
      <h3 className="h6">{t('home.ambassador.codeTitle')}</h3>
      <p className="small text-muted">{t('home.ambassador.codeHelp')}</p>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <code className="fs-5" dir="ltr">
          {code}
        </code>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void copy('code')}>
          {t('home.ambassador.copy')}
        </button>
      </div>
      <p role="status" className="small text-success mt-2 mb-0">
        {copied === 'link'
          ? t('home.ambassador.linkCopied')
          : copied === 'code'
            ? t('home.ambassador.copied')
            : ''}
      </p>
    </Card>
  );
}

function RecruitsSummary() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    listRecruits()
      .then((recruits) => current && setCount(recruits.length))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return (
    <Card className="mb-3 text-start">
      <h2 className="h6">{t('home.ambassador.recruitsTitle')}</h2>
      <p className="mb-2">
        {count === null
          ? t('app.loading')
          : t('home.ambassador.recruits', { count, n: formatNumber(count, language) })}
      </p>
      <Link to="/pages/recruits">{t('home.ambassador.openRecruits')}</Link>
    </Card>
  );
}

/** Home: what this user can do here, by role (a seller or admin, an ambassador, or a buyer who is neither). */
export function WelcomePage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUserdata);
  // Sourcing staff work from their own pages, so they get the general welcome like sellers.
  const seller = isSellerOrAdmin(user) || Boolean(user?.is_sourcing);
  return (
    <section className="text-center py-5 mx-auto" style={{ maxWidth: '40rem' }}>
      <Logo height={96} className="mb-4" />
      <PageTitle className="h2">
        {t(user?.is_admin ? 'home.desk.welcomeTitle' : 'app.welcomeTitle')}
      </PageTitle>
      {seller && !user?.is_admin && <p className="lead text-muted">{t('app.welcomeText')}</p>}
      {/* An admin's home is the operations desk; a seller's wallet and tasks are no admin's business. */}
      {user?.is_admin && (
        <>
          <OperationsDesk />
          <ReviewQueues />
          <ShipDueCard audience="admin" />
        </>
      )}
      {user?.is_seller && !user.is_admin && (
        <>
          <FirstSteps />
          <SellerTasks user={user} />
          <ShipDueCard audience="seller" />
        </>
      )}
      {user?.is_ambassador && (
        <>
          <p className="lead text-muted">{t('home.ambassador.intro')}</p>
          {user.ref_id && <ReferralCard code={user.ref_id} />}
          <RecruitsSummary />
        </>
      )}
      {!seller && !user?.is_ambassador && (
        <>
          <p className="lead text-muted">{t('home.buyer.intro')}</p>
          <Link to="/become-a-seller" className="btn btn-primary">
            {t('access.becomeSeller')}
          </Link>
        </>
      )}
    </section>
  );
}
