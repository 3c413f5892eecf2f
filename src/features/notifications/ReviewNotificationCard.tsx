import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../app/hooks';
import { formatDateTime } from '../../i18n/format';

interface ReviewNotificationCardProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}

/** What an admin's review of the seller's products, documents or business info said, with its reason. */
export function ReviewNotificationCard({ notification, onOpen }: ReviewNotificationCardProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const message = notification.message[language] || notification.message.en;
  const unread = !notification.read;
  const rejected = notification.object?.status === 'rejected';
  return (
    <article
      className={`card notification-card${unread ? ' is-unread' : ''}${rejected ? ' border-danger-subtle' : ''}`}
      onClick={() => onOpen(notification)}
    >
      <div className="card-body">
        <div className="d-flex align-items-start gap-2 mb-2">
          {unread && <span className="notification-card__dot flex-shrink-0" aria-hidden="true" />}
          <h2 className="h6 m-0 flex-grow-1">
            {/* The click reaches the card's handler, so the whole card and this button open it. */}
            <button type="button" className="notification-card__open">
              <bdi>{message}</bdi>
            </button>
          </h2>
          {unread && <span className="badge text-bg-primary flex-shrink-0">{t('notifications.unread')}</span>}
        </div>
        <div className="d-flex flex-wrap justify-content-between gap-2 small text-muted">
          {notification.createdAt && <span>{formatDateTime(notification.createdAt, language)}</span>}
          <span>{t(`notifications.reviewKinds.${notification.object_type}`, { defaultValue: '' })}</span>
        </div>
      </div>
    </article>
  );
}
