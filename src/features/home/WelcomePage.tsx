import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { PageTitle } from '../../components/PageTitle';

export function WelcomePage() {
  const { t } = useTranslation();
  return (
    <section className="text-center py-5">
      <Logo height={96} className="mb-4" />
      <PageTitle className="h2">{t('app.welcomeTitle')}</PageTitle>
      <p className="lead text-muted">{t('app.welcomeText')}</p>
    </section>
  );
}
