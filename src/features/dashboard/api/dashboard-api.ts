/**
 * The dashboard's queries: one per tile, each under its domain's key (`['invoices', 'dashboard', ...]`),
 * so the hub's `changed` of that domain (or of one shown in it) refreshes the tile, as it refreshes
 * the list the tile summarises. No polling.
 */
import { queryOptions } from '@tanstack/react-query';
import { domainQueries } from '@/lib/domain-queries';
import { call } from '@/lib/http';
import { hasRight } from '@/shared/access';
import type { Domain } from '@/shared/catalogue';
import { dashboardEndpoints as api } from '@/shared/endpoints/dashboard';
import type { RequestOf, ResponseOf } from '@/shared/endpoints/endpoint';
import type { FunctionalityRight } from '@/shared/schemas/security';
import { visibleTiles } from '../tiles';

/** A tile's query: its figures under its domain, named after the tile. */
const tile = <K extends keyof typeof api>(domain: Domain, name: K) =>
  queryOptions<ResponseOf<(typeof api)[K]>, Error>({
    queryKey: [...domainQueries(domain).keys.all(), 'dashboard', name] as const,
    queryFn: ({ signal }) =>
      call(api[name], {} as RequestOf<(typeof api)[K]>, { signal }) as Promise<ResponseOf<(typeof api)[K]>>,
    // A tile shows its own failure (with a retry): no alert for it.
    meta: { suppressError: true },
  });

export const dashboardQueries = {
  invoices: () => tile('invoices', 'invoices'),
  monthRun: () => tile('drafts', 'monthRun'),
  lastRun: () => tile('invoices', 'lastRun'),
  manualInvoices: () => tile('manualInvoices', 'manualInvoices'),
  mails: () => tile('mails', 'mails'),
  tasks: () => tile('tasks', 'tasks'),
  dataQuality: () => tile('dataQuality', 'dataQuality'),
  serviceFees: () => tile('serviceFees', 'serviceFees'),
  contracts: () => tile('contracts', 'contracts'),
  products: () => tile('products', 'products'),
};

/** The dashboard's queries for a user: those of the tiles of the modules they may read. */
export const dashboardTileQueries = (rights: readonly FunctionalityRight[]) =>
  visibleTiles(rights).map((key) => dashboardQueries[key]());

/** The invoicing landing page's queries for a user: the figures of the sub-pages they may read. */
export const invoicingQueries = (rights: readonly FunctionalityRight[]) =>
  [
    hasRight(rights, 'invoices', 'read') && dashboardQueries.invoices(),
    hasRight(rights, 'drafts', 'read') && dashboardQueries.monthRun(),
    hasRight(rights, 'manualInvoices', 'read') && dashboardQueries.manualInvoices(),
    hasRight(rights, 'requestlogs', 'read') && dashboardQueries.lastRun(),
  ].filter((query) => query !== false);
