/**
 * The service fees as other features use them: a reseller's documents on its company page.
 * Other features import this feature from here only (eslint.config.js, features keep to their rooms).
 */
export { ResellerServiceFees } from './components/reseller-service-fees';
