/**
 * The invoicing feature as other features use it: its queries (an invoice's status history apart), the statement mailing, the invoice filters the drafts share, an invoice's status history, and its changes as the timeline reads them.
 * Other features import this feature from here only (eslint.config.js, features keep to their rooms).
 */
import { lazy } from 'react';

export { invoiceQueries } from './api/invoice-api';
export { invoiceStatusHistory } from './api/invoice-detail-api';
export { useSendStatements } from './api/invoice-mutations';
export { InvoiceFilterFields } from './components/invoice-filter-fields';
export { InvoiceStatusHistory } from './components/invoice-status-history';
export { invoiceChangeLabel, invoiceChangeValue } from './invoice-change-labels';
/** A mailing's progress and outcome, loaded when a mailing starts (its own chunk). */
export const MailingProgress = lazy(() =>
  import('./components/mailing-progress').then((m) => ({ default: m.MailingProgress })),
);
