import { useTranslation } from 'react-i18next';

/**
 * The submit button plus the message shown when saving failed. The server's reason is already shown as a
 * toast by the API client; this line tells the user that nothing they typed was lost.
 */
export function FormActions({
  submitting,
  failed,
  label,
}: {
  submitting: boolean;
  failed: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div role="alert" className={failed ? 'alert alert-warning py-2' : undefined}>
        {failed ? t('onboarding.saveFailed') : null}
      </div>
      <button type="submit" className="btn btn-primary px-4" disabled={submitting}>
        {submitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {submitting ? t('onboarding.saving') : label}
      </button>
    </>
  );
}
