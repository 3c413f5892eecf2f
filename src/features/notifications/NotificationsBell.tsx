import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { formatNumber } from '../../i18n/format';
import { unreadShownCount } from './notificationList';

/** Header link to the notifications page with the number of unread order and review notifications. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const unread = useAppSelector((state) => unreadShownCount(state.auth.notifications));
  return (
    <Link
      to="/pages/notifications"
      className="btn btn-outline-secondary btn-sm position-relative text-nowrap d-inline-flex align-items-center gap-1 notifications-bell"
      aria-label={t('notifications.bellLabel', { count: unread, n: formatNumber(unread, language) })}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      </svg>
      {unread > 0 && (
        <span className="badge rounded-pill text-bg-danger notifications-bell__count" aria-hidden="true">
          {formatNumber(unread, language)}
        </span>
      )}
    </Link>
  );
}
