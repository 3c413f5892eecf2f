import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { selectUserdata, useAppSelector } from '../../common/hooks';
import { PageTitle } from '../../components/PageTitle';
import { isSellerOrAdmin } from '../../lib/onboarding';

/**
 * Shown in place of a page the signed-in user's role may not open, so a shared link or a bookmark says why
 * instead of silently landing elsewhere; someone who is not a seller is offered the way to become one.
 */
export function NotAllowedPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUserdata);
  return (
    <section className="text-center py-5">
      <PageTitle>{t('access.deniedTitle')}</PageTitle>
      <p className="text-muted">{t('access.deniedText')}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link to="/" className="btn btn-primary">
          {t('common.goHome')}
        </Link>
        {!isSellerOrAdmin(user) && (
          <Link to="/become-a-seller" className="btn btn-outline-primary">
            {t('access.becomeSeller')}
          </Link>
        )}
      </div>
    </section>
  );
}
