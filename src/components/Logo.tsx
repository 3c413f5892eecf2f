import { useTranslation } from 'react-i18next';

/** The alt text is SPEC.md §2's 'Can't show Logo' in English and its translation on Arabic pages. */
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
