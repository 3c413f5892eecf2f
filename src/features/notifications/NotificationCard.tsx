import { useTranslation } from '../../i18n/useTranslation';
import type { AppNotification, NotificationProductEntry } from '../../api/types';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import type { Language } from '../../i18n';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';

const entryName = ({ data = {} }: NotificationProductEntry, language: Language): string =>
  data.name?.[language] ?? data[language]?.name ?? data.name?.en ?? data.en?.name ?? '';

interface NotificationCardProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}

/**
 * The top of a notification card (orders and reviews alike): the unread marker, the message in the reading
 * language as the card's button, and the unread badge.
 */
export function NotificationHeading({ notification }: { notification: AppNotification }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const message = notification.message[language] || notification.message.en;
  const unread = !notification.read;
  return (
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
  );
}

/** One order notification (docs/screens.md): message, unread marker and each ordered product. */
export function NotificationCard({ notification, onOpen }: NotificationCardProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const products = notification.object?.product ?? [];
  const unread = !notification.read;

  return (
    <article
      className={`card notification-card${unread ? ' is-unread' : ''}`}
      onClick={() => onOpen(notification)}
    >
      <div className="card-body">
        <NotificationHeading notification={notification} />
        {notification.createdAt && (
          <p className="small text-muted mb-2">{formatDateTime(notification.createdAt, language)}</p>
        )}
        <ul className="list-unstyled m-0 d-grid gap-2">
          {products.map((entry, index) => (
            <li key={`${entry.data?._id ?? index}`} className="notification-card__product">
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                <span className="fw-semibold text-break">{entryName(entry, language)}</span>
                {entry.status && <OrderStatusBadge status={entry.status} />}
              </div>
              <div className="d-flex flex-wrap gap-3 small text-muted mt-1">
                {entry.data?.listing_price !== undefined && (
                  <bdi dir="ltr">{formatMoney(entry.data.listing_price, language)}</bdi>
                )}
                {entry.quantity !== undefined && (
                  <span>
                    {t('notifications.quantity', {
                      count: entry.quantity,
                      value: formatNumber(entry.quantity, language),
                    })}
                  </span>
                )}
                {entry.data?.updatedAt && (
                  <span>
                    {t('notifications.updatedAt', { date: formatDateTime(entry.data.updatedAt, language) })}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
