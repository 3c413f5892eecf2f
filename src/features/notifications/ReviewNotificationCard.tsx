import { useTranslation } from '../../i18n/useTranslation';
import type { AppNotification } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { formatDateTime } from '../../i18n/format';
import { NotificationHeading } from './NotificationCard';

interface ReviewNotificationCardProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}

/** What an admin's review of the seller's products, documents or business info said, with its reason. */
export function ReviewNotificationCard({ notification, onOpen }: ReviewNotificationCardProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const unread = !notification.read;
  const rejected = notification.object?.status === 'rejected';
  return (
    <article
      className={`card notification-card${unread ? ' is-unread' : ''}${rejected ? ' border-danger-subtle' : ''}`}
      onClick={() => onOpen(notification)}
    >
      <div className="card-body">
        <NotificationHeading notification={notification} />
        <div className="d-flex flex-wrap justify-content-between gap-2 small text-muted">
          {notification.createdAt && <span>{formatDateTime(notification.createdAt, language)}</span>}
          <span>{t(`notifications.reviewKinds.${notification.object_type}`, { defaultValue: '' })}</span>
        </div>
      </div>
    </article>
  );
}
