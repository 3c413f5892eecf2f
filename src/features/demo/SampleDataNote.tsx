import { useTranslation } from 'react-i18next';

/** Says, discreetly, that a demonstration page shows hard-coded sample data (SPEC.md §1). */
export function SampleDataNote() {
  const { t } = useTranslation();
  return (
    <p className="small text-muted mt-n3 mb-3 d-flex align-items-center gap-1">
      <span aria-hidden="true">ⓘ</span>
      {t('app.sampleData')}
    </p>
  );
}
