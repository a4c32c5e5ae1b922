/**
 * The notifications as other features use them: their queries and the button that opens them (the shell).
 * Other features import this feature from here only (eslint.config.js, features keep to their rooms).
 */
export { notificationQueries } from './api/notification-api';
export { NotificationsButton } from './notifications-drawer';
