import { useTranslation } from 'react-i18next';

/** The footer labels have no links (SPEC.md §1). */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer border-top bg-white px-3 py-2 small text-muted">
      <span>{t('layout.footerYear', { year })}</span>
      <ul className="list-inline m-0">
        <li className="list-inline-item">{t('layout.help')}</li>
        <li className="list-inline-item">{t('layout.faq')}</li>
        <li className="list-inline-item">{t('layout.support')}</li>
        <li className="list-inline-item">{t('layout.terms')}</li>
      </ul>
    </footer>
  );
}
