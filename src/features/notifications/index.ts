/**
 * The notifications feature's public face. SPEC.md §3 keeps the notifications in the auth state area, so
 * the auth slice reduces these actions with the list helper.
 */
export { addPushedNotification } from './notificationList';
export {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationPushed,
} from './notificationsActions';
