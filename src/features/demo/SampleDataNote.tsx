import { useTranslation } from 'react-i18next';

/** Says, discreetly, that a demonstration page shows hard-coded sample data (SPEC.md §1). */
export function SampleDataNote() {
  const { t } = useTranslation();
  return (
    <p className="small text-muted mt-n3 mb-3 d-flex align-items-center gap-1">
      <svg
        aria-hidden="true"
        width="14"
        height="14"
        viewBox="0 0 16 16"
        fill="currentColor"
        className="flex-shrink-0"
      >
        <path d="M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0Zm0 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM8.9 6.5v5.25H7.1V6.5h1.8ZM8 3.5a1.05 1.05 0 1 1 0 2.1 1.05 1.05 0 0 1 0-2.1Z" />
      </svg>
      {t('app.sampleData')}
    </p>
  );
}
