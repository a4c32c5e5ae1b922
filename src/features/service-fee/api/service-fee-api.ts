/**
 * The service fees on the client (domain serviceFees), through their endpoints: the query-key
 * factory (all -> lists -> list(query); details -> detail(id); the resellers the filter finds) and the
 * writes: claim (one, or the selected ones each on its version), the reseller's document number and
 * the day paid. Each answers the document; the domain refreshes after any outcome.
 */
import { call } from '@/lib/http';
import { domainQueries } from '@/lib/domain-queries';
import { useDomainMutation } from '@/lib/use-domain-mutation';
import type { QueryOf } from '@/shared/endpoints/endpoint';
import { companyEndpoints } from '@/shared/endpoints/company';
import { serviceFeeEndpoints as api } from '@/shared/endpoints/service-fee';
import type { ServiceFeeListItem } from '@/shared/schemas/service-fee';

export type ServiceFeeListQuery = QueryOf<typeof api.list>;

const queries = domainQueries('serviceFees');

export const serviceFeeQueries = {
  ...queries.records(api),
  /** Resellers whose name holds the text (50 at most), or the given ids (to name the chosen ones). */
  resellers: queries.finder('resellers', companyEndpoints.parents),
};

/** What the list loads with its route: the page (with its totals) and the chosen resellers' names. */
export const serviceFeeListQueries = (query: ServiceFeeListQuery) => [
  serviceFeeQueries.list(query),
  ...(query.resellerIds?.length ? [serviceFeeQueries.resellers('', query.resellerIds)] : []),
];

/** Claims one document on its version. */
export const useClaimServiceFee = () =>
  useDomainMutation({
    refreshes: 'serviceFees',
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      call(api.claim, { params: { id }, body: { version } }),
    meta: { successMessage: 'serviceFee:claimed' },
  });

/** Claims the selected documents, each on its own version: how many were claimed and how many not. */
export const useClaimServiceFees = () =>
  useDomainMutation({
    refreshes: 'serviceFees',
    mutationFn: async (fees: Pick<ServiceFeeListItem, 'serviceFeeId' | 'version'>[]) => {
      const outcomes = await Promise.allSettled(
        fees.map((f) => call(api.claim, { params: { id: f.serviceFeeId }, body: { version: f.version } })),
      );
      const claimed = outcomes.filter((o) => o.status === 'fulfilled').length;
      return { claimed, failed: outcomes.length - claimed };
    },
    meta: { suppressError: true },
  });

/** The reseller's document number (the link dialog shows field errors and conflicts itself). */
export const useLinkDocNumber = () =>
  useDomainMutation({
    refreshes: 'serviceFees',
    mutationFn: ({
      id,
      version,
      companyDocumentNumber,
    }: {
      id: number;
      version: number;
      companyDocumentNumber: string;
    }) => call(api.linkDocNumber, { params: { id }, query: { companyDocumentNumber }, body: { version } }),
    meta: { suppressError: true },
  });

/** The day it was paid (the set-paid dialog shows field errors and conflicts itself). */
export const useSetDatePaid = () =>
  useDomainMutation({
    refreshes: 'serviceFees',
    mutationFn: ({ id, version, datePaid }: { id: number; version: number; datePaid: string }) =>
      call(api.setDatePaid, { params: { id }, query: { datePaid }, body: { version } }),
    meta: { suppressError: true },
  });
