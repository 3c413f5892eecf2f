import { useTranslation } from '../../i18n/useTranslation';

export interface FormActionsProps {
  submitting: boolean;
  failed: boolean;
  label: string;
  /** Leaves the form without saving; no cancel button when omitted (a step of onboarding). */
  onCancel?: () => void;
}

/**
 * The submit button (and cancel, when the form can be left) plus the message shown when saving failed. The
 * server's reason is already shown as a toast by the API client; this line tells the user that nothing they
 * typed was lost.
 */
export function FormActions({ submitting, failed, label, onCancel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div role="alert" className={failed ? 'alert alert-warning py-2' : undefined}>
        {failed ? t('common.saveFailed') : null}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-4">
        <button type="submit" className="btn btn-primary px-4" disabled={submitting}>
          {submitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {submitting ? t('common.saving') : label}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </>
  );
}
