/**
 * The notifications feature's public face. The notifications live in the auth state area, so
 * the auth slice reduces these actions with the list helper.
 */
export { addPushedNotification } from './notificationList';
export {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationPushed,
} from './notificationsActions';
