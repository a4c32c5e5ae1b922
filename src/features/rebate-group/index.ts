/**
 * The rebate groups as other features use them: their queries (a product picks one).
 * Other features import this feature from here only (eslint.config.js, features keep to their rooms).
 */
export { rebateGroupQueries } from './api/rebate-group-api';
