import { useTranslation } from '../../i18n/useTranslation';
import { Modal } from '../../components/Modal';

/**
 * The in-app replacement of window.alert (docs/screens.md): a dialog whose message is announced as an
 * alert and that keeps the page's language and direction.
 */
export function AlertDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('categories.alertTitle')}
      onClose={onClose}
      size="sm"
      actions={{ confirmLabel: t('categories.ok'), onConfirm: onClose, cancel: false }}
    >
      <p role="alert" className="m-0">
        {message}
      </p>
    </Modal>
  );
}
