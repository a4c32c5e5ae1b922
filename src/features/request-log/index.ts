/**
 * The request logs as other features use them: a run's status with its progress (the drafts' run panel).
 * Other features import this feature from here only (eslint.config.js, features keep to their rooms).
 */
export { RunStatus } from './components/request-cells';
