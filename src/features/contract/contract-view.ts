/**
 * The contract detail's state in the URL: its tab (items by default) and the two versions the versions
 * tab compares (`from`, `to`: version numbers; the two newest when absent), kept when the tab changes.
 */
/** `subscriptions` only on an NCE contract (o365NCE). */
export const CONTRACT_TABS = ['items', 'versions', 'subscriptions'] as const;
export type ContractTab = (typeof CONTRACT_TABS)[number];
export type ContractSearch = { tab?: ContractTab; from?: number; to?: number };

/** A version number: a positive whole number (an int4, as the server's ids), as a number or its digits. */
const versionNumberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** Plain code: it runs in the route's search validation, in the entry bundle. */
export function parseContractSearch(raw: Record<string, unknown>): ContractSearch {
  const out: ContractSearch = {};
  if ((CONTRACT_TABS as readonly unknown[]).includes(raw.tab) && raw.tab !== 'items') out.tab = raw.tab as ContractTab;
  const from = versionNumberOf(raw.from);
  const to = versionNumberOf(raw.to);
  if (from !== undefined) out.from = from;
  if (to !== undefined) out.to = to;
  return out;
}
