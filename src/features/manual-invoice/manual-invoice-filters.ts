import type { FilterSpec } from '@/lib/list-search';
import { INVOICE_STATES } from '@/shared/constants/invoice';

/**
 * The manual invoices list's filters, as URL keys (the same names the list call takes). Plain code:
 * the route's search check runs in the start-up bundle.
 */
export const MANUAL_INVOICE_FILTERS = {
  statuses: INVOICE_STATES,
  customerIds: 'ids',
  contractTypeIds: 'ids',
} as const satisfies FilterSpec;
