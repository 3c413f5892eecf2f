import { useTranslation } from '../i18n/useTranslation';

/** The alt text is 'Can't show Logo' (docs/screens.md) in English and its translation on Arabic pages. */
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
