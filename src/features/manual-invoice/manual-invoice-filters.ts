import { INVOICE_STATES, MANUAL_INVOICE_SORT_COLUMNS } from '@/shared/schemas/constants';
import type { FilterSpec } from '@/lib/list-search';

/**
 * The manual invoices list's filters, as URL keys (the same names the list call takes). Plain code:
 * the route's search check runs in the start-up bundle.
 */
export const MANUAL_INVOICE_FILTERS = {
  statuses: INVOICE_STATES,
  customerIds: 'ids',
  contractTypeIds: 'ids',
} as const satisfies FilterSpec;

export { MANUAL_INVOICE_SORT_COLUMNS };
