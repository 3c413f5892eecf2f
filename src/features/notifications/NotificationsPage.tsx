import { useEffect, useEffectEvent, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import type { AppNotification } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { formatNumber } from '../../i18n/format';
import { LabelledSelect } from '../../components/form/Select';
import { PageTitle } from '../../components/PageTitle';
import { Pagination } from '../../components/table/Pagination';
import { browserPage, useListQuery } from '../../components/table/useListQuery';
import { labelledOptions } from '../../i18n/options';
import { orderDetailPath } from '../orders';
import { NotificationCard } from './NotificationCard';
import { FilterTabs } from '../../components/table/FilterTabs';
import { orderNotifications, reviewNotificationPath, reviewNotifications } from './notificationList';
import { ReviewNotificationCard } from './ReviewNotificationCard';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from './notificationsActions';

const FILTERS = ['all', 'orders'] as const;
type NotificationsFilter = (typeof FILTERS)[number];

/** The page's two lists: orders (the specified screen) and what admins' reviews told the seller (docs/review.md). */
const VIEWS = ['orders', 'reviews'] as const;
type NotificationsView = (typeof VIEWS)[number];

/**
 * /pages/notifications. docs/screens.md: the order list shows only order notifications and every filter choice
 * yields that same list, so the filter changes nothing but is kept for parity with the specified screen.
 * Reviews of the seller's products, documents and business info are listed on their own tab.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const notifications = useAppSelector((state) => state.auth.notifications);
  // The filter and page live in the address, so a reload or back shows the same page of the list.
  const listQuery = useListQuery<NotificationsFilter>({
    id: 'notifications',
    tabs: FILTERS,
    filters: ['view'],
  });
  const view: NotificationsView = listQuery.query.filters.view === 'reviews' ? 'reviews' : 'orders';

  // Opened without a view, the page shows the list that has something unread: the reviews when only they do.
  const openOn = useEffectEvent((loaded: AppNotification[]) => {
    if (listQuery.query.filters.view) return;
    const unreadOf = (list: AppNotification[]) => list.filter((notification) => !notification.read).length;
    if (unreadOf(orderNotifications(loaded)) === 0 && unreadOf(reviewNotifications(loaded)) > 0) {
      listQuery.setFilter('view', 'reviews');
    }
  });
  useEffect(() => {
    void dispatch(fetchNotifications()).then((action) => {
      if (fetchNotifications.fulfilled.match(action)) openOn(action.payload);
    });
  }, [dispatch]);

  const list = useMemo(
    () => (view === 'reviews' ? reviewNotifications(notifications) : orderNotifications(notifications)),
    [notifications, view],
  );
  const unreadIn = (inView: NotificationsView) =>
    (inView === 'reviews' ? reviewNotifications(notifications) : orderNotifications(notifications)).filter(
      (notification) => !notification.read,
    ).length;
  const { pageRows, paginationProps } = browserPage(listQuery, list);
  const unread = list.filter((notification) => !notification.read).length;

  // Opening a notification marks it read and shows its order, when it names one, or what was reviewed.
  const open = (notification: AppNotification) => {
    if (!notification.read) void dispatch(markNotificationRead(notification._id));
    if (notification.object_type !== 'order') {
      void navigate(reviewNotificationPath(notification));
      return;
    }
    const orderId = notification.object?._id;
    if (orderId) void navigate(orderDetailPath('seller', orderId));
  };

  return (
    <section>
      <PageTitle>{t('notifications.title')}</PageTitle>
      <FilterTabs
        label={t('notifications.views.label')}
        options={VIEWS.map((value) => {
          const count = unreadIn(value);
          return {
            value,
            label:
              count > 0
                ? t('notifications.views.withUnread', {
                    view: t(`notifications.views.${value}`),
                    n: formatNumber(count, language),
                  })
                : t(`notifications.views.${value}`),
          };
        })}
        value={view}
        onChange={(next) => listQuery.setFilter('view', next === 'orders' ? '' : next)}
      />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        {view === 'orders' && (
          <LabelledSelect
            label={t('notifications.filterLabel')}
            inline
            className="flex-wrap"
            value={listQuery.tabs.value}
            options={labelledOptions(t, 'notifications.filters', FILTERS)}
            onChange={(value) => listQuery.tabs.onChange(value as NotificationsFilter)}
          />
        )}
        {unread > 0 && (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => void dispatch(markAllNotificationsRead())}
          >
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      {list.length === 0 ? (
        <p className="text-center text-muted py-4">
          {t(view === 'reviews' ? 'notifications.emptyReviews' : 'notifications.empty')}
        </p>
      ) : (
        <ul
          className="list-unstyled d-grid gap-3 m-0"
          aria-label={t(view === 'reviews' ? 'notifications.listLabelReviews' : 'notifications.listLabel')}
        >
          {pageRows.map((notification) => (
            <li key={notification._id}>
              {view === 'reviews' ? (
                <ReviewNotificationCard notification={notification} onOpen={open} />
              ) : (
                <NotificationCard notification={notification} onOpen={open} />
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination {...paginationProps} />
    </section>
  );
}
