/** The contract detail's state in the URL: its tab (items by default). */
export const CONTRACT_TABS = ['items', 'versions'] as const;
export type ContractTab = (typeof CONTRACT_TABS)[number];
export type ContractSearch = { tab?: ContractTab };

/** Plain code: it runs in the route's search validation, in the entry bundle. */
export function parseContractSearch(raw: Record<string, unknown>): ContractSearch {
  const out: ContractSearch = {};
  if ((CONTRACT_TABS as readonly unknown[]).includes(raw.tab) && raw.tab !== 'items') out.tab = raw.tab as ContractTab;
  return out;
}

/** The contract id in the URL's segment, or null when the segment is not one. */
export const contractIdOf = (segment: string) => (/^\d{1,9}$/.test(segment) ? Number(segment) : null);
