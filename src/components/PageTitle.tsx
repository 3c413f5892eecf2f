import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/** Each page names itself in the tab title and as its level-1 heading. */
export function PageTitle({ children, className }: { children: string; className?: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${children} | ${t('app.name')}`;
  }, [children, t]);
  return <h1 className={className ?? 'h3 mb-4'}>{children}</h1>;
}
