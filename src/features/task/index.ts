/**
 * The tasks as other features use them: the badge of the signed-in user's tasks to do (the shell's
 * sidebar; its code loads after the shell). Other features import this feature from here only
 * (eslint.config.js, features keep to their rooms).
 */
export { TasksBadgeSlot as TasksBadge } from './tasks-badge-slot';
