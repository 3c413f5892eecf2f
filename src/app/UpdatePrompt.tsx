import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { applyUpdate, onUpdateWaiting, updateWaiting } from './serviceWorker';

/** "A new version is available": shown once a new build has installed, until the user reloads into it. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(onUpdateWaiting, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('update.available')}</span>
      <button type="button" className="btn btn-sm btn-light" onClick={applyUpdate}>
        {t('update.reload')}
      </button>
    </div>
  );
}
