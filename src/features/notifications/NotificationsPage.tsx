import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AppNotification } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LabelledSelect } from '../../components/form/Select';
import { PageTitle } from '../../components/PageTitle';
import { Pagination } from '../../components/table/Pagination';
import { browserPage, useListQuery } from '../../components/table/useListQuery';
import { labelledOptions } from '../../i18n/options';
import { orderDetailPath } from '../orders';
import { NotificationCard } from './NotificationCard';
import { orderNotifications } from './notificationList';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from './notificationsActions';

const FILTERS = ['all', 'orders'] as const;
type NotificationsFilter = (typeof FILTERS)[number];

/**
 * /pages/notifications. SPEC.md §2: only order notifications are listed and every filter choice yields
 * that same list, so the filter changes nothing but is kept for parity with the specified screen.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notifications = useAppSelector((state) => state.auth.notifications);
  // The filter and page live in the address, so a reload or back shows the same page of the list.
  const listQuery = useListQuery<NotificationsFilter>({ id: 'notifications', tabs: FILTERS });

  useEffect(() => {
    void dispatch(fetchNotifications());
  }, [dispatch]);

  const list = useMemo(() => orderNotifications(notifications), [notifications]);
  const { pageRows, paginationProps } = browserPage(listQuery, list);
  const unread = list.filter((notification) => !notification.read).length;

  // Opening a notification marks it read and shows its order, when it names one.
  const open = (notification: AppNotification) => {
    if (!notification.read) void dispatch(markNotificationRead(notification._id));
    const orderId = notification.object?._id;
    if (orderId) void navigate(orderDetailPath('seller', orderId));
  };

  return (
    <section>
      <PageTitle>{t('notifications.title')}</PageTitle>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <LabelledSelect
          label={t('notifications.filterLabel')}
          inline
          className="flex-wrap"
          value={listQuery.tabs.value}
          options={labelledOptions(t, 'notifications.filters', FILTERS)}
          onChange={(value) => listQuery.tabs.onChange(value as NotificationsFilter)}
        />
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
        <p className="text-center text-muted py-4">{t('notifications.empty')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-3 m-0" aria-label={t('notifications.listLabel')}>
          {pageRows.map((notification) => (
            <li key={notification._id}>
              <NotificationCard notification={notification} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
      <Pagination {...paginationProps} />
    </section>
  );
}
