import { useTranslation } from '../i18n/useTranslation';

export function Spinner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`d-flex justify-content-center py-5 ${className ?? ''}`} role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
