/**
 * The data-quality findings list (/dataquality): filters by rule, severity and module, search, paging,
 * and the view (open findings, or the accepted ones with who and why), all in the URL.
 */
import { defineList } from '@/components/list-screen/list-route';
import { definedOf, listQueryOf, type ListSearchOf } from '@/lib/list-search';
import type { PageSize } from '@/shared/constants/common';
import {
  DATA_QUALITY_MODULES,
  DATA_QUALITY_RULES,
  DATA_QUALITY_SEVERITIES,
  type DataQualityView,
} from '@/shared/constants/data-quality';

const FILTERS = {
  rules: DATA_QUALITY_RULES,
  severities: DATA_QUALITY_SEVERITIES,
  modules: DATA_QUALITY_MODULES,
} as const;

/** The accepted view when the search names it; nothing for the open findings (the default). */
const viewOf = (raw: Record<string, unknown>): { view?: 'accepted' } =>
  raw.view === 'accepted' ? { view: 'accepted' } : {};

/** The search of the other view: the same filters and search, from its first page. */
export function withView<T extends { pageIndex?: number; view?: 'accepted' }>(search: T, view: DataQualityView): T {
  const next: T = { ...search, view: 'accepted' };
  delete next.pageIndex;
  if (view === 'open') delete next.view;
  return next;
}

export function dataQualityQueryOf(search: ListSearchOf<typeof FILTERS> & { view?: 'accepted' }, pageSize: PageSize) {
  return { ...definedOf(listQueryOf(search, FILTERS, pageSize)), view: search.view ?? ('open' as const) };
}

export const dataQualityList = defineList({
  route: '/_app/dataquality',
  module: 'dataquality',
  namespaces: ['dataQuality'],
  filters: FILTERS,
  sortColumns: [],
  extra: viewOf,
  query: dataQualityQueryOf,
  queries: async () => {
    const { dataQualityQueries } = await import('./api/data-quality-api');
    return (query) => [dataQualityQueries.findings(query)];
  },
});
