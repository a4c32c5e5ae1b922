/**
 * Companies and contacts as other features use them: a company's or contact's record and their own
 * saves (data quality fixes a field through them, on the record's version).
 * Other features import this feature from here only (eslint.config.js, features keep to their rooms).
 */
export { companyQueries, useUpdateCompany } from './api/company-api';
export { contactQueries, useSaveContact } from './api/contact-api';
