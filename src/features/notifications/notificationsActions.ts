import { createAction, createAsyncThunk } from '@reduxjs/toolkit';
import * as notificationsApi from '../../api/notifications';
import type { AppNotification } from '../../api/types';
import { apiThunk } from '../../common/apiThunk';

/*
 * The notifications live in the auth state area; these are the events that fill it, and
 * authSlice reduces them with the pure helpers of notificationList.ts.
 */

export const fetchNotifications = apiThunk<AppNotification[], void>('notifications/fetchNotifications', () =>
  notificationsApi.listNotifications(),
);

export const notificationPushed = createAction<AppNotification>('notifications/pushed');

/** Marked read in the list at once; a failure is not worth interrupting the reader for. */
export const markNotificationRead = createAsyncThunk<void, string>(
  'notifications/markNotificationRead',
  async (id) => {
    try {
      await notificationsApi.markNotificationRead(id);
    } catch {
      // The list refetch on the next visit shows the server's truth.
    }
  },
);

/** Every notification read: the list and the bell follow at once, the server's answer confirms it. */
export const markAllNotificationsRead = apiThunk<number, void>('notifications/markAllNotificationsRead', () =>
  notificationsApi.markAllNotificationsRead(),
);
