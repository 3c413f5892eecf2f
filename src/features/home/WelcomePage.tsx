import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listRecruits } from '../../api/users';
import { selectLanguage, selectUserdata, useAppSelector } from '../../app/hooks';
import { Card } from '../../components/Card';
import { Logo } from '../../components/Logo';
import { PageTitle } from '../../components/PageTitle';
import { formatNumber } from '../../i18n/format';
import { isSellerOrAdmin } from '../../lib/onboarding';
import { ShipDueCard } from '../orders';
import { OperationsDesk } from './OperationsDesk';
import { ReviewQueues } from './ReviewQueues';
import { SellerTasks } from './SellerTasks';

/** The ambassador's own referral code (the reference id new sellers type at signup), ready to copy. */
function ReferralCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
  };
  return (
    <Card className="mb-3 text-start">
      <h2 className="h6">{t('home.ambassador.codeTitle')}</h2>
      <p className="small text-muted">{t('home.ambassador.codeHelp')}</p>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <code className="fs-4" dir="ltr">
          {code}
        </code>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void copy()}>
          {t('home.ambassador.copy')}
        </button>
        <span role="status" className="small text-success">
          {copied ? t('home.ambassador.copied') : ''}
        </span>
      </div>
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
