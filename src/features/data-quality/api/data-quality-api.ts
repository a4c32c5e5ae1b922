/**
 * The data-quality domain on the client: the findings (grouped by rule with counts, filtered, paged)
 * and accepting one. Its queries live under `dataQuality`, which the changes of companies, contacts,
 * contracts, products, prices and invoices refresh too (src/shared/catalogue.ts): a fixed finding
 * leaves the list, on every screen that shows it.
 */
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import type { BodyOf, QueryOf } from '@/shared/endpoints/endpoint';
import { dataQualityEndpoints as api } from '@/shared/endpoints/data-quality';

export type DataQualityQuery = QueryOf<typeof api.findings>;

const queries = domainQueries('dataQuality');

export const dataQualityQueries = {
  ...queries.keys,
  findings: queries.listOf(api.findings),
};

/** Accepts a finding with a reason; the dialog shows a refused reason on its field itself. */
export const useAcceptFinding = () =>
  useDomainMutation({
    refreshes: 'dataQuality',
    mutationFn: (body: BodyOf<typeof api.accept>) => call(api.accept, { body }),
    meta: { suppressError: true, successMessage: 'dataQuality:accept.done' },
  });
