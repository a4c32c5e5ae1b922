/**
 * The tasks as other features use them: the badge of the signed-in user's tasks to do (the shell's
 * sidebar). Other features import this feature from here only (eslint.config.js, features keep to their rooms).
 */
export { TasksBadge } from './tasks-badge';
