import { useTranslation } from '../../i18n/useTranslation';

const LABELS = ['help', 'faq', 'support', 'terms'] as const;

/** The footer labels deliberately have no links (docs/screens.md). */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer border-top bg-white px-3 py-2 small text-muted">
      <span>{t('layout.footerYear', { year })}</span>
      <ul className="list-inline m-0">
        {LABELS.map((label) => (
          <li key={label} className="list-inline-item">
            {t(`layout.${label}`)}
          </li>
        ))}
      </ul>
    </footer>
  );
}
