import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';

/** Placeholder until the onboarding issue builds the identity form. */
export function KycPage() {
  const { t } = useTranslation();
  return (
    <main className="container py-5">
      <PageTitle>{t('onboarding.kycTitle')}</PageTitle>
    </main>
  );
}
