/**
 * The manual products as other features use them: their queries (a manual invoice line picks one).
 * Other features import this feature from here only (eslint.config.js, features keep to their rooms).
 */
export { manualProductQueries } from './api/manual-product-api';
