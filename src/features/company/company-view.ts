/** The company detail's state in the URL: its tab (general by default) and the edit view. */
export const COMPANY_TABS = [
  'general',
  'contacts',
  'contracts',
  'invoices',
  'serviceFees',
  'linked',
  'metadata',
  'timeline',
] as const;
/** The access code the linked companies need (spec 02 section 6). */
export const COMPANY_LINKED = 'COMPANY_LINKED';
export type CompanyTab = (typeof COMPANY_TABS)[number];
export type CompanySearch = { tab?: CompanyTab; view?: 'edit' };

/** Plain code: it runs in the route's search validation, in the entry bundle. */
export function parseCompanySearch(raw: Record<string, unknown>): CompanySearch {
  const out: CompanySearch = {};
  if ((COMPANY_TABS as readonly unknown[]).includes(raw.tab) && raw.tab !== 'general') out.tab = raw.tab as CompanyTab;
  if (raw.view === 'edit') out.view = 'edit';
  return out;
}

/** The company id in the URL's segment, or null when the segment is not one. */
export const companyIdOf = (subroute: string) => (/^\d{1,9}$/.test(subroute) ? Number(subroute) : null);
