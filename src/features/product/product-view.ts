/** The product detail's view in the URL: base (none), full (every block, read-only) or edit. */
export type ProductView = 'full' | 'edit';

/** Plain code: it runs in the route's search validation, in the entry bundle. */
export const parseProductView = (raw: Record<string, unknown>): { view?: ProductView } =>
  raw.view === 'full' || raw.view === 'edit' ? { view: raw.view } : {};
