import { useTranslation } from 'react-i18next';

/** The alt text stays 'Can't show Logo' in both languages, as SPEC.md §2 Layout specifies. */
export function Logo({ height = 40, className }: { height?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <img
      src="/logo.svg"
      alt={t('app.logoAlt')}
      height={height}
      width={Math.round((height * 10) / 3)}
      className={className}
    />
  );
}
