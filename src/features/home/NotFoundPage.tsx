import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="text-center py-5">
      <PageTitle>{t('common.notFoundTitle')}</PageTitle>
      <p className="text-muted">{t('common.notFoundText')}</p>
      <Link to="/" className="btn btn-primary">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
