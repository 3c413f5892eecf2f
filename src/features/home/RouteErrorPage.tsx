import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { noteFirstScreenDrawn } from '../../common/startup';

/**
 * Shown instead of a page that failed to load or to render (for example a page chunk that could not be
 * fetched while offline). It never shows the error itself: a stack trace means nothing to a seller.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  // When the first route fails, this is the first screen: what waits for one (the toasts' host) loads now.
  useEffect(() => noteFirstScreenDrawn(), []);
  return (
    <section className="container text-center py-5" role="alert">
      <PageTitle>{t('errors.pageTitle')}</PageTitle>
      <p className="text-muted">{t('errors.pageText')}</p>
      <div className="d-flex justify-content-center gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <Link to="/" className="btn btn-outline-primary">
          {t('common.goHome')}
        </Link>
      </div>
    </section>
  );
}
