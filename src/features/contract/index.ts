/**
 * The contracts feature as other features use it: its queries, the contract columns a company's tab shows, and its changes as the timeline reads them.
 * Other features import this feature from here only (eslint.config.js, features keep to their rooms).
 */
export { contractQueries } from './api/contract-api';
export { contractColumns } from './contract-columns';
export { changedField, contractChangeLabel, contractFieldValue } from './contract-field-labels';
