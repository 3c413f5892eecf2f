import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { revokeAllSessions } from '../../api/accounts';
import { useAppDispatch } from '../../common/hooks';
import { endSession } from '../auth';
import { ConfirmModal } from '../../components/ConfirmModal';

/** "Log out everywhere": the server ends every session of the user (a lost phone, a shared computer). */
export function EndAllSessions() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await revokeAllSessions();
    } catch {
      // The error was shown as a toast; this session stays as it was.
      setBusy(false);
      setConfirming(false);
      return;
    }
    await navigate('/login', { replace: true, flushSync: true });
    endSession(dispatch);
  };

  return (
    <section className="profile-narrow mt-4 pt-3 border-top" aria-labelledby="end-all-sessions-title">
      <h3 id="end-all-sessions-title" className="h6">
        {t('onboarding.sessions.title')}
      </h3>
      <p className="small text-muted">{t('onboarding.sessions.hint')}</p>
      <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)}>
        {t('onboarding.sessions.button')}
      </button>
      {confirming && (
        <ConfirmModal
          title={t('onboarding.sessions.confirmTitle')}
          confirmLabel={t('onboarding.sessions.button')}
          danger
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          <p className="mb-0">{t('onboarding.sessions.confirmBody')}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
