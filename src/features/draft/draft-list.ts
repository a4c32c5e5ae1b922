/**
 * The drafts (/invoices/drafts, /drafts): the month run's drafts before anything is final, or one
 * simulation's (`simulation`: the run's request id, kept by a filter reset). Filters: customer,
 * receiver, type and the invoicing months. The route loads the page and the drafts in figures.
 */
import { defineList } from '@/components/list-screen/list-route';
import { listQueryOf, type ListSearchOf } from '@/lib/list-search';
import type { PageSize } from '@/shared/constants/common';
import { DRAFT_DEFAULT_SORT, INVOICE_RECEIVERS, INVOICE_SORT_COLUMNS, INVOICE_TYPES } from '@/shared/constants/invoice';

const DRAFT_FILTERS = {
  customerIds: 'ids',
  receivers: INVOICE_RECEIVERS,
  types: INVOICE_TYPES,
  monthFrom: 'month',
  monthUntil: 'month',
} as const;

/** The simulation whose drafts the screen shows (its run's request id), when the URL names one. */
function simulationOf(raw: Record<string, unknown>): { simulation?: number } {
  const n = Number(raw.simulation);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? { simulation: n } : {};
}

export type DraftSearch = ListSearchOf<typeof DRAFT_FILTERS> & { simulation?: number };

/** What the drafts (or simulations) list call sends: a simulation's drafts are those of its run. */
export const draftListQueryOf = (search: DraftSearch, pageSize: PageSize) => ({
  ...listQueryOf(search, DRAFT_FILTERS, pageSize),
  ...(search.simulation === undefined ? {} : { requestId: search.simulation }),
});

export const draftList = defineList({
  route: '/_app/invoices/drafts',
  module: 'drafts',
  namespaces: ['draft', 'invoice', 'requestLog'],
  filters: DRAFT_FILTERS,
  sortColumns: INVOICE_SORT_COLUMNS,
  defaultSort: DRAFT_DEFAULT_SORT,
  extra: simulationOf,
  query: draftListQueryOf,
  queries: async () => (await import('./api/draft-api')).draftListQueries,
});
